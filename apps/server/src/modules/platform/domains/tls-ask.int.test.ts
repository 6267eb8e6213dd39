/**
 * GET /domains/tls-ask as Caddy's on-demand TLS asks it: 200 only for an active licence's subdomain or its custom
 * domain once the DNS step passed (and its www); 404 for anything else, a suspended licence's names included, at once
 * after the change; other callers than the terminator beside Izlog are refused.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence } from '../../../../test/factories';
import { call, type TTestApp } from '../../../../test/harness';
import { createDomainsTestApp, type FakeDns, PUBLIC_IPV4, setOwnersRecords } from '../../../../test/support/domains';
import {
  createOwnedLicence,
  createPlatformAccount,
  type TPlatformAccount,
} from '../../../../test/support/sales-console';
import { jobRecords, licences } from '../../../db/schema';
import { runDomainCheckJob } from './domain-check-job';
import { verificationValue } from './domain-records';
import { findLicenceDomainOfKind } from './domains.queries';
import { attachLicenceDomains } from './licence-domains';

let app: TTestApp;
let dns: FakeDns;
let seller: TPlatformAccount;
const unique = () => randomBytes(4).toString('hex');

beforeAll(async () => {
  const built = await createDomainsTestApp();
  app = built.app as TTestApp;
  dns = built.dns;
  seller = await createPlatformAccount(app, 'SALES');
});
afterAll(() => app.close());

/** Asked as Caddy asks: from loopback, on the platform host, `domain` = the TLS handshake's server name. */
const ask = (domain: string, remoteAddress = '127.0.0.1') =>
  call(app, {
    method: 'GET',
    url: `/api/v1/domains/tls-ask?domain=${encodeURIComponent(domain)}`,
    headers: { host: '127.0.0.1:3000' },
    remoteAddress,
  });

async function siteWithDomain(dnsPassed: boolean) {
  const subdomain = `tls-${unique()}`;
  const domain = `tls-${unique()}.rs`;
  const licence = await createOwnedLicence(app, seller, { titleOfAppUnique: subdomain });
  await attachLicenceDomains(app.deps, { licenceId: licence.id, subdomain, customDomain: domain });
  const row = (await findLicenceDomainOfKind(app.deps.platformDb, licence.id, 'custom'))!;
  if (dnsPassed) {
    setOwnersRecords(dns, domain, verificationValue(row.verificationToken));
    await runDomainCheckJob(app.deps, { licenceId: licence.id, domainId: row.id }, { attempt: 1, attemptsAllowed: 7 });
  }
  return { licence, subdomain, domain, domainId: row.id };
}

const stageOf = async (licenceId: number) =>
  (await findLicenceDomainOfKind(app.deps.platformDb, licenceId, 'custom'))?.stage;

describe('GET /domains/tls-ask', () => {
  it('allows an active licence’s subdomain, in any letter case and with a trailing dot', async () => {
    const licence = await createLicence(app);
    expect((await ask(`${licence.titleOfAppUnique}.localhost`)).statusCode).toBe(200);
    expect((await ask(`${licence.titleOfAppUnique.toUpperCase()}.LOCALHOST.`)).statusCode).toBe(200);
  });

  it('refuses unknown names, addresses, the bare platform domain and names under a subdomain', async () => {
    const licence = await createLicence(app);
    for (const name of [
      `nepoznat-${unique()}.localhost`,
      `nepoznat-${unique()}.rs`,
      '127.0.0.1',
      '203.0.113.10',
      'localhost',
      `a.${licence.titleOfAppUnique}.localhost`,
      `${licence.titleOfAppUnique}.localhost/x`,
    ]) {
      expect((await ask(name)).statusCode, name).toBe(404);
    }
  });

  it('refuses a custom domain until its DNS step passed, then allows it and its www', async () => {
    const waiting = await siteWithDomain(false);
    expect((await ask(waiting.domain)).statusCode).toBe(404);
    expect((await ask(`${waiting.subdomain}.localhost`)).statusCode).toBe(200);

    const passed = await siteWithDomain(true);
    expect(await stageOf(passed.licence.id)).toBe('checking-tls');
    expect((await ask(passed.domain)).statusCode).toBe(200);
    expect((await ask(`www.${passed.domain}`)).statusCode).toBe(200);
  });

  it('takes the first ask of a domain waiting for its certificate as the step done: the domain goes live', async () => {
    const { licence, domain } = await siteWithDomain(true);
    expect((await ask(domain)).statusCode).toBe(200);
    await expect.poll(() => stageOf(licence.id)).toBe('live');
    const row = await app.deps.platformDb.select().from(licences).where(eq(licences.id, licence.id));
    expect(row[0]).toMatchObject({ vhostStatus: 'active', sslStatus: 'issued' });
    expect((await ask(domain)).statusCode).toBe(200);
  });

  it('refuses a suspended licence’s names at once, and allows them again when it is active', async () => {
    const { licence, subdomain, domain } = await siteWithDomain(true);
    expect((await ask(domain)).statusCode).toBe(200);
    await app.deps.platformDb.update(licences).set({ status: 'suspended' }).where(eq(licences.id, licence.id));
    app.deps.licences.forget();
    expect((await ask(domain)).statusCode).toBe(404);
    expect((await ask(`${subdomain}.localhost`)).statusCode).toBe(404);
    await app.deps.platformDb.update(licences).set({ status: 'active' }).where(eq(licences.id, licence.id));
    app.deps.licences.forget();
    expect((await ask(`${subdomain}.localhost`)).statusCode).toBe(200);
  });

  it('answers only the terminator beside Izlog (loopback) unless configured otherwise', async () => {
    const licence = await createLicence(app);
    const name = `${licence.titleOfAppUnique}.localhost`;
    expect((await ask(name, '::1')).statusCode).toBe(200);
    expect((await ask(name, '::ffff:127.0.0.1')).statusCode).toBe(200);
    expect((await ask(name, '198.51.100.20')).statusCode).toBe(403);
    expect((await ask(name, '10.0.0.5')).statusCode).toBe(403);
    // A visitor's request the terminator passed on comes from loopback too, but says whom it was forwarded for.
    const proxied = await call(app, {
      method: 'GET',
      url: `/api/v1/domains/tls-ask?domain=${name}`,
      headers: { host: 'localhost', 'x-forwarded-for': '198.51.100.20' },
      remoteAddress: '127.0.0.1',
    });
    expect(proxied.statusCode).toBe(403);
  });

  it('needs its domain parameter', async () => {
    const response = await call(app, { method: 'GET', url: '/api/v1/domains/tls-ask', headers: { host: '127.0.0.1' } });
    expect(response.statusCode).toBe(422);
  });
});

