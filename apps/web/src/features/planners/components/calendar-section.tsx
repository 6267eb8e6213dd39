/**
 * A planner's calendar (issue 15 part 5): the .ics file of its dated items, downloaded with the user's token, and a
 * private link a calendar app subscribes to. A new link's address is shown once (only its hash is kept), with a copy
 * button; replacing a live link and revoking it ask first, since either stops the calendars subscribed to it.
 */
import type { TPlanner } from '@izlog/contract/planners';
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useCreateCalendarLink, useDownloadPlannerCalendar, useRevokeCalendarLink } from '../api/planner-calendar';
import { CALENDAR_FALLBACK_NAME, saveFile } from '../utils/save-file';

export function CalendarSection({ planner }: { planner: TPlanner }) {
  const { t } = useTranslation();
  const download = useDownloadPlannerCalendar();
  const createLink = useCreateCalendarLink();
  const revokeLink = useRevokeCalendarLink();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'replace' | 'revoke' | null>(null);

  const downloadFile = () =>
    download
      .mutateAsync(planner.id)
      .then(({ blob, fileName }) => saveFile(blob, fileName ?? CALENDAR_FALLBACK_NAME), reportActionError);
  const create = () =>
    createLink
      .mutateAsync(planner.id)
      .then(({ url }) => setShownUrl(url), reportActionError)
      .finally(() => setConfirming(null));
  const revoke = () =>
    revokeLink.mutateAsync(planner.id).then(
      () => {
        setShownUrl(null);
        setConfirming(null);
        notify('success', t('planners.calendar.revoked'));
      },
      (error: unknown) => {
        setConfirming(null);
        reportActionError(error);
      },
    );

  return (
    <Stack component="section" aria-labelledby="planner-calendar-heading" gap="sm">
      <Title order={2} size="h4" id="planner-calendar-heading">
        {t('planners.calendar.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('planners.calendar.intro')}
      </Text>
      <Group>
        <Button variant="light" onClick={() => void downloadFile()} loading={download.isPending}>
          {t('planners.calendar.download')}
        </Button>
      </Group>
      <Title order={3} size="h5">
        {t('planners.calendar.linkTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('planners.calendar.linkIntro')}
      </Text>
      {shownUrl && (
        <Alert color="blue" title={t('planners.calendar.created')} role="status">
          <Stack gap="xs">
            <TextInput
              label={t('planners.calendar.linkLabel')}
              value={shownUrl}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group>
              <CopyButton value={shownUrl}>
                {({ copied, copy }) => (
                  <Button size="xs" onClick={copy} color={copied ? 'teal' : undefined}>
                    {copied ? t('planners.calendar.copied') : t('planners.calendar.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm">{t('planners.calendar.shownOnce')}</Text>
          </Stack>
        </Alert>
      )}
      {planner.calendar_link_active && !shownUrl && <Text size="sm">{t('planners.calendar.active')}</Text>}
      <Group gap="xs">
        {planner.calendar_link_active ? (
          <Button variant="light" onClick={() => setConfirming('replace')} aria-haspopup="dialog">
            {t('planners.calendar.replace')}
          </Button>
        ) : (
          <Button variant="light" onClick={() => void create()} loading={createLink.isPending}>
            {t('planners.calendar.create')}
          </Button>
        )}
        {planner.calendar_link_active && (
          <Button variant="subtle" color="red" c="red.9" onClick={() => setConfirming('revoke')} aria-haspopup="dialog">
            {t('planners.calendar.revoke')}
          </Button>
        )}
      </Group>
      {confirming === 'replace' && (
        <ConfirmDialog
          title={t('planners.calendar.replaceTitle')}
          message={t('planners.calendar.replaceMessage')}
          confirmLabel={t('planners.calendar.replaceConfirm')}
          isPending={createLink.isPending}
          onConfirm={() => void create()}
          onCancel={() => setConfirming(null)}
        />
      )}
      {confirming === 'revoke' && (
        <ConfirmDialog
          title={t('planners.calendar.revokeTitle')}
          message={t('planners.calendar.revokeMessage')}
          confirmLabel={t('planners.calendar.revokeConfirm')}
          isPending={revokeLink.isPending}
          onConfirm={() => void revoke()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Stack>
  );
}
