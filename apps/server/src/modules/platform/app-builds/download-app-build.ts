/**
 * GET /licences/app-builds/{licenceId}/download/{buildId}: a finished build's artifact — the Android project's ZIP or
 * the site's entry as JSON — for whoever reaches the licence's builds (its owner or the platform admin; another
 * account a 404, like the build itself). Artifacts live in the private storage, which no public address serves.
 */
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { reachableLicence } from './app-build-access';
import { findAppBuild } from './app-builds.queries';

export type TAppBuildArtifact = { fileName: string; contentType: string; data: Buffer };

const CONTENT_TYPES: Record<string, string> = { zip: 'application/zip', json: 'application/json; charset=utf-8' };

export async function appBuildArtifact(
  scope: TRequestScope,
  licenceId: number,
  buildId: number,
): Promise<TAppBuildArtifact> {
  await reachableLicence(scope, licenceId);
  const build = await findAppBuild(scope.deps.platformDb, licenceId, buildId);
  if (build?.status !== 'succeeded' || !build.artifactPath) throw notFound();
  const data = await scope.deps.privateStorage.read(build.artifactPath);
  if (!data) throw notFound();
  const fileName = build.artifactPath.split('/').pop() ?? 'app-build';
  const extension = fileName.split('.').pop() ?? '';
  scope.log.info({ licenceId, buildId, bytes: data.length }, 'app build downloaded');
  return { fileName, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream', data };
}
