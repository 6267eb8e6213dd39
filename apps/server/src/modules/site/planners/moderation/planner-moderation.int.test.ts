/**
 * Moderation of planner items on the suite's database (SPEC §6): the queue holds items shown publicly in public
 * planners that wait, oldest first, whatever the planner's own status, and is counted in moderation-numbers; a
 * moderator approves (the public then sees the item) or disapproves, and withdraws an approved one, naming the version
 * read: an owner's change since is a 409 planner_item_changed; a decision on an item that does not wait is a 409, also
 * for the second of two moderators at once; a private planner's item, another licence's and a front user are refused.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../../test/harness';
import { contentWorld, type TContentWorld, tenantOf } from '../../../../../test/support/content-test-support';
import {
  getPlannerItemsOnModeration,
  getPublicPlanner,
  insertItem,
  insertPlanner,
  moderatePlanner,
  moderatePlannerItem,
  type TPlannerRow,
} from '../../../../../test/support/planner-rows';
import {
  createPlannerOf,
  createTask,
  itemRow,
  plannerWorld,
  postPlanner,
  setTodaysEuroRate,
  type TPlannerWorld,
  taskFields,
} from '../../../../../test/support/planners';
import { plannerItems } from '../../../../db/schema';

let app: TTestApp;
let world: TContentWorld;
let other: TContentWorld;

beforeAll(async () => {
  app = await createTestApp();
  [world, other] = await Promise.all([contentWorld(app), contentWorld(app)]);
});
afterAll(() => app?.close());

const statusOf = async (id: number) =>
  (await tenantOf(app, world.licence).findOne(plannerItems, eq(plannerItems.id, id)))!;
/** What the public sees of the planner: its items' titles (none when its page is a 404: nothing public in it). */
const publicTitles = async (planner: TPlannerRow) => {
  const response = await getPublicPlanner(app, world.licence, planner.id);
  if (response.statusCode === 404) return [];
  return (response.json() as { categories: { items: { title: string }[] }[] }).categories.flatMap((group) =>
    group.items.map((item) => item.title),
  );
};
const waitingTask = (planner: TPlannerRow, title = 'Fotograf', values = {}) =>
  insertItem(app, world.licence, planner, { title, status: 'pending', ...values });

describe('the queue of planner items', () => {
  it('lists waiting items shown publicly in public planners, oldest change first, with the planner and its owner', async () => {
    const { licence, user, moderator } = await contentWorld(app);
    const planner = await insertPlanner(app, licence, user.user.id, { title: 'Slava' });
    const hidden = await insertPlanner(app, licence, user.user.id, { isPublic: false });
    const newer = await insertItem(app, licence, planner, {
      title: 'Newer',
      status: 'pending',
      remark: 'Proveriti termin',
      updatedAt: new Date('2026-05-02T10:00:00Z'),
    });
    const older = await insertItem(app, licence, planner, {
      title: 'Older',
      status: 'pending',
      updatedAt: new Date('2026-05-01T10:00:00Z'),
    });
    await insertItem(app, licence, planner, { title: 'Approved', status: 'approved' });
    await insertItem(app, licence, planner, { title: 'Private', status: 'private', showPublicly: false });
    await insertItem(app, licence, hidden, { title: 'In a private planner', status: 'pending' });
    // A public planner whose own words wait too: its items are worked on meanwhile.
    const wordsWaiting = await insertPlanner(app, licence, user.user.id, { title: 'Novo', status: 'pending' });
    const newest = await insertItem(app, licence, wordsWaiting, {
      title: 'In a waiting planner',
      status: 'pending',
      updatedAt: new Date('2026-05-03T10:00:00Z'),
    });

    const response = await getPlannerItemsOnModeration(app, licence, '', { token: moderator.token });

    expect(response.statusCode).toBe(200);
    expect(response.json().map((item: { id: number }) => item.id)).toEqual([older.id, newer.id, newest.id]);
    expect(response.json()[1]).toMatchObject({
      id: newer.id,
      title: 'Newer',
      remark: 'Proveriti termin',
      city: 'Beograd',
      scheduled_date: '2026-06-20',
      scheduled_time: '18:00',
      status: 'pending',
      updated_at: '2026-05-02T10:00:00.000Z',
      planner: { id: planner.id, title: 'Slava' },
      user: { id: user.user.id, username: user.user.username },
    });
    expect(response.headers['x-pagination-total-count']).toBe('3');
    const numbers = await call(app, {
      method: 'GET',
      url: '/api/v1/moderations/moderation-numbers',
      licence: licence.id,
      token: moderator.token,
    });
    expect(numbers.json()).toMatchObject({ planner_items: 3, planners: 1, comments: 0 });
    // Paged like every list.
    const second = await getPlannerItemsOnModeration(app, licence, '?page=2&page_count=1', { token: moderator.token });
    expect(second.json().map((item: { id: number }) => item.id)).toEqual([newer.id]);
  });

  it('is for moderators: a front user gets 403, a visitor 401', async () => {
    expect((await getPlannerItemsOnModeration(app, world.licence, '', { token: world.user.token })).statusCode).toBe(
      403,
    );
    expect((await getPlannerItemsOnModeration(app, world.licence)).statusCode).toBe(401);
    for (const staff of [world.editor, world.admin, world.superadmin]) {
      expect((await getPlannerItemsOnModeration(app, world.licence, '', { token: staff.token })).statusCode).toBe(200);
    }
  });
});

