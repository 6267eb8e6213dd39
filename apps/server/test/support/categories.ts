/** Shared steps of the category tests: a licence with a signed-in category manager, and calls to the API. */
import type { TLicenceRole } from '@izlog/contract/roles';
import type { LightMyRequestResponse } from 'fastify';
import { createLicence, createSignedInUser, type TTestLicence } from '../factories';
import { call, type TTestApp } from '../harness';

export type TSite = { licence: TTestLicence; token: string };

export async function siteWithManager(app: TTestApp, role: TLicenceRole = 'ADMIN'): Promise<TSite> {
  const licence = await createLicence(app);
  const { token } = await createSignedInUser(app, licence, { role });
  return { licence, token };
}

type TOptions = { token?: string | null; language?: 'en' | 'srp' };

export function post(app: TTestApp, site: TSite, url: string, payload: object = {}, options: TOptions = {}) {
  return call(app, {
    method: 'POST',
    url: `/api/v1/${url}`,
    licence: site.licence.id,
    payload,
    token: options.token === null ? undefined : (options.token ?? site.token),
    language: options.language,
  });
}

export function get(app: TTestApp, site: TSite, url: string, options: TOptions = {}) {
  return call(app, {
    method: 'GET',
    url: `/api/v1/${url}`,
    licence: site.licence.id,
    token: options.token === null ? undefined : (options.token ?? undefined),
    language: options.language,
  });
}

/** Creates a category (JSON) and answers its body; fails the test when the server refuses. */
export async function createCategory(app: TTestApp, site: TSite, payload: object) {
  const response = await post(app, site, 'categories/admin-create-category', { content_type_id: 3, ...payload });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const ids = (response: LightMyRequestResponse) => (response.json() as { id: number }[]).map((row) => row.id);
