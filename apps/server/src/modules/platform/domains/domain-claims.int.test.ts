/**
 * Decision 0047: a custom domain is a claim until its DNS proof passes. An unproven claim is not served, blocks no
 * one (another licence, an order) and lapses after DOMAIN_CLAIM_HOURS; the first licence to prove the name gets it,
 * and every other claim of it is dropped with the reason. The TLS ask allows only the licence that proved it.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TTestApp } from '../../../../test/harness';
import { createDomainsTestApp, type FakeDns, PUBLIC_IPV4, setOwnersRecords } from '../../../../test/support/domains';
import {
  createOwnedLicence,
  createPlatformAccount,
  platformCall,
  type TPlatformAccount,
} from '../../../../test/support/sales-console';
import { createLicenceCall, orderForm } from '../../../../test/support/sales-orders';
import { licenceDomains, licences } from '../../../db/schema';
import { settleOrderPayment } from '../sales/order-settlement';
import { provisionOrder } from '../sales/provision-order';
import { runDomainCheckJob } from './domain-check-job';
import { findLicenceDomainOfKind } from './domains.queries';

let app: TTestApp;
let dns: FakeDns;
let squatter: TPlatformAccount;
let owner: TPlatformAccount;
const unique = () => randomBytes(4).toString('hex');
const HOUR = 3_600_000;

beforeAll(async () => {
  const built = await createDomainsTestApp();
  app = built.app as TTestApp;
  dns = built.dns;
  [squatter, owner] = await Promise.all([createPlatformAccount(app, 'SALES'), createPlatformAccount(app, 'SALES')]);
});
afterAll(() => app.close());

type TRow = { id: number; stage: string; records: { type: string; value: string }[]; claim_expires_at: string | null };
type TClaim = { licenceId: number; row: TRow };

const post = (account: TPlatformAccount, url: string, payload?: object) =>
  platformCall(app, account, { method: 'POST', url: `/api/v1${url}`, payload });
const customRowOf = (domains: (TRow & { kind: string })[]) => domains.find((row) => row.kind === 'custom')!;
const txtValueOf = (row: TRow) => row.records.find((record) => record.type === 'TXT')!.value;

/** A fresh basic licence of `account` claims `domain` through create-licence-domain. */
async function claim(account: TPlatformAccount, domain: string): Promise<TClaim> {
  const licence = await createOwnedLicence(app, account);
  const response = await post(account, '/licences/create-licence-domain', { licence_id: licence.id, domain });
  expect(response.statusCode, response.body).toBe(200);
  return { licenceId: licence.id, row: customRowOf(response.json().domains) };
}

