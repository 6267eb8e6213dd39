/** GET /licences/app-builds/{licenceId}: the licence's builds, newest first, with status, progress and log. */
import type { TAppBuild } from '@izlog/contract/app-builds';
import type { TPageResult } from '../../../platform/http/page-reply';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { presentAppBuild } from './app-build.presenter';
import { reachableLicence } from './app-build-access';
import { listAppBuilds } from './app-builds.queries';

export async function listAppBuildsPage(
  scope: TRequestScope,
  licenceId: number,
  page: TPage,
): Promise<TPageResult<TAppBuild>> {
  await reachableLicence(scope, licenceId);
  const { rows, total } = await listAppBuilds(scope.deps.platformDb, licenceId, page);
  return { items: rows.map(presentAppBuild), total };
}
