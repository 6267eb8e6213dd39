/** Every recent job of the licence (newest first) with its state, progress, attempts and last change. */
import type { TLanguage } from '@izlog/contract/constants';
import type { TConsoleLicence } from '@izlog/contract/sales-console';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../utils/format';
import { CardList } from './console-lists';
import { JobProgress } from './job-progress';
import { Section } from './section';

export function JobsSection({ licence }: { licence: TConsoleLicence }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  return (
    <Section title={t('salesConsole.jobs.title')}>
      {licence.jobs.length === 0 ? (
        <Text c="dimmed">{t('salesConsole.jobs.empty')}</Text>
      ) : (
        <CardList>
          {licence.jobs.map((job) => (
            <Card component="li" key={job.id} withBorder padding="sm" radius="md">
              <Group justify="space-between" align="flex-start" gap="xs">
                <JobProgress job={job} />
                <Stack gap={0} align="flex-end">
                  <Text size="xs" c="dimmed">
                    {t('salesConsole.jobs.updated', { time: formatDateTime(job.updated_at, language) })}
                  </Text>
                  {job.attempts > 1 && (
                    <Text size="xs" c="dimmed">
                      {t('salesConsole.jobs.attempts', { count: job.attempts })}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Card>
          ))}
        </CardList>
      )}
      <Text size="xs" c="dimmed">
        {t('salesConsole.jobs.live')}
      </Text>
    </Section>
  );
}
