/**
 * The licence's clock (issue 13 "The licence's year"): no routes, two daily jobs on the queue's Europe/Belgrade
 * schedules — expiring licences whose term ended, and the renewal reminders. Each run takes the time it runs at.
 */
import type { FastifyInstance } from 'fastify';
import { EXPIRE_LICENCES_CRON, EXPIRE_LICENCES_JOB, expireLicences } from './expire-licences';
import { RENEWAL_REMINDERS_CRON, RENEWAL_REMINDERS_JOB, sendRenewalReminders } from './renewal-reminders';

export async function licenceScheduleModule(app: FastifyInstance) {
  const { deps, log } = app;
  await deps.jobs.work(EXPIRE_LICENCES_JOB, async () => {
    const expired = await expireLicences(deps, { now: new Date(), log });
    if (expired.length > 0) log.info({ licenceIds: expired }, 'licences expired');
  });
  await deps.jobs.schedule(EXPIRE_LICENCES_JOB, EXPIRE_LICENCES_CRON);
  await deps.jobs.work(RENEWAL_REMINDERS_JOB, async () => {
    const sent = await sendRenewalReminders(deps, { now: new Date(), log });
    if (sent.length > 0) log.info({ reminders: sent }, 'renewal reminders sent');
  });
  await deps.jobs.schedule(RENEWAL_REMINDERS_JOB, RENEWAL_REMINDERS_CRON);
}
