/**
 * The planner reminder mail on the suite's database (issue 15 part 5): the day before an item's date its owner gets
 * one mail in the site's language with the item's time, title, place and planner link — once, however often or from
 * however many processes the job runs; also for an item added or moved to tomorrow after the first run of the day,
 * or when that run was missed; not for other days or deleted items; again when the date moves. Operations take `now`,
 * so nothing waits for a day, and each run is limited to the test's own licence: on a shared PostgreSQL, runs of
 * other test files (or of this one, twice at once) never take each other's items.
 */
import { LANGUAGE_ID } from '@izlog/contract/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../../test/harness';
import {
  createPlannerOf,
  createTask,
  itemRow,
  plannerWorld,
  postPlanner,
  type TPlannerWorld,
} from '../../../../../test/support/planners';
import { licences, mailOutbox } from '../../../../db/schema';
import { addDays, belgradeDate } from '../../../../platform/exchange-rates/working-days';
import { licenceSiteUrl } from '../../../../platform/tenancy/site-url';
import { PLANNER_REMINDERS_CRON, PLANNER_REMINDERS_JOB, sendPlannerReminders } from './planner-reminders';

let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

/** 09:00 on 13 March 2031 in Belgrade (CET): "tomorrow" is the 14th. */
const NOW = new Date('2031-03-13T08:00:00Z');
const TOMORROW = '2031-03-14';
const DAY = 86_400_000;
const HOUR = 3_600_000;

const mailsOf = (world: TPlannerWorld) =>
  app.deps.platformDb
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, world.owner.user.email), eq(mailOutbox.licenceId, world.licence.id)))
    .orderBy(mailOutbox.id);

async function worldIn(language: 'en' | 'srp') {
  const world = await plannerWorld(app);
  await app.deps.platformDb
    .update(licences)
    .set({ languageId: LANGUAGE_ID[language], siteName: 'Cvećara Jasmin' })
    .where(eq(licences.id, world.licence.id));
  app.deps.licences.forget();
  return world;
}

const sentTo = (sent: Awaited<ReturnType<typeof sendPlannerReminders>>, world: TPlannerWorld) =>
  sent.filter((reminder) => reminder.licenceId === world.licence.id);

/** A run of the job at `now`, limited to the world's licence. */
const runAt = (world: TPlannerWorld, now: Date, deps: Parameters<typeof sendPlannerReminders>[0] = app.deps) =>
  sendPlannerReminders(deps, { now, licenceIds: [world.licence.id] });