/** The owner of the name sets the records of `claimant` and asks for the check: the DNS proof. */
async function prove(account: TPlatformAccount, domain: string, claimant: TClaim) {
  setOwnersRecords(dns, domain, txtValueOf(claimant.row));
  const response = await post(account, `/licences/recheck-licence-domain/${claimant.row.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TRow & { last_check: { message?: string } };
}

const board = async (account: TPlatformAccount, licenceId: number) =>
  (await post(account, '/licences/get-domain', { licence_id: licenceId })).json();
const siteAt = (host: string) =>
  call(app, { method: 'GET', url: '/api/v1/licences/get-licence-details', headers: { host } });
const ask = (domain: string) =>
  call(app, {
    method: 'GET',
    url: `/api/v1/domains/tls-ask?domain=${encodeURIComponent(domain)}`,
    headers: { host: '127.0.0.1:3000' },
    remoteAddress: '127.0.0.1',
  });
const ageClaim = (domainId: number, hours: number) =>
  app.deps.platformDb
    .update(licenceDomains)
    .set({ claimedAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(licenceDomains.id, domainId));

describe('a custom domain is served once it is live', () => {
  it('is an unknown host while its DNS is checked and while its certificate is on its way, then the site', async () => {
    const domain = `dokazan-${unique()}.rs`;
    const site = await claim(owner, domain);
    expect(site.row.stage).toBe('checking-dns');
    expect((await siteAt(domain)).statusCode).toBe(404);

    expect((await prove(owner, domain, site)).stage).toBe('checking-tls');
    expect((await siteAt(domain)).statusCode).toBe(404);

    const live = await post(owner, '/licences/create-ssl-certificate', { licence_id: site.licenceId });
    expect(customRowOf(live.json().domains).stage).toBe('live');
    const served = await siteAt(domain);
    expect(served.statusCode).toBe(200);
    expect(served.json().id).toBe(site.licenceId);
  });
});

describe('claims do not exclude each other; the first proof takes the name', () => {
  it('lets the owner claim a name a squatter claimed; the owner proves it, the squatter’s claim is dropped', async () => {
    const domain = `otet-${unique()}.rs`;
    const squat = await claim(squatter, domain);
    // The name's DNS already points at Izlog (its owner's earlier host): the squatter's site is still not served.
    dns.set('A', domain, [PUBLIC_IPV4]);
    expect((await siteAt(domain)).statusCode).toBe(404);

    const real = await claim(owner, domain);
    expect(real.row.stage).toBe('checking-dns');
    expect((await board(owner, real.licenceId)).custom_domain).toBe(domain);

    expect((await prove(owner, domain, real)).stage).toBe('checking-tls');
    const dropped = await board(squatter, squat.licenceId);
    expect(dropped.custom_domain).toBeNull();
    expect(customRowOf(dropped.domains).stage).toBe('failed');
    expect(dropped.domains[1].last_check.message).toBe(
      `Another site proved first that ${domain} is its own (its DNS records hold that site's code); this claim ended.`,
    );
    // The squatter checking again changes nothing while the name is proven elsewhere.
    const again = await post(squatter, `/licences/recheck-licence-domain/${squat.row.id}`);
    expect(again.json().stage).toBe('failed');

    await post(owner, '/licences/create-ssl-certificate', { licence_id: real.licenceId });
    expect((await siteAt(domain)).json().id).toBe(real.licenceId);

    // A proven name is no longer free for anyone else.
    const third = await createOwnedLicence(app, squatter);
    const refused = await post(squatter, '/licences/create-licence-domain', { licence_id: third.id, domain });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()[0]).toMatchObject({ field: 'domain' });
  });
});

describe('an unproven claim lapses', () => {
  it('shows when it lapses; once lapsed it is not proven by the job, blocks nothing and is never served', async () => {
    const domain = `istekao-${unique()}.rs`;
    const squat = await claim(squatter, domain);
    const expiresAt = Date.parse(squat.row.claim_expires_at!);
    expect(Math.abs(expiresAt - (Date.now() + app.deps.config.DOMAIN_CLAIM_HOURS * HOUR))).toBeLessThan(60_000);

    // Its records are even right, but the claim is older than DOMAIN_CLAIM_HOURS: the job ends it instead.
    setOwnersRecords(dns, domain, txtValueOf(squat.row));
    await ageClaim(squat.row.id, app.deps.config.DOMAIN_CLAIM_HOURS + 1);
    await runDomainCheckJob(
      app.deps,
      { licenceId: squat.licenceId, domainId: squat.row.id },
      { attempt: 1, attemptsAllowed: 7 },
    );
    const lapsed = await board(squatter, squat.licenceId);
    expect(customRowOf(lapsed.domains)).toMatchObject({ stage: 'failed', claim_expires_at: null });
    expect(lapsed.domains[1].last_check.message).toBe(
      `The claim on ${domain} lapsed: its DNS records were not confirmed within ${app.deps.config.DOMAIN_CLAIM_HOURS} hours. Check the domain again to claim it anew.`,
    );
    expect(lapsed.custom_domain).toBeNull();
    expect((await siteAt(domain)).statusCode).toBe(404);
    expect((await ask(domain)).statusCode).toBe(404);

    const real = await claim(owner, domain);
    await prove(owner, domain, real);
    await post(owner, '/licences/create-ssl-certificate', { licence_id: real.licenceId });
    expect((await siteAt(domain)).json().id).toBe(real.licenceId);
  });

  it('a person checking a lapsed claim again claims the name anew', async () => {
    const domain = `obnovljen-${unique()}.rs`;
    const site = await claim(owner, domain);
    await ageClaim(site.row.id, app.deps.config.DOMAIN_CLAIM_HOURS + 1);
    await runDomainCheckJob(
      app.deps,
      { licenceId: site.licenceId, domainId: site.row.id },
      { attempt: 1, attemptsAllowed: 7 },
    );
    expect(customRowOf((await board(owner, site.licenceId)).domains).stage).toBe('failed');

    const renewed = await post(owner, `/licences/recheck-licence-domain/${site.row.id}`);
    expect(renewed.json()).toMatchObject({ stage: 'checking-dns' });
    expect(Date.parse(renewed.json().claim_expires_at)).toBeGreaterThan(
      Date.now() + (app.deps.config.DOMAIN_CLAIM_HOURS - 1) * HOUR,
    );
    expect((await board(owner, site.licenceId)).custom_domain).toBe(domain);
  });
});

