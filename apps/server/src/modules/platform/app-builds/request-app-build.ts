/**
 * build-paid-native-app and update-single-app: records a build of the licence's app (queued) and queues its tracked
 * job in one transaction. A native app is for paid licences only (the free one has its site's PWA) and is drawn from
 * the site's logo, so a missing, small or oblong one is a 422 naming the size needed (nothing queued); both need an
 * active licence. Asking again while a build of that kind is queued or building answers that build, never a second.
 */
import { APP_BUILD_OPEN_STATUSES, hasNativeApp, type TAppBuild, type TAppBuildKind } from '@izlog/contract/app-builds';
import { inUnitOfWork } from '../../../platform/db/unit-of-work';
import { AppError, fieldError, notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { queueTracked } from '../../../platform/jobs/tracked-jobs';
import { licenceReachOf } from '../../../platform/permissions/licence-reach';
import { requirePlatformActor } from '../../../platform/permissions/policy';
import { presentAppBuild } from './app-build.presenter';
import { APP_BUILD_JOB_OPTIONS, appBuildJobOf, type TAppBuildJob } from './app-build-job';
import { findOpenAppBuild, insertAppBuild, lockReachableLicence } from './app-builds.queries';
import { appLogoOf, appLogoProblemOf } from './app-logo';

export async function requestAppBuild(
  scope: TRequestScope,
  licenceId: number,
  kind: TAppBuildKind,
): Promise<TAppBuild> {
  const actor = requirePlatformActor(scope.actor);
  const { deps } = scope;
  const build = await inUnitOfWork(deps.platformDb, async ({ db: tx }) => {
    const licence = await lockReachableLicence(tx, licenceId, licenceReachOf(actor));
    if (!licence) throw notFound();
    if (kind === 'native_android' && !hasNativeApp(licence.licenceType)) {
      throw fieldError('licence_id', 'app_build_paid_only');
    }
    if (licence.status !== 'active') throw new AppError(409, 'app_build_licence_inactive');
    const open = await findOpenAppBuild(tx, licenceId, kind, APP_BUILD_OPEN_STATUSES);
    if (open) return open;
    if (kind === 'native_android') {
      const problem = await appLogoProblemOf(await appLogoOf(deps.storage, licence.icon));
      if (problem) throw fieldError('icon', problem.key, problem.params);
    }
    const created = await insertAppBuild(tx, { licenceId, kind, requestedBy: actor.platformUserId });
    await queueTracked<TAppBuildJob>(
      deps,
      appBuildJobOf(kind),
      { licenceId, buildId: created.id },
      { licenceId },
      { ...APP_BUILD_JOB_OPTIONS, tx },
    );
    return created;
  });
  scope.log.info({ licenceId, buildId: build.id, kind, platformUserId: actor.platformUserId }, 'app build requested');
  return presentAppBuild(build);
}
