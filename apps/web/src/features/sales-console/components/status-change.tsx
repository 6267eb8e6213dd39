/**
 * Changing a licence's status: only the steps the server says the account may take now (`allowed_statuses`), each
 * explained; suspending, expiring or closing asks first and says what it means for the site.
 */
import { NOTICE_MS, type TLicenceStatus } from '@izlog/contract/constants';
import type { TConsoleLicence } from '@izlog/contract/sales-console';
import { Button, Group, Menu, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useUpdateLicence } from '../api/update-licence';

/** Statuses that take the site away from its visitors: asked about first. */
const NEEDS_CONFIRMATION: readonly TLicenceStatus[] = ['suspended', 'expired', 'closed'];

type TStatusChangeProps = {
  licence: TConsoleLicence;
  /** A row of a list: the control is named after the licence and laid out compactly. */
  compact?: boolean;
};

export function StatusChange({ licence, compact = false }: TStatusChangeProps) {
  const { t } = useTranslation();
  const update = useUpdateLicence(licence.id);
  const [chosen, setChosen] = useState<TLicenceStatus | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const allowed = licence.allowed_statuses;
  const next = chosen && allowed.includes(chosen) ? chosen : null;

  const apply = (status: TLicenceStatus) =>
    update.mutate(
      { field: 'status', status },
      {
        onSuccess: () => {
          setIsConfirming(false);
          setChosen(null);
          notify('success', t('salesConsole.statusChange.changed'), NOTICE_MS.normal);
        },
        onError: (error) => {
          setIsConfirming(false);
          reportActionError(error);
        },
      },
    );

  const submit = () => {
    if (!next) return;
    if (NEEDS_CONFIRMATION.includes(next)) setIsConfirming(true);
    else apply(next);
  };

  const choose = (status: TLicenceStatus) => {
    setChosen(status);
    if (NEEDS_CONFIRMATION.includes(status)) setIsConfirming(true);
    else apply(status);
  };

  if (allowed.length === 0) {
    return compact ? null : <Text c="dimmed">{t('salesConsole.statusChange.none')}</Text>;
  }

  const confirmation = isConfirming && next && (
    <ConfirmDialog
      title={t('salesConsole.statusChange.confirmTitle', { status: t(`salesConsole.status.${next}`) })}
      message={`${licence.title_of_app}: ${t(`salesConsole.statusChange.meaning.${next}`)}`}
      confirmLabel={t('salesConsole.statusChange.confirm')}
      isPending={update.isPending}
      onConfirm={() => apply(next)}
      onCancel={() => setIsConfirming(false)}
    />
  );

  if (compact) {
    // A row of a list: one button opening the allowed steps; the risky ones are confirmed as on the licence's page.
    return (
      <>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              loading={update.isPending && !isConfirming}
              aria-label={t('salesConsole.admin.changeStatus', { name: licence.title_of_app })}
              rightSection={<span aria-hidden="true">▾</span>}
            >
              {t('salesConsole.statusChange.apply')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {allowed.map((status) => (
              <Menu.Item key={status} onClick={() => choose(status)}>
                {t(`salesConsole.status.${status}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {confirmation}
      </>
    );
  }

  return (
    <Stack gap="xs" align="flex-start">
      <Group align="flex-end" gap="xs">
        <Select
          label={t('salesConsole.statusChange.choose')}
          placeholder={t('salesConsole.statusChange.choose')}
          data={allowed.map((status) => ({ value: status, label: t(`salesConsole.status.${status}`) }))}
          value={next}
          onChange={(value) => setChosen(value as TLicenceStatus | null)}
          w={220}
        />
        <Button onClick={submit} disabled={!next} loading={update.isPending && !isConfirming}>
          {t('salesConsole.statusChange.apply')}
        </Button>
      </Group>
      {next && <Text size="sm">{t(`salesConsole.statusChange.meaning.${next}`)}</Text>}
      {confirmation}
    </Stack>
  );
}

export function StatusSectionBody({ licence }: { licence: TConsoleLicence }) {
  const { t } = useTranslation();
  const mayReactivate = licence.allowed_statuses.includes('active');
  return (
    <Stack gap="sm">
      <Text>{t('salesConsole.statusChange.current', { status: t(`salesConsole.status.${licence.status}`) })}</Text>
      <StatusChange licence={licence} />
      {licence.status === 'expired' && !mayReactivate && (
        <Text size="sm" c="dimmed">
          {t('salesConsole.statusChange.renewHint')}
        </Text>
      )}
    </Stack>
  );
}
