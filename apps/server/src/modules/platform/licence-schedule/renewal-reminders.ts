/**
 * The daily 'renewal-reminders' job (issue 13 "The licence's year"): the owner of an active licence gets one mail 30,
 * 7 and 1 days before its term ends (Belgrade days), with a link to renew it in the console. Each reminder — licence,
 * expiry, days before — is claimed in the database before its mail goes, so a rerun or a second process sends none
 * twice; a day the job missed is made up by the reminder of the stage the licence is in (never two at once).
 */
import { RENEWAL_REMINDER_DAYS } from '@izlog/contract/sales';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../../platform/deps';
import { claimReminder, findLicencesExpiringWithin, releaseReminder } from './licence-schedule.queries';
import { sendRenewalReminderMail } from './renewal-mail';

export const RENEWAL_REMINDERS_JOB = 'renewal-reminders';
/** 09:00 in Belgrade: a mail read in the working day. */
export const RENEWAL_REMINDERS_CRON = '0 9 * * *';

const STAGES = [...RENEWAL_REMINDER_DAYS].sort((a, b) => a - b);
const LONGEST = STAGES.at(-1)!;

/** The reminder a licence with `daysLeft` is due for: the nearest stage not below it (5 days left → the 7-day one). */
export const stageOf = (daysLeft: number): number | undefined => STAGES.find((days) => daysLeft <= days);

type TReminderDeps = Pick<TAppDeps, 'platformDb' | 'mailer' | 'config'>;

/** Sends the reminders due at `now`; answers those it sent (licence and stage). */
export async function sendRenewalReminders(
  deps: TReminderDeps,
  { now, log }: { now: Date; log?: FastifyBaseLogger },
): Promise<{ licenceId: number; daysBefore: number }[]> {
  const sent: { licenceId: number; daysBefore: number }[] = [];
  let failures = 0;
  for (const licence of await findLicencesExpiringWithin(deps.platformDb, now, LONGEST)) {
    const daysBefore = stageOf(licence.daysLeft);
    if (daysBefore === undefined) continue;
    const reminder = { licenceId: licence.licenceId, expiresAt: licence.expiresAt, daysBefore };
    if (!(await claimReminder(deps.platformDb, reminder))) continue;
    try {
      await sendRenewalReminderMail(deps, licence);
      sent.push({ licenceId: licence.licenceId, daysBefore });
    } catch (error) {
      // Not sent: given back, so the job's retry (or tomorrow's run) sends it.
      failures += 1;
      await releaseReminder(deps.platformDb, reminder);
      log?.error({ err: error, licenceId: licence.licenceId, daysBefore }, 'could not send a renewal reminder');
    }
  }
  if (failures > 0) throw new Error(`${failures} renewal reminders could not be sent`);
  return sent;
}
