/**
 * GET /tours/progress and POST /tours/save-progress: where the signed-in user stands in each guided tour, kept on the
 * server so a tour resumes on another device (the browser's copy is only a cache). A step the tour does not have or
 * a version it never had is bad input; a save of an older version than the stored one changes nothing.
 */
import {
  TOUR_STEP_COUNTS,
  TOUR_VERSIONS,
  type TSaveTourProgressRequest,
  type TTourProgress,
} from '@izlog/contract/tours';
import { fieldError } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn } from '../../../platform/permissions/policy';
import { presentTourProgress } from './tours.presenter';
import { findTourProgress, listTourProgress, upsertTourProgress } from './tours.queries';

export async function getTourProgress(scope: TRequestScope): Promise<TTourProgress[]> {
  const actor = requireSignedIn(scope.actor);
  const rows = await listTourProgress(scope.tenant, actor.userId);
  return rows.flatMap((row) => presentTourProgress(row) ?? []);
}

export async function saveTourProgress(scope: TRequestScope, body: TSaveTourProgressRequest): Promise<TTourProgress> {
  const actor = requireSignedIn(scope.actor);
  const newest = TOUR_VERSIONS[body.tour_key];
  if (body.version > newest) throw fieldError('version', 'tour_version_unknown', { version: newest });
  const stepCount = TOUR_STEP_COUNTS[body.tour_key];
  if (body.step >= stepCount) throw fieldError('step', 'tour_step_past_end', { last: stepCount - 1 });
  await upsertTourProgress(scope.tenant, {
    userId: actor.userId,
    tourKey: body.tour_key,
    version: body.version,
    step: body.step,
    status: body.status,
  });
  // What is stored now: this save, or the newer version's progress it did not overwrite.
  const stored = await findTourProgress(scope.tenant, actor.userId, body.tour_key);
  return presentTourProgress(stored!)!;
}