describe('the TLS ask', () => {
  it('refuses a name only claimed, by one licence or two, and allows it for the licence that proved it', async () => {
    const domain = `sertifikat-${unique()}.rs`;
    const squat = await claim(squatter, domain);
    dns.set('A', domain, [PUBLIC_IPV4]);
    expect((await ask(domain)).statusCode).toBe(404);
    const real = await claim(owner, domain);
    expect((await ask(domain)).statusCode).toBe(404);
    expect((await ask(`www.${domain}`)).statusCode).toBe(404);

    await prove(owner, domain, real);
    expect((await ask(domain)).statusCode).toBe(200);
    expect((await ask(`www.${domain}`)).statusCode).toBe(200);
    // The ask was the terminator's notice: the prover's domain goes live, the squatter's claim stays dropped.
    await expect
      .poll(async () => (await findLicenceDomainOfKind(app.deps.platformDb, real.licenceId, 'custom'))?.stage)
      .toBe('live');
    expect((await findLicenceDomainOfKind(app.deps.platformDb, squat.licenceId, 'custom'))?.stage).toBe('failed');
    expect((await siteAt(domain)).json().id).toBe(real.licenceId);
  });
});

describe('the order path', () => {
  it('an open order and an unproven claim hold no custom domain; the paid order’s licence proves it and gets it', async () => {
    const domain = `naruceni-${unique()}.rs`;
    const squat = await claim(squatter, domain);
    const squatOrder = await createLicenceCall(app, squatter, orderForm({ domain, accepted_domain_prices: 'true' }));
    expect(squatOrder.statusCode, squatOrder.body).toBe(200);

    const form = orderForm({ domain, accepted_domain_prices: 'true' });
    const ordered = await createLicenceCall(app, owner, form);
    expect(ordered.statusCode, ordered.body).toBe(200);
    await settleOrderPayment(app.deps, { orderId: ordered.json().id, transactionId: null });
    await provisionOrder(app.deps, ordered.json().id, { log: app.log });
    const [licence] = await app.deps.platformDb
      .select()
      .from(licences)
      .where(eq(licences.titleOfAppUnique, form.title_of_app_unique));
    const row = (await findLicenceDomainOfKind(app.deps.platformDb, licence!.id, 'custom'))!;
    expect(row.stage).toBe('checking-dns');
    expect((await siteAt(domain)).statusCode).toBe(404);

    setOwnersRecords(dns, domain, `izlog-verification=${row.verificationToken}`);
    expect((await post(owner, `/licences/recheck-licence-domain/${row.id}`)).json().stage).toBe('checking-tls');
    expect((await findLicenceDomainOfKind(app.deps.platformDb, squat.licenceId, 'custom'))?.stage).toBe('failed');

    // Once proven, the name is refused to any new order.
    const late = await createLicenceCall(app, squatter, orderForm({ domain, accepted_domain_prices: 'true' }));
    expect(late.statusCode).toBe(422);
    expect(late.json()[0]).toMatchObject({ field: 'domain' });
  });
});
