/**
 * Jobs update live (issue 13 §4): while any job shown is waiting, running or about to retry, its list is asked again
 * every 2 s; once all have ended, the asking stops.
 */
import type { TJobRecord } from '@izlog/contract/sales';

export const JOB_POLL_MS = 2000;
const ACTIVE_JOB_STATES: readonly TJobRecord['state'][] = ['queued', 'running', 'retrying'];

export const isJobActive = (job: Pick<TJobRecord, 'state'>) => ACTIVE_JOB_STATES.includes(job.state);

const hasActiveJob = (licences: readonly { jobs: readonly Pick<TJobRecord, 'state'>[] }[] | undefined) =>
  licences?.some((licence) => licence.jobs.some(isJobActive)) ?? false;

/** TanStack Query's refetchInterval for data holding licences: 2 s while a job runs, none otherwise. */
export const pollWhileJobsRun =
  <T>(licencesOf: (data: T) => readonly { jobs: readonly Pick<TJobRecord, 'state'>[] }[]) =>
  (query: { state: { data: T | undefined } }): number | false => {
    const data = query.state.data;
    return data !== undefined && hasActiveJob(licencesOf(data)) ? JOB_POLL_MS : false;
  };
