/**
 * The licence's own forms in the console (SPEC §6 SALES USER: logo, description, location, phone): each checks the
 * licence is the account's (another's is a 404; a closed one takes no change) and writes its columns through the
 * licences row's owner, which makes the site forget what it held, so the site shows the change at once. Answers the
 * licence as the console shows it.
 */
import type { TSalesLicenceLocationRequest } from '@izlog/contract/sales-console';
import { AppError, fieldError, notFound } from '../../../platform/http/errors';
import type { TUploadedFile } from '../../../platform/http/form-body';
import { sentColumns } from '../../../platform/http/partial-update';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { imagePayerOf } from '../../../platform/images/pixel-budget';
import { licenceReachOf } from '../../../platform/permissions/licence-reach';
import { requirePlatformActor } from '../../../platform/permissions/policy';
import { storeImageInput, type TImageInput } from '../../site/media/image-input';
import { getConsoleLicence } from './console-licences';
import { findLicence, type TSalesLicenceChanges } from './sales-console.queries';

/** The licence the account may change: 404 when it is not theirs, 409 when it is closed (nothing of it changes). */
async function changeableLicence(scope: TRequestScope, licenceId: number) {
  const row = await findLicence(scope.deps.platformDb, licenceReachOf(scope.actor), licenceId);
  if (!row) throw notFound();
  if (row.licence.status === 'closed') throw new AppError(409, 'licence_closed_no_changes');
  return row.licence;
}

async function saveColumns(scope: TRequestScope, licenceId: number, changes: TSalesLicenceChanges) {
  await scope.deps.licenceRows.update(scope.deps.platformDb, licenceId, changes);
  const actor = requirePlatformActor(scope.actor);
  scope.log.info(
    { licenceId, fields: Object.keys(changes), platformUserId: actor.platformUserId },
    'licence changed from the sales console',
  );
  return getConsoleLicence(scope, licenceId);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Stores the logo as the site settings do (the licence's media, re-encoded sizes), then points the licence at it. The
 * caller has checked the licence is the account's, so nothing is stored for another's.
 */
async function saveLogo(scope: TRequestScope, licenceId: number, input: TImageInput, field: string) {
  const payer = imagePayerOf(scope.actor, scope.ip);
  const stored = await storeImageInput({ deps: scope.deps, licenceId, payer }, input, field, 'logo');
  if (!stored) throw fieldError(field, 'logo_required');
  return saveColumns(scope, licenceId, { icon: stored.url });
}

/** sales-user-update-licence-logo: a PNG (SPEC §5), read from its bytes, never from its name or declared type. */
export async function updateLicenceLogo(scope: TRequestScope, licenceId: number, icon: TUploadedFile) {
  await changeableLicence(scope, licenceId);
  if (!icon.data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) throw fieldError('icon', 'logo_png_required');
  return saveLogo(scope, licenceId, { file: icon }, 'icon');
}

/** sales-user-update-licence-stock-logo: a stock photo by its download location (SPEC §5). */
export async function updateLicenceStockLogo(scope: TRequestScope, licenceId: number, location: string) {
  await changeableLicence(scope, licenceId);
  return saveLogo(scope, licenceId, { stockLocation: location }, 'stock_icon');
}

export async function updateLicenceDescription(scope: TRequestScope, licenceId: number, description: string) {
  await changeableLicence(scope, licenceId);
  return saveColumns(scope, licenceId, { description: description || null });
}

const LOCATION_COLUMNS = { country: 'country', city: 'city', address: 'address' } as const;

export async function updateLicenceLocation(
  scope: TRequestScope,
  licenceId: number,
  sent: Partial<TSalesLicenceLocationRequest>,
) {
  await changeableLicence(scope, licenceId);
  // A part not sent keeps its value; each is required, so one sent empty was refused already (decision 0050).
  const changes = sentColumns(sent, LOCATION_COLUMNS) as TSalesLicenceChanges;
  if (Object.keys(changes).length === 0) return getConsoleLicence(scope, licenceId);
  return saveColumns(scope, licenceId, changes);
}

export async function updateLicencePhone(scope: TRequestScope, licenceId: number, phone: string) {
  await changeableLicence(scope, licenceId);
  return saveColumns(scope, licenceId, { phone });
}
