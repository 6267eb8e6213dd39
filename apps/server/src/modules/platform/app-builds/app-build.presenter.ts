/** An app build as the console shows it (the contract's ZAppBuild). */
import type { TAppBuild, TAppBuildKind, TAppBuildStatus } from '@izlog/contract/app-builds';
import type { TAppBuildRow } from './app-builds.queries';

export const presentAppBuild = (row: TAppBuildRow): TAppBuild => ({
  id: row.id,
  licence_id: row.licenceId,
  kind: row.kind as TAppBuildKind,
  status: row.status as TAppBuildStatus,
  progress: row.progress,
  log: row.log,
  artifact_path: row.artifactPath,
  requested_by: row.requestedBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
