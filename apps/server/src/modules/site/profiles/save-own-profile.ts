/**
 * Writes an own profile in one transaction: the user's row (a new username only if no other account has it), and for
 * a client the locations — the list replaces the stored one, an entry with an id updates that location (so products
 * offered there keep it), the first is the primary one (SPEC §9: primary_location 0, the rest 1). A location products
 * are still offered at is not removed: the call is refused, naming it, and nothing is written.
 */
import type { TOwnProfile, ZClientLocationInput } from '@izlog/contract/profiles';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { fieldConflict, fieldError, notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { presentOwnProfile } from './profile.presenter';
import {
  countProductsAtLocations,
  deleteLocations,
  insertLocations,
  isUsernameTakenByOther,
  locationsOf,
  lockOwnUser,
  type TLocationValues,
  type TOwnUserValues,
  updateLocation,
  updateOwnUser,
} from './profiles.queries';

export type TLocationInput = z.output<typeof ZClientLocationInput>;

const PRIMARY = 0;
const SECONDARY = 1;

async function replaceLocations(tx: TenantDb, userId: number, inputs: TLocationInput[]): Promise<void> {
  const stored = await locationsOf(tx, [userId]);
  const storedIds = new Set(stored.map((location) => location.id));
  const keptIds = new Set<number>();
  inputs.forEach((input, index) => {
    if (input.id === undefined) return;
    // Another user's location, or one location listed twice, would be taken from its place.
    if (!storedIds.has(input.id) || keptIds.has(input.id))
      throw fieldError(`locations.${index}.id`, 'location_unknown');
    keptIds.add(input.id);
  });

  const removed = stored.filter((location) => !keptIds.has(location.id));
  const productsAt = await countProductsAtLocations(
    tx,
    removed.map((location) => location.id),
  );
  const inUse = removed.find((location) => (productsAt.get(location.id) ?? 0) > 0);
  if (inUse) {
    throw fieldError('locations', 'location_in_use', {
      address: `${inUse.address}, ${inUse.city}`,
      count: productsAt.get(inUse.id) ?? 0,
    });
  }
  await deleteLocations(
    tx,
    userId,
    removed.map((location) => location.id),
  );

  const added: TLocationValues[] = [];
  for (const [index, input] of inputs.entries()) {
    const values = {
      country: input.country,
      city: input.city,
      address: input.address,
      primaryLocation: index === 0 ? PRIMARY : SECONDARY,
    };
    if (input.id === undefined) added.push(values);
    else await updateLocation(tx, userId, input.id, values);
  }
  await insertLocations(tx, userId, added);
}

export async function saveOwnProfile(
  scope: TRequestScope,
  id: number,
  values: TOwnUserValues,
  locations?: TLocationInput[],
): Promise<TOwnProfile> {
  try {
    return await scope.tenant.transaction(async (tx) => {
      const user = await lockOwnUser(tx, id);
      if (!user) throw notFound();
      const isRenamed = values.username !== undefined && values.username.toLowerCase() !== user.username.toLowerCase();
      if (isRenamed && (await isUsernameTakenByOther(tx, values.username!, id))) {
        throw fieldConflict('username', 'username_taken');
      }
      const updated = await updateOwnUser(tx, id, values);
      if (locations) await replaceLocations(tx, id, locations);
      return presentOwnProfile(updated, await locationsOf(tx, [id]));
    });
  } catch (error) {
    // Two accounts taking one username at once: the database's unique index decides, the loser gets the 409.
    if (isUniqueViolation(error)) throw fieldConflict('username', 'username_taken');
    throw error;
  }
}