describe('GET /domains/tls-ask with TLS_ASK_ALLOW_FROM', () => {
  it('answers the addresses it names', async () => {
    const other = await createDomainsTestApp({ TLS_ASK_ALLOW_FROM: '10.0.0.5, loopback' });
    try {
      const licence = await createLicence(other.app);
      const asked = (remoteAddress: string) =>
        call(other.app, {
          method: 'GET',
          url: `/api/v1/domains/tls-ask?domain=${licence.titleOfAppUnique}.localhost`,
          remoteAddress,
        });
      expect((await asked('10.0.0.5')).statusCode).toBe(200);
      expect((await asked('127.0.0.1')).statusCode).toBe(200);
      expect((await asked('10.0.0.6')).statusCode).toBe(403);
    } finally {
      await other.app.close();
    }
  });
});

describe('the whole way with the job queue running', () => {
  it('checks a new custom domain in the background, shows the job, and goes live at the first ask', async () => {
    const running = await createDomainsTestApp({ JOBS_ENABLED: 'true' });
    try {
      const owner = await createPlatformAccount(running.app, 'SALES');
      const subdomain = `posao-${unique()}`;
      const domain = `posao-${unique()}.rs`;
      const licence = await createOwnedLicence(running.app, owner, { titleOfAppUnique: subdomain });
      // The owner sets the records as soon as the board shows them: the first check passes.
      const tokenOf = async () =>
        (await findLicenceDomainOfKind(running.app.deps.platformDb, licence.id, 'custom'))?.verificationToken ?? '';
      running.dns.set('TXT', `_izlog.${domain}`, async () => [verificationValue(await tokenOf())]);
      running.dns.set('A', domain, [PUBLIC_IPV4]);
      await attachLicenceDomains(running.app.deps, { licenceId: licence.id, subdomain, customDomain: domain });
      await expect
        .poll(() => findLicenceDomainOfKind(running.app.deps.platformDb, licence.id, 'custom').then((r) => r?.stage), {
          timeout: 20_000,
        })
        .toBe('checking-tls');
      // The job's record, which the sales console shows, ends succeeded once the handler returned.
      const checkRecord = async () =>
        (await running.app.deps.platformDb.select().from(jobRecords).where(eq(jobRecords.licenceId, licence.id))).find(
          (record) => record.name === 'check-licence-domain' && record.state === 'succeeded',
        );
      await expect.poll(checkRecord, { timeout: 10_000 }).toBeTruthy();

      const asked = await call(running.app, {
        method: 'GET',
        url: `/api/v1/domains/tls-ask?domain=${domain}`,
        remoteAddress: '127.0.0.1',
      });
      expect(asked.statusCode).toBe(200);
      await expect
        .poll(() => findLicenceDomainOfKind(running.app.deps.platformDb, licence.id, 'custom').then((r) => r?.stage))
        .toBe('live');
    } finally {
      await running.app.close();
    }
  });
});
