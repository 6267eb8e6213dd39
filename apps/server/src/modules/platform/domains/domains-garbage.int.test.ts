/**
 * The domain calls as a signed-in sales user sends them wrong (the wire test's garbage reaches them as a licence user
 * only, who is refused before the body is read): never a 500, and nothing changes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TTestApp } from '../../../../test/harness';
import { createDomainsTestApp } from '../../../../test/support/domains';
import { createOwnedLicence, createPlatformAccount, platformCall } from '../../../../test/support/sales-console';

let app: TTestApp;
beforeAll(async () => {
  app = (await createDomainsTestApp()).app as TTestApp;
});
afterAll(() => app.close());

const GARBAGE = [
  'abc',
  '99999999999',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e3',
  '%00',
  "1' OR '1'='1",
  'x'.repeat(3000),
  '',
  null,
  true,
  [],
  {},
  ['a', 'b'],
];

it('answers garbage to every domain call with a status under 500', async () => {
  const seller = await createPlatformAccount(app, 'SALES');
  const admin = await createPlatformAccount(app, 'PLATFORM_ADMIN');
  const licence = await createOwnedLicence(app, seller);
  const posts = [
    '/licences/check-domain',
    '/licences/get-domain',
    '/licences/create-licence-domain',
    '/licences/create-licence-subdomain',
    '/virtual-hosts/create-virtual-host',
    '/licences/create-ssl-certificate',
  ];
  const failures: string[] = [];
  const record = (what: string, status: number) => {
    if (status >= 500) failures.push(`${what} → ${status}`);
  };
  for (const account of [seller, admin]) {
    for (const value of GARBAGE) {
      for (const url of posts) {
        for (const payload of [
          { licence_id: value, domain: value, subdomain: value },
          { licence_id: licence.id, domain: value, subdomain: value },
        ]) {
          const response = await platformCall(app, account, { method: 'POST', url: `/api/v1${url}`, payload });
          record(`POST ${url} ${JSON.stringify(payload).slice(0, 80)}`, response.statusCode);
        }
      }
      const id = encodeURIComponent(String(value));
      for (const [method, url] of [
        ['GET', `/licences/licence-domains/${id}`],
        ['POST', `/licences/recheck-licence-domain/${id}`],
        ['GET', `/domains/tls-ask?domain=${id}`],
        ['GET', `/licences/get-domain-prices?x=${id}`],
      ] as const) {
        const response = await platformCall(app, account, { method, url: `/api/v1${url}` });
        record(`${method} ${url.slice(0, 80)}`, response.statusCode);
      }
    }
  }
  expect(failures).toEqual([]);
}, 300_000);
