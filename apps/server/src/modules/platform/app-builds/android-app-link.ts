/**
 * admin-add-licence-android-app-link: the licence's app on Google Play (SPEC §3 android_app_link), kept as the page's
 * canonical address; an empty link removes it. The site shows it at once; answers the licence as the console does.
 */
import { canonicalPlayStoreLink, type TAndroidAppLinkRequest } from '@izlog/contract/app-builds';
import type { TConsoleLicence } from '@izlog/contract/sales-console';
import { AppError } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { getConsoleLicence } from '../sales-console/console-licences';
import { reachableLicence } from './app-build-access';

export async function saveAndroidAppLink(scope: TRequestScope, body: TAndroidAppLinkRequest): Promise<TConsoleLicence> {
  const licence = await reachableLicence(scope, body.licence_id);
  if (licence.status === 'closed') throw new AppError(409, 'licence_closed_no_changes');
  const link = body.android_app_link === '' ? null : canonicalPlayStoreLink(body.android_app_link);
  await scope.deps.licenceRows.update(scope.deps.platformDb, licence.id, { androidAppLink: link });
  scope.log.info({ licenceId: licence.id, link }, 'android app link saved');
  return getConsoleLicence(scope, licence.id);
}
