/**
 * The 'planner-reminders' job (issue 15 part 5): from PLANNER_REMINDER_TIME in Belgrade and every hour until 21:00,
 * each owner of planner items dated tomorrow that no run has mailed yet gets one mail listing them — the first run
 * mails the day's reminders, the later ones what was added or moved to tomorrow since (or what a missed run left).
 * Items are claimed before their mail goes (planner-reminders.queries), so the hourly runs, a rerun or a second process
 * send none twice; a mail that fails gives its claims back and fails the run, so the job's retry sends it.
 */
import { PLANNER_REMINDER_TIME } from '@izlog/contract/planners';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TAppDeps } from '../../../../platform/deps';
import { addDays, belgradeDate } from '../../../../platform/exchange-rates/working-days';
import { sendPlannerReminderMail } from './planner-reminder-mail';
import { claimRemindersFor, releaseReminders, type TReminderRow } from './planner-reminders.queries';

export const PLANNER_REMINDERS_JOB = 'planner-reminders';
const [REMINDER_HOUR, REMINDER_MINUTE] = PLANNER_REMINDER_TIME.split(':').map(Number) as [number, number];
/** The hour of the day's last run: no reminder mail at night. */
const LAST_REMINDER_HOUR = 21;
/** Every hour from the reminder time to the last run (the queue's schedules run on Belgrade's clock). */
export const PLANNER_REMINDERS_CRON = `${REMINDER_MINUTE} ${REMINDER_HOUR}-${LAST_REMINDER_HOUR} * * *`;

type TReminderDeps = Pick<TAppDeps, 'platformDb' | 'mailer' | 'config'>;
export type TSentReminder = { licenceId: number; userId: number; itemIds: number[] };
/**
 * A run: its time, and optionally the licences it is limited to (a rerun for one site; tests, which share a database
 * with others and must not take their items). Without `licenceIds`, every licence.
 */
export type TReminderRun = { now: Date; log?: FastifyBaseLogger; licenceIds?: number[] };
/** The job's data: a scheduled run has none; a run queued for some licences names them. */
type TReminderJobData = { licenceIds?: number[] };

/** The claimed items by owner, each owner's in the order the mail lists them: all-day first, then by time. */
function byOwner(rows: TReminderRow[]): TReminderRow[][] {
  const owners = new Map<string, TReminderRow[]>();
  for (const row of rows) {
    const key = `${row.licenceId}:${row.userId}`;
    owners.set(key, [...(owners.get(key) ?? []), row]);
  }
  return [...owners.values()].map((items) =>
    items.sort((a, b) => (a.scheduledTime ?? '').localeCompare(b.scheduledTime ?? '') || a.itemId - b.itemId),
  );
}

/** Sends the reminders not yet sent of the items dated the Belgrade day after `now`; answers what it sent. */
export async function sendPlannerReminders(
  deps: TReminderDeps,
  { now, log, licenceIds }: TReminderRun,
): Promise<TSentReminder[]> {
  const day = addDays(belgradeDate(now), 1);
  const sent: TSentReminder[] = [];
  let failures = 0;
  for (const items of byOwner(await claimRemindersFor(deps.platformDb, day, licenceIds))) {
    const { licenceId, userId } = items[0]!;
    const itemIds = items.map((item) => item.itemId);
    try {
      await sendPlannerReminderMail(deps, items);
      sent.push({ licenceId, userId, itemIds });
    } catch (error) {
      failures += 1;
      await releaseReminders(deps.platformDb, licenceId, itemIds, day);
      log?.error({ err: error, licenceId, userId, itemIds }, 'could not send a planner reminder');
    }
  }
  if (failures > 0) throw new Error(`${failures} planner reminders could not be sent`);
  return sent;
}

/** Registers the job and its hourly schedule (from the planners module, which has no other job). */
export async function plannerRemindersJob(app: FastifyInstance) {
  const { deps, log } = app;
  await deps.jobs.work<TReminderJobData>(PLANNER_REMINDERS_JOB, async (data) => {
    const sent = await sendPlannerReminders(deps, { now: new Date(), log, licenceIds: data.licenceIds });
    if (sent.length > 0) log.info({ reminders: sent.length }, 'planner reminders sent');
  });
  await deps.jobs.schedule(PLANNER_REMINDERS_JOB, PLANNER_REMINDERS_CRON);
}
