/**
 * One job as a line: what it does, where it stands and, while it runs, how far (a progress bar read out with its
 * name). A job the console has no name for shows its queue name.
 */
import { readCataloguedText } from '@izlog/contract/catalogued-text';
import type { TJobRecord } from '@izlog/contract/sales';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { isJobActive } from '../utils/job-polling';
import { JobStateBadge } from './licence-badges';

const KNOWN_JOBS = ['provision-order', 'check-licence-domain', 'build-native-app', 'update-single-app'] as const;

function useJobName() {
  const { t } = useTranslation();
  return (name: string) =>
    (KNOWN_JOBS as readonly string[]).includes(name)
      ? t(`salesConsole.jobs.names.${name as (typeof KNOWN_JOBS)[number]}`)
      : name;
}

export function JobProgress({ job }: { job: TJobRecord }) {
  const { t } = useTranslation();
  const nameOf = useJobName();
  const name = nameOf(job.name);
  return (
    <Stack gap={4} miw={160}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{name}</Text>
        <JobStateBadge state={job.state} />
      </Group>
      {isJobActive(job) && (
        <Progress
          value={job.progress}
          size="sm"
          aria-label={t('salesConsole.jobs.progress', { name, percent: job.progress })}
          animated={job.state === 'running'}
        />
      )}
      {job.message && (
        <Text size="xs" c="dimmed">
          {readCataloguedText(job.message, getLanguage())}
        </Text>
      )}
    </Stack>
  );
}

/** The newest job of a licence, or a dash-like word when it had none. */
export function LatestJob({ jobs }: { jobs: TJobRecord[] }) {
  const { t } = useTranslation();
  const [latest] = jobs;
  if (!latest) {
    return (
      <Text size="sm" c="dimmed">
        {t('salesConsole.jobs.none')}
      </Text>
    );
  }
  return <JobProgress job={latest} />;
}