describe('deciding on a planner item', () => {
  it('approves a waiting item: the public sees it, the moderator and the time are kept', async () => {
    const planner = await insertPlanner(app, world.licence, world.user.user.id);
    const item = await waitingTask(planner, 'Approve me');
    expect(await publicTitles(planner)).not.toContain('Approve me');

    const response = await moderatePlannerItem(app, world.licence, 'approve', item.id, item.updatedAt, {
      token: world.moderator.token,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: item.id, status: 'approved', planner: { id: planner.id } });
    expect(await publicTitles(planner)).toContain('Approve me');
    const row = await statusOf(item.id);
    expect(row).toMatchObject({ status: 'approved', moderatedBy: world.moderator.user.id });
    expect(row.moderatedAt).toBeInstanceOf(Date);
    // The owner's last change is still what updated_at tells.
    expect(row.updatedAt.toISOString()).toBe(item.updatedAt.toISOString());
  });

  it('disapproves a waiting item, and withdraws an approved one from the public', async () => {
    const planner = await insertPlanner(app, world.licence, world.user.user.id);
    const waiting = await waitingTask(planner, 'Refuse me');
    const approved = await insertItem(app, world.licence, planner, { title: 'Withdraw me' });
    expect(await publicTitles(planner)).toContain('Withdraw me');

    const refused = await moderatePlannerItem(app, world.licence, 'disapprove', waiting.id, waiting.updatedAt, {
      token: world.moderator.token,
    });
    const withdrawn = await moderatePlannerItem(app, world.licence, 'disapprove', approved.id, approved.updatedAt, {
      token: world.editor.token,
    });

    expect(refused.json()).toMatchObject({ status: 'disapproved' });
    expect(withdrawn.json()).toMatchObject({ status: 'disapproved' });
    expect(await publicTitles(planner)).toEqual([]);
  });

  it('answers 409 for an item that does not wait, in the language asked, and changes nothing', async () => {
    const planner = await insertPlanner(app, world.licence, world.user.user.id);
    const approved = await insertItem(app, world.licence, planner, { title: 'Already approved' });
    const refused = await waitingTask(planner, 'Already refused', { status: 'disapproved' });
    const privateItem = await insertItem(app, world.licence, planner, { status: 'private', showPublicly: false });

    const again = await moderatePlannerItem(app, world.licence, 'approve', approved.id, approved.updatedAt, {
      token: world.moderator.token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      name: 'Conflict',
      message: 'This item is not waiting for moderation.',
      status: 409,
    });
    const serbian = await moderatePlannerItem(app, world.licence, 'disapprove', refused.id, refused.updatedAt, {
      token: world.moderator.token,
      language: 'srp',
    });
    expect(serbian.statusCode).toBe(409);
    expect(serbian.json().message).toBe('Ova stavka ne čeka moderaciju.');
    for (const decision of ['approve', 'disapprove'] as const) {
      const answer = await moderatePlannerItem(app, world.licence, decision, privateItem.id, privateItem.updatedAt, {
        token: world.moderator.token,
      });
      expect(answer.statusCode).toBe(409);
    }
    expect((await statusOf(approved.id)).status).toBe('approved');
    expect((await statusOf(refused.id)).status).toBe('disapproved');
    expect((await statusOf(privateItem.id)).status).toBe('private');
  });

  it("lets one of two moderators deciding at once win; the other gets 409 and the item holds the winner's status", async () => {
    const planner = await insertPlanner(app, world.licence, world.user.user.id);
    for (const [first, second] of [
      ['approve', 'approve'],
      ['disapprove', 'disapprove'],
      ['approve', 'disapprove'],
      ['disapprove', 'approve'],
    ] as const) {
      const item = await waitingTask(planner, `Race ${first} ${second}`);
      const answers = await Promise.all([
        moderatePlannerItem(app, world.licence, first, item.id, item.updatedAt, { token: world.moderator.token }),
        moderatePlannerItem(app, world.licence, second, item.id, item.updatedAt, { token: world.admin.token }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      const row = await statusOf(item.id);
      if (first !== second && statuses[1] === 200) {
        // Whichever reached the lock first, an approval followed by a disapproval is the legal "approved, then
        // withdrawn" (the other order is refused: a disapproved one is not waiting).
        expect(statuses).toEqual([200, 200]);
        expect(row.status).toBe('disapproved');
      } else {
        expect(statuses).toEqual([200, 409]);
        const winner = answers.find((answer) => answer.statusCode === 200)!.json();
        expect(row.status).toBe(winner.status);
        expect(row.moderatedBy).toBe(answers[0]!.statusCode === 200 ? world.moderator.user.id : world.admin.user.id);
      }
    }
  });

  it("is a 404 for a private planner's item, an unknown one and another licence's", async () => {
    const hidden = await insertPlanner(app, world.licence, world.user.user.id, { isPublic: false });
    const unseen = await waitingTask(hidden, 'Unseen');
    const visible = await insertPlanner(app, world.licence, world.user.user.id);
    const waiting = await waitingTask(visible, 'Waiting');

    for (const decision of ['approve', 'disapprove'] as const) {
      const privateAnswer = await moderatePlannerItem(app, world.licence, decision, unseen.id, unseen.updatedAt, {
        token: world.moderator.token,
      });
      expect(privateAnswer.statusCode).toBe(404);
      expect(
        (
          await moderatePlannerItem(app, world.licence, decision, 2_000_000_000, waiting.updatedAt, {
            token: world.moderator.token,
          })
        ).statusCode,
      ).toBe(404);
      // Licence B's moderator does not reach licence A's item.
      expect(
        (
          await moderatePlannerItem(app, other.licence, decision, waiting.id, waiting.updatedAt, {
            token: other.moderator.token,
          })
        ).statusCode,
      ).toBe(404);
    }
    const [row] = await tenantOf(app, world.licence)
      .select(plannerItems, and(eq(plannerItems.id, unseen.id), eq(plannerItems.status, 'pending')))
      .limit(1);
    expect(row).toBeDefined();
    expect((await statusOf(waiting.id)).status).toBe('pending');
  });

  it('is for moderators only: the owner (a front user) gets 403, a client 403, a visitor 401', async () => {
    const planner = await insertPlanner(app, world.licence, world.user.user.id);
    const item = await waitingTask(planner);
    const decide = (token?: string) =>
      moderatePlannerItem(app, world.licence, 'approve', item.id, item.updatedAt, token ? { token } : {});
    expect((await decide(world.user.token)).statusCode).toBe(403);
    expect((await decide(world.client.token)).statusCode).toBe(403);
    expect((await decide()).statusCode).toBe(401);
    expect((await statusOf(item.id)).status).toBe('pending');
  });

  it('names a bad id, and a missing or empty version, as a 422 that changes nothing', async () => {
    const badId = await moderatePlannerItem(app, world.licence, 'approve', 'x' as unknown as number, new Date(), {
      token: world.moderator.token,
    });
    expect(badId.statusCode).toBe(422);
    expect(badId.json()).toEqual([expect.objectContaining({ field: 'id' })]);

    const planner = await insertPlanner(app, world.licence, world.user.user.id);
    const item = await waitingTask(planner, 'Without a version');
    for (const payload of [{}, { updated_at: '' }, { updated_at: 'x'.repeat(41) }]) {
      const response = await call(app, {
        method: 'POST',
        url: `/api/v1/moderations/approve-planner-item/${item.id}`,
        licence: world.licence.id,
        token: world.moderator.token,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toEqual([expect.objectContaining({ field: 'updated_at' })]);
    }
    expect((await statusOf(item.id)).status).toBe('pending');
  });

  it('answers 409 planner_item_changed for a version the moderator did not read, and decides nothing', async () => {
    const planner = await insertPlanner(app, world.licence, world.user.user.id);
    const item = await waitingTask(planner, 'Read once');
    for (const decision of ['approve', 'disapprove'] as const) {
      for (const seen of [new Date(item.updatedAt.getTime() - 1), '2026-05-01T10:00:00Z', 'yesterday']) {
        const response = await moderatePlannerItem(app, world.licence, decision, item.id, seen, {
          token: world.moderator.token,
        });
        expect(response.statusCode, String(seen)).toBe(409);
        expect(response.json()).toEqual({
          name: 'Conflict',
          message: 'The owner has changed this item meanwhile. Read the new version before deciding.',
          status: 409,
        });
      }
    }
    const serbian = await moderatePlannerItem(app, world.licence, 'approve', item.id, 'yesterday', {
      token: world.moderator.token,
      language: 'srp',
    });
    expect(serbian.json().message).toBe(
      'Vlasnik je u međuvremenu izmenio ovu stavku. Pogledajte novu verziju pre odluke.',
    );
    expect(await statusOf(item.id)).toMatchObject({ status: 'pending', moderatedBy: null });
  });
});

describe("through the owner's calls", () => {
  type TQueued = { id: number; updated_at: string };
  const queueOf = async (world: TPlannerWorld, kind: 'planner-items' | 'planners') =>
    (
      await call(app, {
        method: 'GET',
        url: `/api/v1/moderations/${kind}-on-moderation`,
        licence: world.licence.id,
        token: world.moderator.token,
      })
    ).json() as TQueued[];
  const publicItemsOf = async (world: TPlannerWorld, plannerId: number) => {
    const response = await getPublicPlanner(app, world.licence, plannerId);
    if (response.statusCode !== 200) return response.statusCode;
    return (
      response.json() as { categories: { items: { title: string; price_minor: number | null }[] }[] }
    ).categories.flatMap((group) => group.items);
  };

  it('reaches the public only after a moderator: shown → waits unseen while private → queued once public → approved', async () => {
    const owner = await plannerWorld(app);
    await setTodaysEuroRate(app);
    const planner = await createPlannerOf(app, owner, { title: 'Rođendan' });
    const { item } = await createTask(app, owner, planner.id, {
      title: 'Mađioničar',
      price: '150',
      currency_id: 2,
      show_publicly: true,
      show_price_publicly: true,
    });
    const queue = () => queueOf(owner, 'planner-items');
    const publicItems = () => publicItemsOf(owner, planner.id);

    // Shown publicly in a private planner: it waits, and no moderator sees it yet.
    expect(item.status).toBe('pending');
    expect(await queue()).toEqual([]);
    expect(await publicItems()).toBe(404);

    const madePublic = await postPlanner(app, owner, `planners/toggle-public-planner/${planner.id}`, {
      payload: { value: true },
    });
    expect(madePublic.statusCode).toBe(200);
    expect((await queue()).map((waiting) => waiting.id)).toEqual([item.id]);
    // Nothing to see yet: neither the item nor the planner's own words are approved.
    expect(await publicItems()).toBe(404);

    const [queued] = await queue();
    const approved = await moderatePlannerItem(app, owner.licence, 'approve', item.id, queued!.updated_at, {
      token: owner.moderator.token,
    });
    expect(approved.statusCode).toBe(200);
    expect(await queue()).toEqual([]);
    // The item is approved, the planner's title and description still wait: the public sees nothing of it.
    expect(await publicItems()).toBe(404);
    const [waitingPlanner] = await queueOf(owner, 'planners');
    expect(waitingPlanner!.id).toBe(planner.id);
    const plannerApproved = await moderatePlanner(
      app,
      owner.licence,
      'approve',
      planner.id,
      waitingPlanner!.updated_at,
      {
        token: owner.moderator.token,
      },
    );
    expect(plannerApproved.statusCode).toBe(200);
    expect(await publicItems()).toEqual([expect.objectContaining({ title: 'Mađioničar', price_minor: 15_000 })]);

    // The owner changes its words: it waits again, and the public no longer sees it (nor the planner, left empty).
    const edited = await postPlanner(app, owner, `planner-items/save-planner-item-note/${item.id}`, {
      payload: { remark: 'Dolazi u 17h' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().item.status).toBe('pending');
    expect(await publicItems()).toBe(404);
    expect((await queue()).map((waiting) => waiting.id)).toEqual([item.id]);
  });

  it('refuses a decision on words the owner changed after the moderator read them (409), then takes it on the new ones', async () => {
    const owner = await plannerWorld(app);
    const planner = await createPlannerOf(app, owner, { title: 'Selidba' });
    await postPlanner(app, owner, `planners/toggle-public-planner/${planner.id}`, { payload: { value: true } });
    const { item } = await createTask(app, owner, planner.id, { title: 'Kombi', show_publicly: true });
    const [read] = await queueOf(owner, 'planner-items');
    expect(read).toMatchObject({ id: item.id, updated_at: item.updated_at });

    // Between the moderator's read and decision, the owner rewrites the task.
    const rewritten = await postPlanner(app, owner, `planner-items/update-planner-task/${item.id}`, {
      payload: taskFields(owner, { title: 'Kombi i dva nosača', show_publicly: true }),
    });
    expect(rewritten.statusCode).toBe(200);

    for (const decision of ['approve', 'disapprove'] as const) {
      const stale = await moderatePlannerItem(app, owner.licence, decision, item.id, read!.updated_at, {
        token: owner.moderator.token,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(
        'The owner has changed this item meanwhile. Read the new version before deciding.',
      );
    }
    expect((await itemRow(app, owner, item.id))!.status).toBe('pending');

    // The list read again shows the new words and their version; that decision goes through.
    const [again] = await queueOf(owner, 'planner-items');
    expect(again!.updated_at).not.toBe(read!.updated_at);
    const approved = await moderatePlannerItem(app, owner.licence, 'approve', item.id, again!.updated_at, {
      token: owner.moderator.token,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ title: 'Kombi i dva nosača', status: 'approved' });
  });
});
