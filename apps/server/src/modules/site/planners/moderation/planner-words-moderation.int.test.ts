/**
 * Moderation of planners' own words on the suite's database (decision 0041): the queue holds public planners whose
 * title and description wait, oldest change first, paged and counted in moderation-numbers; a moderator approves (the
 * public then sees the planner, once it has a public item) or disapproves, and withdraws approved words; each decision
 * names the version read — the owner's change since is a 409 planner_changed — and a planner that does not wait is a
 * 409 planner_not_waiting, also for the second of two moderators at once; a private planner, another licence's and
 * anyone but staff are refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../../test/harness';
import { contentWorld, type TContentWorld, tenantOf } from '../../../../../test/support/content-test-support';
import {
  getPlannersOnModeration,
  getPublicPlanner,
  getPublicPlanners,
  insertItem,
  insertPlanner,
  moderatePlanner,
  type TPlannerRow,
} from '../../../../../test/support/planner-rows';
import { createPlannerOf, plannerWorld, postPlanner } from '../../../../../test/support/planners';
import { planners } from '../../../../db/schema';

let app: TTestApp;
let world: TContentWorld;
let other: TContentWorld;

beforeAll(async () => {
  app = await createTestApp();
  [world, other] = await Promise.all([contentWorld(app), contentWorld(app)]);
});
afterAll(() => app?.close());

const rowOf = async (id: number) => (await tenantOf(app, world.licence).findOne(planners, eq(planners.id, id)))!;

/** A public planner whose words wait, with an approved public task (so approving its words shows it). */
async function waitingPlanner(title = 'Venčanje', values: Parameters<typeof insertPlanner>[3] = {}) {
  const planner = await insertPlanner(app, world.licence, world.user.user.id, { title, status: 'pending', ...values });
  await insertItem(app, world.licence, planner, { title: `${title}: torta` });
  return planner;
}

const decide = (decision: 'approve' | 'disapprove', planner: TPlannerRow, token = world.moderator.token) =>
  moderatePlanner(app, world.licence, decision, planner.id, planner.wordsUpdatedAt, { token });

describe('the queue of planners', () => {
  it('lists public planners whose words wait, oldest change first, with owner and items, paged and counted', async () => {
    const { licence, user, moderator } = await contentWorld(app);
    const planner = (title: string, values: Parameters<typeof insertPlanner>[3]) =>
      insertPlanner(app, licence, user.user.id, { title, ...values });
    const newer = await planner('Newer', {
      status: 'pending',
      description: 'Sve za selidbu',
      itemsCount: 3,
      wordsUpdatedAt: new Date('2026-05-02T10:00:00Z'),
    });
    const older = await planner('Older', { status: 'pending', wordsUpdatedAt: new Date('2026-05-01T10:00:00Z') });
    await planner('Approved', { status: 'approved' });
    await planner('Refused', { status: 'disapproved' });
    await planner('Private, never shown', { isPublic: false, status: 'private' });
    // Made private again while waiting: nobody but its owner sees it, so nobody decides on it.
    await planner('Private again', { isPublic: false, status: 'pending' });

    const response = await getPlannersOnModeration(app, licence, '', { token: moderator.token });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: older.id,
        title: 'Older',
        description: 'Sve za veliki dan',
        status: 'pending',
        user: { id: user.user.id, username: user.user.username },
        items_count: 0,
        updated_at: '2026-05-01T10:00:00.000Z',
      },
      expect.objectContaining({ id: newer.id, description: 'Sve za selidbu', items_count: 3 }),
    ]);
    expect(response.headers['x-pagination-total-count']).toBe('2');
    const second = await getPlannersOnModeration(app, licence, '?page=2&page_count=1', { token: moderator.token });
    expect(second.json().map((waiting: { id: number }) => waiting.id)).toEqual([newer.id]);
    const numbers = await call(app, {
      method: 'GET',
      url: '/api/v1/moderations/moderation-numbers',
      licence: licence.id,
      token: moderator.token,
    });
    expect(numbers.json()).toMatchObject({ planners: 2, planner_items: 0 });
  });

  it('is for staff who moderate: a front user and a client get 403, a visitor 401', async () => {
    for (const token of [world.user.token, world.client.token]) {
      expect((await getPlannersOnModeration(app, world.licence, '', { token })).statusCode).toBe(403);
    }
    expect((await getPlannersOnModeration(app, world.licence)).statusCode).toBe(401);
    for (const staff of [world.moderator, world.editor, world.admin, world.superadmin]) {
      expect((await getPlannersOnModeration(app, world.licence, '', { token: staff.token })).statusCode).toBe(200);
    }
  });
});

