/**
 * The daily fetch of the central bank's middle rate (decision 0027): a job at 08:05 Europe/Belgrade, after the mirror
 * has the day's list (it fetches at 08:00). A failure keeps the last known list; the queue retries the run, and once
 * those retries are spent another run is queued half an hour later, until 10:00. A server that starts with no rate
 * or a stale one asks for a fetch at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, TJobMeta } from '../jobs/job-queue';
import type { ExchangeRateService } from './exchange-rate-service';

export const FETCH_EXCHANGE_RATES_JOB = 'fetch-exchange-rates';
/** Every day: on weekends and holidays the mirror answers the last list, which stores nothing new. */
export const FETCH_EXCHANGE_RATES_CRON = '5 8 * * *';
const FOLLOW_UP_SECONDS = 30 * 60;
const LAST_FOLLOW_UP_HOUR = 10;

const BELGRADE_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Belgrade', hour: '2-digit', hour12: false });

export function fetchExchangeRatesHandler(
  jobs: Pick<JobQueue, 'send'>,
  rates: ExchangeRateService,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
) {
  return async (_data: object, meta: Pick<TJobMeta, 'attempt' | 'attemptsAllowed'>) => {
    try {
      const { stored } = await rates.refresh();
      if (stored.length) log.info({ rates: stored }, 'exchange rates fetched');
    } catch (error) {
      const kept = await rates.current('EUR').catch(() => null);
      log.warn(
        { err: error, attempt: meta.attempt, keptRate: kept && { middle: kept.middle, date: kept.date } },
        'exchange rate fetch failed; the last known rate stays',
      );
      const lastAttempt = meta.attempt >= meta.attemptsAllowed;
      if (lastAttempt && Number(BELGRADE_HOUR.format(now())) < LAST_FOLLOW_UP_HOUR) {
        await jobs.send(FETCH_EXCHANGE_RATES_JOB, {}, { startAfterSeconds: FOLLOW_UP_SECONDS });
      }
      throw error;
    }
  };
}

/** Registers the handler and the daily schedule; with a fetching provider, a missing or stale rate is fetched now. */
export async function registerExchangeRateJobs(
  jobs: JobQueue,
  rates: ExchangeRateService,
  log: FastifyBaseLogger,
): Promise<void> {
  await jobs.work(FETCH_EXCHANGE_RATES_JOB, fetchExchangeRatesHandler(jobs, rates, log));
  await jobs.schedule(FETCH_EXCHANGE_RATES_JOB, FETCH_EXCHANGE_RATES_CRON);
  if (!rates.provider.fetches) return;
  const current = await rates.current('EUR');
  if (!current || current.stale) {
    await jobs.send(FETCH_EXCHANGE_RATES_JOB, {}, { singletonKey: 'on-start' });
  }
}
