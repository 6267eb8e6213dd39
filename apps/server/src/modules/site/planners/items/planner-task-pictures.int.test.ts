/**
 * A task form's picture is stored only for a form that is taken: a form refused for another's planner, a full
 * planner, an unknown category or a day the calendar lacks leaves no file behind (a refused update too), while a good
 * form stores its variants.
 */

import { readdir } from 'node:fs/promises';
import { PLANNER_ITEMS_MAX } from '@izlog/contract/planners';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../../test/harness';
import { pictureOf } from '../../../../../test/images';
import {
  createPlannerOf,
  fieldsOf,
  fillPlanner,
  itemRowsOf,
  plannerWorld,
  postPlannerForm,
  setTodaysEuroRate,
  type TPlannerWorld,
  taskFields,
} from '../../../../../test/support/planners';

let app: TTestApp;
let picture: Buffer;
beforeAll(async () => {
  app = await createTestApp();
  await setTodaysEuroRate(app);
  picture = await pictureOf('jpeg', 600, 400);
});
afterAll(() => app.close());

/** The content pictures stored for the world's licence (every variant is a file). */
async function storedFiles(world: TPlannerWorld): Promise<number> {
  const folder = app.deps.storage.pathOf(`${world.licence.id}/content`);
  if (!folder) throw new Error('no storage folder');
  return (await readdir(folder).catch(() => [])).length;
}

const withPicture = (world: TPlannerWorld, values: Record<string, unknown> = {}) => ({
  ...taskFields(world),
  ...values,
  image: { data: picture, filename: 'torta.jpg', type: 'image/jpeg' },
});

describe('the task form’s picture', () => {
  it('is stored for a form that is taken, and for none that is refused', async () => {
    const world = await plannerWorld(app);
    const planner = await createPlannerOf(app, world);
    const theirs = await createPlannerOf(app, world, {}, world.stranger.token);
    const full = await createPlannerOf(app, world, { title: 'Pun' });
    await fillPlanner(app, world, full.id, PLANNER_ITEMS_MAX);

    const refusals: [string, number, Record<string, unknown>, number, string | null][] = [
      ['another’s planner', theirs.id, {}, 404, null],
      ['a full planner', full.id, {}, 422, 'plannerId'],
      ['an unknown category', planner.id, { category_id: 999_999 }, 422, 'category_id'],
      ['a day the calendar lacks', planner.id, { scheduled_date: '2026-02-30' }, 422, 'scheduled_date'],
    ];
    for (const [what, plannerId, values, status, field] of refusals) {
      const response = await postPlannerForm(
        app,
        world,
        `planner-items/create-planner-task/${plannerId}`,
        withPicture(world, values),
      );
      expect(response.statusCode, what).toBe(status);
      if (field) expect(fieldsOf(response), what).toEqual([field]);
      expect(await storedFiles(world), what).toBe(0);
    }
    expect(await itemRowsOf(app, world, planner.id)).toEqual([]);

    const taken = await postPlannerForm(
      app,
      world,
      `planner-items/create-planner-task/${planner.id}`,
      withPicture(world),
    );
    expect(taken.statusCode).toBe(200);
    const variants = Object.keys(taken.json().item.image.sizes).length;
    expect(variants).toBeGreaterThan(0);
    expect(await storedFiles(world)).toBe(variants);

    // An update refused for its day stores nothing either, and the task keeps its picture.
    const itemId = taken.json().item.id;
    const refusedUpdate = await postPlannerForm(
      app,
      world,
      `planner-items/update-planner-task/${itemId}`,
      withPicture(world, { scheduled_date: '2026-02-30' }),
    );
    expect(refusedUpdate.statusCode).toBe(422);
    expect(await storedFiles(world)).toBe(variants);
    expect((await itemRowsOf(app, world, planner.id))[0]!.image).toBe(taken.json().item.image.url);
  });
});
