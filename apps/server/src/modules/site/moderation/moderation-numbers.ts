/**
 * moderation-numbers (SPEC §7): how many items of each moderated kind, comments and planner items wait for a moderator.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TModeratedKind, TModerationNumbers } from '@izlog/contract/moderation';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { catalogSubject } from '../catalogs/catalog-subject';
import { countCommentsOnModeration } from '../comments/count-comments-on-moderation';
import { contentSubject } from '../contents/content-subject';
import {
  countPlannerItemsOnModeration,
  countPlannersOnModeration,
} from '../planners/moderation/count-planner-items-on-moderation';
import type { TSubject } from '../publishing/subject';

/** The kinds a moderator decides on (SPEC §4), each with what the workflow needs of it. */
export const MODERATED_SUBJECTS: Record<TModeratedKind, TSubject> = {
  blog: contentSubject(CONTENT_TYPE.blog),
  product: contentSubject(CONTENT_TYPE.product),
  catalog: catalogSubject,
};

export async function countModerationNumbers(scope: TRequestScope): Promise<TModerationNumbers> {
  const tdb = scope.tenant;
  const [blogs, products, catalogs, comments, planner_items, planners] = await Promise.all([
    MODERATED_SUBJECTS.blog.countWaiting(tdb),
    MODERATED_SUBJECTS.product.countWaiting(tdb),
    MODERATED_SUBJECTS.catalog.countWaiting(tdb),
    countCommentsOnModeration(scope),
    countPlannerItemsOnModeration(scope),
    countPlannersOnModeration(scope),
  ]);
  return { blogs, products, catalogs, comments, planner_items, planners };
}