describe('planner reminders', () => {
  it('runs every hour from the reminder time to 21:00', () => {
    expect(PLANNER_REMINDERS_CRON).toBe('0 9-21 * * *');
  });

  it("mails the owner once, the day before, in the site's language, with time, title, place and planner link", async () => {
    const world = await worldIn('en');
    const planner = await createPlannerOf(app, world, { title: 'Venčanje' });
    const cake = await createTask(app, world, planner.id, {
      title: 'Proba torte',
      scheduled_date: TOMORROW,
      scheduled_time: '18:30',
    });
    const early = await createTask(app, world, planner.id, {
      title: 'Frizer',
      scheduled_date: TOMORROW,
      scheduled_time: '08:00',
      address: 'Bulevar oslobođenja 12',
      city: 'Novi Sad',
    });
    await createTask(app, world, planner.id, { title: 'Day after', scheduled_date: addDays(TOMORROW, 1) });
    await createTask(app, world, planner.id, { title: 'Today', scheduled_date: belgradeDate(NOW) });

    const sent = sentTo(await runAt(world, NOW), world);

    expect(sent).toEqual([
      { licenceId: world.licence.id, userId: world.owner.user.id, itemIds: [early.item.id, cake.item.id] },
    ]);
    const [mail, ...others] = await mailsOf(world);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Reminder for tomorrow: Frizer and 1 more');
    const site = licenceSiteUrl(app.deps.config, world.licence.titleOfAppUnique);
    expect(mail!.textBody).toContain('Friday, 14 March 2031');
    expect(mail!.textBody).toContain(
      [
        '• 08:00 — Frizer',
        '  Place: Bulevar oslobođenja 12, Novi Sad, Srbija',
        `  Planner “Venčanje”: ${site}/my/planners/${planner.id}`,
        '',
        '• 18:30 — Proba torte',
        '  Place: Knez Mihailova 5, Beograd, Srbija',
      ].join('\n'),
    );
    expect(mail!.textBody).not.toContain('Day after');
    expect(mail!.textBody).not.toContain('Today');
    expect((await itemRow(app, world, cake.item.id))!.remindedForDate).toBe(TOMORROW);

    // A second run, as the job's retry, another process or the next hour's run would make, sends nothing more.
    expect(sentTo(await runAt(world, NOW), world)).toEqual([]);
    expect(sentTo(await runAt(world, new Date(NOW.getTime() + HOUR)), world)).toEqual([]);
    expect(await mailsOf(world)).toHaveLength(1);
  });

  it('writes in Serbian for a Serbian site, and a dated product without a time is "ceo dan"', async () => {
    const world = await worldIn('srp');
    const planner = await createPlannerOf(app, world, { title: 'Slava' });
    const product = await world.product({ title: 'Slavski kolač' });
    const linked = await postPlanner(app, world, `planner-items/link-product-to-planner/${planner.id}/${product.id}`);
    await postPlanner(app, world, `planner-items/save-scheduled-date/${linked.json().item.id}`, {
      payload: { scheduled_date: TOMORROW },
    });

    await runAt(world, NOW);

    const [mail] = await mailsOf(world);
    expect(mail!.subject).toBe('Podsetnik za sutra: Slavski kolač');
    expect(mail!.textBody).toContain('petak, 14. mart 2031.');
    expect(mail!.textBody).toContain('• ceo dan — Slavski kolač');
    expect(mail!.textBody).toContain(`Planer „Slava“: `);
  });

  it('mails again when the date moves, and never for a deleted item', async () => {
    const world = await worldIn('en');
    const planner = await createPlannerOf(app, world);
    const moving = await createTask(app, world, planner.id, { title: 'Moving', scheduled_date: TOMORROW });
    const deleted = await createTask(app, world, planner.id, { title: 'Deleted', scheduled_date: TOMORROW });
    const removal = await postPlanner(app, world, `planner-items/delete-planner-item/${deleted.item.id}/${planner.id}`);
    expect(removal.statusCode).toBe(200);

    await runAt(world, NOW);
    expect((await mailsOf(world)).map((mail) => mail.subject)).toEqual(['Reminder for tomorrow: Moving']);

    // Moved to the day after: the next day's run reminds again, of the new date.
    const moved = await postPlanner(app, world, `planner-items/save-scheduled-date/${moving.item.id}`, {
      payload: { scheduled_date: addDays(TOMORROW, 1), scheduled_time: '10:00' },
    });
    expect(moved.statusCode).toBe(200);
    await runAt(world, new Date(NOW.getTime() + DAY));

    const mails = await mailsOf(world);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.textBody).toContain('Saturday, 15 March 2031');
    expect(mails[1]!.textBody).toContain('• 10:00 — Moving');
    expect(mails.some((mail) => mail.textBody.includes('Deleted'))).toBe(false);
  });

  it('sends each reminder once when two processes run the job at the same moment', async () => {
    const world = await worldIn('en');
    const planner = await createPlannerOf(app, world);
    for (const title of ['One', 'Two', 'Three']) {
      await createTask(app, world, planner.id, { title, scheduled_date: TOMORROW });
    }
    const [first, second] = await Promise.all([runAt(world, NOW), runAt(world, NOW)]);
    const items = [...sentTo(first, world), ...sentTo(second, world)].flatMap((reminder) => reminder.itemIds);
    expect(items).toHaveLength(3);
    expect(await mailsOf(world)).toHaveLength(1);
  });

  it('gives the claim back when the mail fails, so the retry sends it', async () => {
    const world = await worldIn('en');
    const planner = await createPlannerOf(app, world);
    const { item } = await createTask(app, world, planner.id, { title: 'Retried', scheduled_date: TOMORROW });
    const failing = {
      ...app.deps,
      mailer: {
        kind: 'smtp' as const,
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    };
    await expect(runAt(world, NOW, failing)).rejects.toThrow(/could not be sent/);
    expect((await itemRow(app, world, item.id))!.remindedForDate).toBeNull();

    await runAt(world, NOW);
    expect((await mailsOf(world)).map((mail) => mail.subject)).toEqual(['Reminder for tomorrow: Retried']);
  });

  it('reminds, at the next hourly run, of a task added or moved to tomorrow after the first run, or when it was missed', async () => {
    const world = await worldIn('en');
    const planner = await createPlannerOf(app, world);
    await createTask(app, world, planner.id, { title: 'Known at nine', scheduled_date: TOMORROW });
    await runAt(world, NOW);

    // After the 09:00 run the owner adds a task for tomorrow and moves another one to tomorrow; the hourly runs
    // that follow mail both once.
    await createTask(app, world, planner.id, {
      title: 'Added late',
      scheduled_date: TOMORROW,
      scheduled_time: '07:00',
    });
    const later = await createTask(app, world, planner.id, {
      title: 'Moved late',
      scheduled_date: addDays(TOMORROW, 5),
    });
    await postPlanner(app, world, `planner-items/save-scheduled-date/${later.item.id}`, {
      payload: { scheduled_date: TOMORROW, scheduled_time: '12:00' },
    });
    for (let hour = 1; hour <= 12; hour += 1) await runAt(world, new Date(NOW.getTime() + hour * HOUR));

    expect((await mailsOf(world)).map((mail) => mail.subject)).toEqual([
      'Reminder for tomorrow: Known at nine',
      'Reminder for tomorrow: Added late and 1 more',
    ]);

    // Another site's runs were all missed until the afternoon: the 15:00 run sends what the 09:00 one would have.
    const missed = await worldIn('en');
    const missedPlanner = await createPlannerOf(app, missed);
    await createTask(app, missed, missedPlanner.id, { title: 'Still reminded', scheduled_date: TOMORROW });
    await runAt(missed, new Date(NOW.getTime() + 6 * HOUR));
    expect((await mailsOf(missed)).map((mail) => mail.subject)).toEqual(['Reminder for tomorrow: Still reminded']);
  });

  it('runs as the planner-reminders job on the queue, limited to the licences a queued run names', async () => {
    const world = await worldIn('en');
    const untouched = await worldIn('en');
    // The queue runs at the real time: a task for each of the next two days, so a run just past Belgrade's midnight
    // still finds its "tomorrow" (and the other waits).
    const today = belgradeDate(new Date());
    const days = [addDays(today, 1), addDays(today, 2)];
    const planner = await createPlannerOf(app, world);
    const items = await Promise.all(
      days.map(
        async (day) =>
          (await createTask(app, world, planner.id, { title: 'From the queue', scheduled_date: day })).item,
      ),
    );
    const otherPlanner = await createPlannerOf(app, untouched);
    const other = await createTask(app, untouched, otherPlanner.id, { title: 'Not this run', scheduled_date: days[0] });

    await app.deps.jobs.send(PLANNER_REMINDERS_JOB, { licenceIds: [world.licence.id] });
    await app.deps.jobs.drain([PLANNER_REMINDERS_JOB]);

    expect((await mailsOf(world)).map((mail) => mail.subject)).toEqual(['Reminder for tomorrow: From the queue']);
    const reminded = await Promise.all(
      items.map(async (item) => (await itemRow(app, world, item.id))!.remindedForDate),
    );
    expect(reminded.filter(Boolean)).toHaveLength(1);
    expect(await mailsOf(untouched)).toEqual([]);
    expect((await itemRow(app, untouched, other.item.id))!.remindedForDate).toBeNull();
  });
});
