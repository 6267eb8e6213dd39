/** How many comments of the licence wait for moderation: the comments badge of moderation-numbers. */
import type { TRequestScope } from '../../../platform/http/request-scope';
import { countWaitingComments } from './comments.queries';

export function countCommentsOnModeration(scope: Pick<TRequestScope, 'tenant'>): Promise<number> {
  return countWaitingComments(scope.tenant);
}
