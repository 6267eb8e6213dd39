/**
 * Adding a custom domain to a running licence (create-licence-domain, decision 0030): only a licence type that has
 * one (basic, e-commerce) gets it — a free licence is refused and keeps its subdomain — and the domain added is
 * charged with the licence's next renewal at its registration price.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../../test/harness';
import { createDomainsTestApp } from '../../../../test/support/domains';
import {
  createOwnedLicence,
  createPlatformAccount,
  platformCall,
  type TPlatformAccount,
} from '../../../../test/support/sales-console';
import { licenceDomains, licences } from '../../../db/schema';

const DAY = 86_400_000;
let app: TTestApp;
let seller: TPlatformAccount;
beforeAll(async () => {
  app = (await createDomainsTestApp()).app as TTestApp;
  seller = await createPlatformAccount(app, 'SALES');
});
afterAll(() => app.close());

const domainOf = () => `radnja-${randomBytes(4).toString('hex')}.rs`;
const addDomain = (licenceId: number, domain: string, language: 'en' | 'srp' = 'en') =>
  platformCall(app, seller, {
    method: 'POST',
    url: '/api/v1/licences/create-licence-domain',
    payload: { licence_id: licenceId, domain },
    headers: { 'accept-language': language },
  });

describe('a custom domain on a running licence', () => {
  it('is refused to a free licence with a 422 on the domain field, in both languages, and nothing is attached', async () => {
    const licence = await createOwnedLicence(app, seller, { licenceType: 'free' });
    const english = await addDomain(licence.id, domainOf());
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual([
      {
        field: 'domain',
        message:
          "A custom domain comes with the basic and e-commerce licences; a free licence's site works on its platform subdomain.",
      },
    ]);
    const serbian = await addDomain(licence.id, domainOf(), 'srp');
    expect(serbian.statusCode).toBe(422);
    expect(serbian.json()[0].message).toMatch(/^Sopstveni domen dobijaju licence Basic i E-commerce/);

    const [stored] = await app.deps.platformDb.select().from(licences).where(eq(licences.id, licence.id));
    expect(stored).toMatchObject({ customDomain: null, vhostStatus: 'none' });
    const rows = await app.deps.platformDb
      .select()
      .from(licenceDomains)
      .where(eq(licenceDomains.licenceId, licence.id));
    expect(rows.filter((row) => row.kind === 'custom')).toEqual([]);
  });

  it.each(['basic', 'e-commerce'])('is added to a %s licence and billed with its next renewal', async (type) => {
    const licence = await createOwnedLicence(app, seller, {
      licenceType: type,
      expiresAt: new Date(Date.now() + 10 * DAY),
    });
    const domain = domainOf();
    const added = await addDomain(licence.id, domain);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ custom_domain: domain, price: { zone: 'rs' } });
    const registration = added.json().price.registration;
    expect(registration).toBeGreaterThan(0);

    const renewal = await platformCall(app, seller, {
      method: 'POST',
      url: `/api/v1/licences/renew-licence/${licence.id}`,
    });
    expect(renewal.statusCode, renewal.body).toBe(200);
    expect(renewal.json()).toMatchObject({ custom_domain: domain, domain_amount: registration });
  });
});
