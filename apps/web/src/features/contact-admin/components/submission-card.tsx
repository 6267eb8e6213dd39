/**
 * One message a visitor sent: to which service, from whom, when, the text, the attachment to download, and where its
 * mail stands — attempts, the last error, and "Send again" once it has failed.
 */
import type { TContactSubmission } from '@izlog/contract/contact-services';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage, localeTag } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { downloadAttachment } from '../api/download-attachment';
import { useRetryContactSubmission } from '../api/retry-contact-submission';
import { formatFileSize } from '../utils/file-size';
import { DeliveryBadge } from './delivery-badge';

const formatTime = (value: string, language: string) =>
  new Intl.DateTimeFormat(localeTag(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Belgrade',
  }).format(new Date(value));

export function SubmissionCard({ submission }: { submission: TContactSubmission }) {
  const { t } = useTranslation();
  const language = getLanguage();
  const retry = useRetryContactSubmission();
  const [isDownloading, setIsDownloading] = useState(false);
  const sender = submission.name ? `${submission.name} <${submission.submited_by}>` : submission.submited_by;
  const titleId = `submission-${submission.id}`;

  const sendAgain = () =>
    retry.mutate(submission.id, {
      onSuccess: () => notify('success', t('contactAdmin.submissions.retried')),
      onError: (error) => reportActionError(error),
    });
  const download = async () => {
    if (!submission.attachment) return;
    setIsDownloading(true);
    try {
      await downloadAttachment(submission.attachment);
    } catch (error) {
      reportActionError(error);
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <Card component="li" withBorder padding="sm" radius="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h5" id={titleId}>
            {submission.service_name}
          </Title>
          <DeliveryBadge delivery={submission.delivery} />
        </Group>
        <Text size="sm">
          {t('contactAdmin.submissions.from')}:{' '}
          <Anchor href={`mailto:${submission.submited_by}`} style={{ overflowWrap: 'anywhere' }}>
            {sender}
          </Anchor>
        </Text>
        <Text size="xs" c="dimmed">
          {t('contactAdmin.submissions.receivedAt')}:{' '}
          <time dateTime={submission.created_at}>{formatTime(submission.created_at, language)}</time>
          {submission.sent_at && (
            <>
              {' · '}
              {t('contactAdmin.submissions.sentAt')}:{' '}
              <time dateTime={submission.sent_at}>{formatTime(submission.sent_at, language)}</time>
            </>
          )}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {submission.message}
        </Text>
        {submission.attachment && (
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('contactAdmin.submissions.attachment')}:
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => void download()} loading={isDownloading}>
              {t('contactAdmin.submissions.download', {
                name: submission.attachment.file_name,
                size: formatFileSize(submission.attachment.size, language),
              })}
            </Button>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t('contactAdmin.submissions.attempts', { count: submission.attempts })}
        </Text>
        {submission.last_error && submission.delivery !== 'sent' && (
          <Text size="sm" c="red.9">
            {t('contactAdmin.submissions.lastError')}: {submission.last_error}
          </Text>
        )}
        {submission.delivery === 'failed' && (
          <Group>
            <Button
              size="xs"
              onClick={sendAgain}
              loading={retry.isPending}
              aria-label={t('contactAdmin.submissions.retryLabel', { sender: submission.submited_by })}
            >
              {t('contactAdmin.submissions.retry')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