describe("deciding on a planner's words", () => {
  it('approves waiting words: the public sees the planner, the moderator and the time are kept', async () => {
    const planner = await waitingPlanner('Approve me');
    expect((await getPublicPlanner(app, world.licence, planner.id)).statusCode).toBe(404);

    const response = await decide('approve', planner);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: planner.id, title: 'Approve me', status: 'approved' });
    const seen = await getPublicPlanner(app, world.licence, planner.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().planner.title).toBe('Approve me');
    expect((await getPublicPlanners(app, world.licence)).json()).toContainEqual(
      expect.objectContaining({ id: planner.id }),
    );
    const row = await rowOf(planner.id);
    expect(row).toMatchObject({ status: 'approved', moderatedBy: world.moderator.user.id });
    expect(row.moderatedAt).toBeInstanceOf(Date);
    // updated_at and words_updated_at still tell the owner's last changes (the latter is what a decision names).
    expect(row.updatedAt.toISOString()).toBe(planner.updatedAt.toISOString());
    expect(row.wordsUpdatedAt.toISOString()).toBe(planner.wordsUpdatedAt.toISOString());
  });

  it('disapproves waiting words, and withdraws approved ones from the public', async () => {
    const waiting = await waitingPlanner('Refuse me');
    const approved = await waitingPlanner('Withdraw me', { status: 'approved' });
    expect((await getPublicPlanner(app, world.licence, approved.id)).statusCode).toBe(200);

    const refused = await decide('disapprove', waiting);
    const withdrawn = await decide('disapprove', approved, world.editor.token);

    expect(refused.json()).toMatchObject({ status: 'disapproved' });
    expect(withdrawn.json()).toMatchObject({ status: 'disapproved' });
    for (const planner of [waiting, approved]) {
      expect((await getPublicPlanner(app, world.licence, planner.id)).statusCode).toBe(404);
    }
    expect((await rowOf(approved.id)).moderatedBy).toBe(world.editor.user.id);
  });

  it('answers 409 planner_not_waiting for words that do not wait, in the language asked, and changes nothing', async () => {
    const approved = await waitingPlanner('Already approved', { status: 'approved' });
    const refused = await waitingPlanner('Already refused', { status: 'disapproved' });
    const neverShown = await waitingPlanner('Public, never moderated', { status: 'private' });

    const again = await decide('approve', approved);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      name: 'Conflict',
      message: 'This planner is not waiting for moderation.',
      status: 409,
    });
    const serbian = await moderatePlanner(app, world.licence, 'disapprove', refused.id, refused.wordsUpdatedAt, {
      token: world.moderator.token,
      language: 'srp',
    });
    expect(serbian.statusCode).toBe(409);
    expect(serbian.json().message).toBe('Ovaj planer ne čeka moderaciju.');
    for (const decision of ['approve', 'disapprove'] as const) {
      expect((await decide(decision, neverShown)).statusCode).toBe(409);
    }
    expect((await rowOf(approved.id)).status).toBe('approved');
    expect((await rowOf(refused.id)).status).toBe('disapproved');
    expect((await rowOf(neverShown.id)).status).toBe('private');
  });

  it('answers 409 planner_changed for a version the moderator did not read, and decides nothing', async () => {
    const planner = await waitingPlanner('Read once');
    for (const decision of ['approve', 'disapprove'] as const) {
      for (const seen of [new Date(planner.wordsUpdatedAt.getTime() + 1), '2026-05-01T10:00:00.000Z', 'x']) {
        const response = await moderatePlanner(app, world.licence, decision, planner.id, seen, {
          token: world.moderator.token,
        });
        expect(response.statusCode, String(seen)).toBe(409);
        expect(response.json().message).toBe(
          'The owner has changed this planner meanwhile. Read the new version before deciding.',
        );
      }
    }
    const serbian = await moderatePlanner(app, world.licence, 'approve', planner.id, 'x', {
      token: world.moderator.token,
      language: 'srp',
    });
    expect(serbian.json().message).toBe(
      'Vlasnik je u međuvremenu izmenio ovaj planer. Pogledajte novu verziju pre odluke.',
    );
    expect(await rowOf(planner.id)).toMatchObject({ status: 'pending', moderatedBy: null });
  });

  it("lets one of two moderators deciding at once win; the other gets 409 and the planner holds the winner's status", async () => {
    for (const [first, second] of [
      ['approve', 'approve'],
      ['disapprove', 'disapprove'],
      ['approve', 'disapprove'],
      ['disapprove', 'approve'],
    ] as const) {
      const planner = await waitingPlanner(`Race ${first} ${second}`);
      const answers = await Promise.all([
        decide(first, planner, world.moderator.token),
        decide(second, planner, world.admin.token),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      const row = await rowOf(planner.id);
      if (first !== second && statuses[1] === 200) {
        // Whichever reached the lock first, an approval followed by a disapproval is the legal "approved, then
        // withdrawn" (the other order is refused: a disapproved one is not waiting).
        expect(statuses).toEqual([200, 200]);
        expect(row.status).toBe('disapproved');
      } else {
        expect(statuses).toEqual([200, 409]);
        const loser = answers.find((answer) => answer.statusCode === 409)!.json();
        expect(loser.message).toBe('This planner is not waiting for moderation.');
        const winner = answers.find((answer) => answer.statusCode === 200)!.json();
        expect(row.status).toBe(winner.status);
        expect(row.moderatedBy).toBe(answers[0]!.statusCode === 200 ? world.moderator.user.id : world.admin.user.id);
      }
    }
  });

  it("is a 404 for a private planner, an unknown one and another licence's, whatever the decision", async () => {
    const hidden = await waitingPlanner('Private', { isPublic: false });
    const waiting = await waitingPlanner('Waiting');
    for (const decision of ['approve', 'disapprove'] as const) {
      expect((await decide(decision, hidden)).statusCode).toBe(404);
      const unknown = await moderatePlanner(app, world.licence, decision, 2_000_000_000, waiting.wordsUpdatedAt, {
        token: world.moderator.token,
      });
      expect(unknown.statusCode).toBe(404);
      // Licence B's moderator does not reach licence A's planner.
      const foreign = await moderatePlanner(app, other.licence, decision, waiting.id, waiting.wordsUpdatedAt, {
        token: other.moderator.token,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('Waiting');
    }
    expect((await rowOf(hidden.id)).status).toBe('pending');
    expect((await rowOf(waiting.id)).status).toBe('pending');
  });

  it('is for moderators only: the owner (a front user) gets 403, a client 403, a visitor 401', async () => {
    const planner = await waitingPlanner('Mine to approve?');
    expect((await decide('approve', planner, world.user.token)).statusCode).toBe(403);
    expect((await decide('approve', planner, world.client.token)).statusCode).toBe(403);
    const visitor = await moderatePlanner(app, world.licence, 'approve', planner.id, planner.wordsUpdatedAt);
    expect(visitor.statusCode).toBe(401);
    expect((await rowOf(planner.id)).status).toBe('pending');
  });

  it('names a bad id and a missing version as a 422', async () => {
    const badId = await moderatePlanner(app, world.licence, 'approve', 'x' as unknown as number, new Date(), {
      token: world.moderator.token,
    });
    expect(badId.statusCode).toBe(422);
    expect(badId.json()).toEqual([expect.objectContaining({ field: 'id' })]);
    const planner = await waitingPlanner('No version');
    const response = await call(app, {
      method: 'POST',
      url: `/api/v1/moderations/approve-planner/${planner.id}`,
      licence: world.licence.id,
      token: world.moderator.token,
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([expect.objectContaining({ field: 'updated_at' })]);
  });
});

describe("through the owner's calls", () => {
  it('decides on words the owner left alone although the owner changed items since the queue was read', async () => {
    const owner = await plannerWorld(app);
    const planner = await createPlannerOf(app, owner, { title: 'Krštenje', description: 'Mala proslava' });
    const link = await postPlanner(
      app,
      owner,
      `planner-items/link-product-to-planner/${planner.id}/${(await owner.product()).id}`,
    );
    await postPlanner(app, owner, `planner-items/show-planner-item-publicly/${link.json().item.id}`, {
      payload: { value: true },
    });
    await postPlanner(app, owner, `planners/toggle-public-planner/${planner.id}`, { payload: { value: true } });
    const [read] = (await getPlannersOnModeration(app, owner.licence, '', { token: owner.moderator.token })).json();
    // Prices and notes move the planner's totals and its updated_at, not its words.
    const priced = await postPlanner(
      app,
      owner,
      `planner-items/save-price-of-planner-item/${link.json().item.id}/1500/1`,
    );
    expect(priced.statusCode).toBe(200);
    expect(priced.json().planner.updated_at).not.toBe(planner.updated_at);
    const approved = await moderatePlanner(app, owner.licence, 'approve', planner.id, read.updated_at, {
      token: owner.moderator.token,
    });
    expect(approved.statusCode).toBe(200);
    expect((await getPublicPlanner(app, owner.licence, planner.id)).json().planner.title).toBe('Krštenje');
  });

  it('makes a public planner wait, shows it once approved, and refuses a decision on words changed since', async () => {
    const owner = await plannerWorld(app);
    const planner = await createPlannerOf(app, owner, { title: 'Slava', description: 'Sveti Nikola' });
    const link = await postPlanner(
      app,
      owner,
      `planner-items/link-product-to-planner/${planner.id}/${(await owner.product()).id}`,
    );
    await postPlanner(app, owner, `planner-items/show-planner-item-publicly/${link.json().item.id}`, {
      payload: { value: true },
    });
    const queue = async () =>
      (await getPlannersOnModeration(app, owner.licence, '', { token: owner.moderator.token })).json() as {
        id: number;
        title: string;
        updated_at: string;
      }[];
    const publicStatus = async () => (await getPublicPlanner(app, owner.licence, planner.id)).statusCode;

    // Private: no moderator sees its words, and neither does the public.
    expect(await queue()).toEqual([]);
    await postPlanner(app, owner, `planners/toggle-public-planner/${planner.id}`, { payload: { value: true } });
    const [read] = await queue();
    expect(read).toMatchObject({ id: planner.id, title: 'Slava' });
    // A product linked as it is needs no moderator; the planner's own words do.
    expect(await publicStatus()).toBe(404);

    // The owner renames it after the moderator read the queue: the decision on the old words is refused.
    const renamed = await postPlanner(app, owner, `planners/update-planner/${planner.id}`, {
      payload: { title: 'Slava kod Petrovića', description: 'Sveti Nikola' },
    });
    expect(renamed.statusCode).toBe(200);
    const stale = await moderatePlanner(app, owner.licence, 'approve', planner.id, read!.updated_at, {
      token: owner.moderator.token,
    });
    expect(stale.statusCode).toBe(409);
    expect(await publicStatus()).toBe(404);

    const [again] = await queue();
    expect(again).toMatchObject({ id: planner.id, title: 'Slava kod Petrovića' });
    const approved = await moderatePlanner(app, owner.licence, 'approve', planner.id, again!.updated_at, {
      token: owner.moderator.token,
    });
    expect(approved.statusCode).toBe(200);
    expect(await queue()).toEqual([]);
    const seen = await getPublicPlanner(app, owner.licence, planner.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().planner.title).toBe('Slava kod Petrovića');
  });
});
