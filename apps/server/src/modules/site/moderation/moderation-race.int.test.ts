/**
 * Two moderators deciding on the same item at once (issue 5): exactly one wins with 200, the other gets 409 "This
 * item was already moderated" (in the reader's language), and nothing is half-applied — the item, its waiting edit,
 * its gallery and its history show one decision only. Requests are sent together (Promise.all) to the real app; on
 * PGlite (one connection) the second mostly arrives after the first, so a second block holds one decision between
 * its reads and its write until the other has committed: the conditional write itself must refuse it.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { photo, postForm, tenantOf } from '../../../../test/support/content-test-support';
import {
  approvedClientProduct,
  clientProduct,
  moderate,
  moderationWorld,
  read,
  type TModerationWorld,
} from '../../../../test/support/moderation-test-support';
import { mailOutbox } from '../../../db/schema';
import { AppError } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { contentSubject } from '../contents/content-subject';
import { decide } from './decide';

let app: TTestApp;
let world: TModerationWorld;
beforeAll(async () => {
  app = await createTestApp();
  world = await moderationWorld(app);
});
afterAll(() => app.close());

const ROUNDS = 3;
const decisions = (history: { action: string }[]) =>
  history.filter((entry) => ['approved', 'disapproved', 'edit_requested'].includes(entry.action)).length;
const historyOf = async (id: number) =>
  (await read(app, world.licence, `moderations/history/content/${id}`, world.admin.token)).json() as {
    action: string;
  }[];
const mailsTo = async (email: string) =>
  (await app.deps.platformDb.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;

describe('two moderators on a new product', () => {
  it.each([
    ['approve', 'approve'],
    ['approve', 'disapprove'],
    ['request-for-edit', 'disapprove'],
  ])('%s and %s at once: one 200, one 409, one outcome', async (first, second) => {
    for (let round = 0; round < ROUNDS; round++) {
      const product = await clientProduct(app, world, `Trka ${first} ${second} ${round}`);
      const mailsBefore = await mailsTo(world.client.user.email);
      const body = { remark_request_for_edit: 'Izmenite.' };
      const responses = await Promise.all([
        moderate(app, world.licence, `${first}-product/${product.id}`, world.moderator.token, body),
        moderate(app, world.licence, `${second}-product/${product.id}`, world.admin.token, body, 'srp'),
      ]);
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes, responses.map((r) => r.body).join(' | ')).toEqual([200, 409]);
      const loser = responses.find((response) => response.statusCode === 409)!;
      const winner = responses.find((response) => response.statusCode === 200)!;
      expect(['This item was already moderated.', 'Ova stavka je već moderirana.']).toContain(loser.json().message);
      const now = (await read(app, world.licence, `contents/${product.id}`, world.admin.token)).json();
      expect(now.status).toBe(winner.json().status);
      expect(decisions(await historyOf(product.id))).toBe(1);
      expect(await mailsTo(world.client.user.email)).toBe(mailsBefore + 1);
    }
  });
});

describe('two moderators on an edit of an approved product', () => {
  it.each([
    ['approve', 'disapprove'],
    ['approve', 'approve'],
    ['request-for-edit', 'approve'],
  ])('%s and %s at once: the edit is applied whole or not at all', async (first, second) => {
    for (let round = 0; round < ROUNDS; round++) {
      const product = await approvedClientProduct(app, world, `Original ${round}`);
      await postForm(
        app,
        world.licence,
        `user-update-product/${product.id}`,
        [
          ['title', `Izmena ${round}`],
          ['category_id', String(world.productCategory.id)],
          ['new_gallery', await photo('a.jpg')],
          ['new_gallery', await photo('b.jpg')],
          ['tags', 'trka'],
        ],
        world.client.token,
      );
      const body = { remark_request_for_edit: 'Izmenite.' };
      const responses = await Promise.all([
        moderate(app, world.licence, `${first}-product/${product.id}`, world.moderator.token, body, 'srp'),
        moderate(app, world.licence, `${second}-product/${product.id}`, world.editor.token, body),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const loser = responses.find((response) => response.statusCode === 409)!;
      expect(['This item was already moderated.', 'Ova stavka je već moderirana.']).toContain(loser.json().message);
      const winnerIndex = responses.findIndex((response) => response.statusCode === 200);
      const won = winnerIndex === 0 ? first : second;

      const now = (await read(app, world.licence, `contents/${product.id}`, world.admin.token)).json();
      if (won === 'approve') {
        expect(now).toMatchObject({ title: `Izmena ${round}`, pending_revision: null });
        expect(now.gallery).toHaveLength(2);
        expect(now.tags.map((tag: { name: string }) => tag.name)).toEqual(['trka']);
      } else {
        expect(now).toMatchObject({ title: `Original ${round}`, tags: [] });
        expect(now.gallery).toHaveLength(0);
        expect(now.pending_revision?.status ?? null).toBe(won === 'request-for-edit' ? 'request_for_edit' : null);
      }
      expect(decisions(await historyOf(product.id))).toBe(2); // the first approval, and this one
    }
  });
});

describe('a decision whose item was decided between its reads and its write', () => {
  /** A moderator's context whose transaction starts only once `gate` opens: their reads are done, their write waits. */
  function heldModerator(gate: Promise<void>): TRequestScope {
    const tenant = tenantOf(app, world.licence);
    const held = Object.assign(Object.create(Object.getPrototypeOf(tenant)), tenant, {
      transaction: async (work: (tx: TenantDb) => Promise<unknown>) => {
        await gate;
        return tenant.transaction(work);
      },
    }) as TenantDb;
    const actor = {
      kind: 'user' as const,
      userId: world.editor.user.id,
      licenceId: world.licence.id,
      role: 'EDITOR' as const,
      sessionId: 0,
    };
    return {
      tenant: held,
      licence: world.licence as TRequestScope['licence'],
      language: 'en',
      actor,
      deps: app.deps,
      siteUrl: 'http://localhost',
      ip: '127.0.0.1',
      userAgent: undefined,
      log: app.log,
    };
  }

  it.each(['new product', 'edit of an approved product'])(
    'is refused with 409 by the conditional write (%s)',
    async (what) => {
      const product =
        what === 'new product'
          ? await clientProduct(app, world, 'Zadržan')
          : await approvedClientProduct(app, world, 'Zadržan original');
      if (what !== 'new product') {
        await postForm(
          app,
          world.licence,
          `user-update-product/${product.id}`,
          [
            ['title', 'Zadržana izmena'],
            ['category_id', String(world.productCategory.id)],
            ['new_gallery', await photo('c.jpg')],
          ],
          world.client.token,
        );
      }
      let open = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const held = decide(heldModerator(gate), contentSubject(CONTENT_TYPE.product), product.id, 'disapprove', {}).then(
        () => null,
        (error: unknown) => error,
      );
      // Let the held decision do its reads, then let the other moderator decide all the way.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const first = await moderate(app, world.licence, `approve-product/${product.id}`, world.moderator.token);
      expect(first.statusCode, first.body).toBe(200);
      open();
      const error = await held;
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(409);
      expect((error as AppError).key).toBe('moderation_conflict');

      const now = (await read(app, world.licence, `contents/${product.id}`, world.admin.token)).json();
      expect(now).toMatchObject({ status: 'approved', pending_revision: null });
      if (what !== 'new product') {
        expect(now.title).toBe('Zadržana izmena');
        expect(now.gallery).toHaveLength(1);
      }
      const history = await historyOf(product.id);
      expect(history[0]).toMatchObject({ action: 'approved', actor: { id: world.moderator.user.id } });
      expect(history.filter((entry) => entry.action === 'disapproved')).toEqual([]);
    },
  );
});
