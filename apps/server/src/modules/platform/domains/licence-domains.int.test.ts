/**
 * A licence's domains on their way to live (the domain status board): attached at provisioning, the exact records to
 * set, a check run now (DNS missing, wrong, unanswered, right), the virtual host and certificate steps, the job's
 * last attempt failing the domain while the subdomain keeps the site up, and adding or moving a licence's addresses.
 * Who may: the owner, the platform admin; another sales user 404; a licence user 403.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../../test/factories';
import { call, type TTestApp } from '../../../../test/harness';
import {
  createDomainsTestApp,
  type FakeDns,
  giveLiveCustomDomain,
  PUBLIC_IPV4,
  setOwnersRecords,
} from '../../../../test/support/domains';
import {
  createOwnedLicence,
  createPlatformAccount,
  platformCall,
  type TPlatformAccount,
} from '../../../../test/support/sales-console';
import { licences } from '../../../db/schema';
import { DomainNotReadyError, runDomainCheckJob } from './domain-check-job';
import { DOMAIN_CHECK_RETRIES } from './domain-check-queue';
import { attachLicenceDomains } from './licence-domains';

let app: TTestApp;
let dns: FakeDns;
let seller: TPlatformAccount;
let otherSeller: TPlatformAccount;
let admin: TPlatformAccount;
const unique = () => randomBytes(4).toString('hex');

beforeAll(async () => {
  const built = await createDomainsTestApp();
  app = built.app as TTestApp;
  dns = built.dns;
  [seller, otherSeller, admin] = await Promise.all([
    createPlatformAccount(app, 'SALES'),
    createPlatformAccount(app, 'SALES'),
    createPlatformAccount(app, 'PLATFORM_ADMIN'),
  ]);
});
afterAll(() => app.close());

/** A licence of `seller` provisioned with a custom domain, as provisioning leaves it. */
async function siteWithDomain(owner = seller) {
  const subdomain = `radnja-${unique()}`;
  const domain = `radnja-${unique()}.rs`;
  const licence = await createOwnedLicence(app, owner, { titleOfAppUnique: subdomain });
  await attachLicenceDomains(app.deps, { licenceId: licence.id, subdomain, customDomain: domain });
  return { licence, subdomain, domain };
}

const board = (licence: TTestLicence, account: { token: string } | null = seller) =>
  platformCall(app, account, { method: 'GET', url: `/api/v1/licences/licence-domains/${licence.id}` });
const post = (url: string, payload: object | undefined, account: { token: string } | null = seller) =>
  platformCall(app, account, { method: 'POST', url: `/api/v1${url}`, payload });
const customOf = async (licence: TTestLicence) =>
  (await board(licence)).json().find((row: { kind: string }) => row.kind === 'custom');
const txtValueOf = (row: { records: { type: string; value: string }[] }) =>
  row.records.find((record) => record.type === 'TXT')!.value;

describe('attachLicenceDomains and the status board', () => {
  it('shows the subdomain live and the custom domain checking DNS, with the exact records to set', async () => {
    const { licence, subdomain, domain } = await siteWithDomain();
    const response = await board(licence);
    expect(response.statusCode).toBe(200);
    const [sub, custom] = response.json();
    expect(sub).toMatchObject({ kind: 'subdomain', domain: `${subdomain}.localhost`, stage: 'live', records: [] });
    expect(custom).toMatchObject({ kind: 'custom', domain, display_domain: domain, stage: 'checking-dns' });
    expect(custom.records).toEqual([
      { type: 'A', name: domain, value: PUBLIC_IPV4 },
      { type: 'CNAME', name: `www.${domain}`, value: `${subdomain}.localhost` },
      { type: 'TXT', name: `_izlog.${domain}`, value: expect.stringMatching(/^izlog-verification=[0-9a-f]{32}$/) },
    ]);
    const details = await post('/licences/get-domain', { licence_id: licence.id });
    expect(details.json()).toMatchObject({
      licence_id: licence.id,
      subdomain,
      custom_domain: domain,
      VHost_status: 'pending',
      ssl_status: 'pending',
    });
  });

  it('changes nothing when provisioning attaches the same names again', async () => {
    const { licence, subdomain, domain } = await siteWithDomain();
    const before = (await board(licence)).json();
    await attachLicenceDomains(app.deps, { licenceId: licence.id, subdomain, customDomain: domain });
    expect((await board(licence)).json()).toEqual(before);
  });
});

describe('checking a custom domain', () => {
  it('says which record is missing, then moves on to the certificate when the records are right', async () => {
    const { licence, domain } = await siteWithDomain();
    const custom = await customOf(licence);

    const missing = await post(`/licences/recheck-licence-domain/${custom.id}`, undefined);
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ stage: 'checking-dns' });
    expect(missing.json().last_check.message).toBe(
      `The TXT record _izlog.${domain} with the verification code is not visible yet.`,
    );

    setOwnersRecords(dns, domain, txtValueOf(custom), '198.51.100.7');
    const wrongAddress = (await post(`/licences/recheck-licence-domain/${custom.id}`, undefined)).json();
    expect(wrongAddress.last_check.message).toBe(
      `The A record of ${domain} does not point to ${PUBLIC_IPV4} (now: 198.51.100.7).`,
    );

    setOwnersRecords(dns, domain, txtValueOf(custom));
    const right = (await post(`/licences/recheck-licence-domain/${custom.id}`, undefined, undefined)).json();
    expect(right.stage).toBe('checking-tls');
    expect(right.last_check.vhost).toContain(`${domain} {`);
    expect(right.last_check.vhost).toContain('on_demand');
    const details = (await post('/licences/get-domain', { licence_id: licence.id })).json();
    expect(details).toMatchObject({ VHost_status: 'active', ssl_status: 'pending' });

    const certificate = await post('/licences/create-ssl-certificate', { licence_id: licence.id });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.json()).toMatchObject({ VHost_status: 'active', ssl_status: 'issued' });
    expect(certificate.json().domains[1]).toMatchObject({ stage: 'live' });
    expect(certificate.json().domains[1].last_check.message).toBe(
      `The certificate for ${domain} is issued; the site works on this domain.`,
    );
  });

  it('accepts the bare code in the TXT record and answers in the reader’s language', async () => {
    const { licence, domain } = await siteWithDomain();
    const custom = await customOf(licence);
    dns.set('TXT', `_izlog.${domain}`, [txtValueOf(custom).replace('izlog-verification=', '')]);
    dns.set('A', domain, [PUBLIC_IPV4]);
    const response = await platformCall(app, seller, {
      method: 'POST',
      url: '/api/v1/virtual-hosts/create-virtual-host',
      payload: { licence_id: licence.id },
      language: 'srp',
    });
    expect(response.json()).toMatchObject({ VHost_status: 'active' });
    expect(response.json().domains[1].last_check.message).toBe(`DNS zapisi domena ${domain} su ispravni.`);
  });

  it('waits while the domain’s DNS servers do not answer', async () => {
    const { licence, domain } = await siteWithDomain();
    const custom = await customOf(licence);
    dns.silent.add(domain);
    dns.silent.add(`_izlog.${domain}`);
    const body = (await post(`/licences/recheck-licence-domain/${custom.id}`, undefined)).json();
    expect(body.stage).toBe('checking-dns');
    expect(body.last_check.message).toBe(`The DNS servers of ${domain} did not answer; we will try again.`);
  });

  it('refuses the certificate before the DNS step passed, and both steps to a licence without a domain', async () => {
    const { licence } = await siteWithDomain();
    const early = await post('/licences/create-ssl-certificate', { licence_id: licence.id });
    expect(early.statusCode).toBe(409);
    const bare = await createOwnedLicence(app, seller);
    const noDomain = await post('/virtual-hosts/create-virtual-host', { licence_id: bare.id });
    expect(noDomain.statusCode).toBe(422);
    expect(noDomain.json()).toEqual([
      { field: 'licence_id', message: 'This site has no domain of its own; add one before this step.' },
    ]);
  });
});

describe('the check-licence-domain job', () => {
  it('retries while the DNS is not right, fails the domain on its last attempt, and the site stays on its subdomain', async () => {
    const { licence, subdomain, domain } = await siteWithDomain();
    const custom = await customOf(licence);
    const job = { licenceId: licence.id, domainId: custom.id };
    const allowed = DOMAIN_CHECK_RETRIES + 1;

    await expect(runDomainCheckJob(app.deps, job, { attempt: 1, attemptsAllowed: allowed })).rejects.toThrow(
      DomainNotReadyError,
    );
    expect((await customOf(licence)).stage).toBe('checking-dns');

    await expect(runDomainCheckJob(app.deps, job, { attempt: allowed, attemptsAllowed: allowed })).rejects.toThrow(
      `_izlog.${domain}`,
    );
    const failed = await customOf(licence);
    expect(failed.stage).toBe('failed');
    expect(failed.last_check.message).toBe(
      `The domain’s records were still not found after several checks. Set them and check again; the site keeps working at http://${subdomain}.localhost:3000.`,
    );
    expect(failed.last_check.reason).toContain(`_izlog.${domain}`);
    const details = (await post('/licences/get-domain', { licence_id: licence.id })).json();
    expect(details).toMatchObject({ VHost_status: 'failed', ssl_status: 'failed' });
    expect(details.domains[0]).toMatchObject({ kind: 'subdomain', stage: 'live' });
    const site = await call(app, { method: 'GET', url: '/api/v1/licences/get-licence-details', licence: subdomain });
    expect(site.statusCode).toBe(200);

    // The owner sets the records and checks again: the domain comes back.
    setOwnersRecords(dns, domain, txtValueOf(custom));
    const again = (await post(`/licences/recheck-licence-domain/${custom.id}`, undefined)).json();
    expect(again.stage).toBe('checking-tls');
  });

  it('issues the certificate on the next run after the DNS step, and leaves an inactive licence’s domain alone', async () => {
    const { licence, domain } = await siteWithDomain();
    const custom = await customOf(licence);
    setOwnersRecords(dns, domain, txtValueOf(custom));
    const job = { licenceId: licence.id, domainId: custom.id };
    await runDomainCheckJob(app.deps, job, { attempt: 1, attemptsAllowed: 7 });
    expect((await customOf(licence)).stage).toBe('checking-tls');
    await runDomainCheckJob(app.deps, job, { attempt: 1, attemptsAllowed: 3 });
    expect((await customOf(licence)).stage).toBe('live');

    const suspended = await siteWithDomain();
    await app.deps.platformDb
      .update(licences)
      .set({ status: 'suspended' })
      .where(eq(licences.id, suspended.licence.id));
    const suspendedCustom = await customOf(suspended.licence);
    await runDomainCheckJob(
      app.deps,
      { licenceId: suspended.licence.id, domainId: suspendedCustom.id },
      { attempt: 7, attemptsAllowed: 7 },
    );
    expect((await customOf(suspended.licence)).stage).toBe('checking-dns');
  });
});

describe('adding or moving a licence’s addresses', () => {
  it('adds a custom domain to an active licence and answers its registration price', async () => {
    const licence = await createOwnedLicence(app, seller);
    const domain = `novi-${unique()}.co.rs`;
    const response = await post('/licences/create-licence-domain', { licence_id: licence.id, domain });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      custom_domain: domain,
      VHost_status: 'pending',
      ssl_status: 'pending',
      price: { zone: 'co.rs', registration: 120_000 },
    });
    expect(response.json().domains.map((row: { kind: string; stage: string }) => [row.kind, row.stage])).toEqual([
      ['subdomain', 'live'],
      ['custom', 'checking-dns'],
    ]);
    // The same domain again changes nothing; another replaces it with a fresh verification code.
    const same = await post('/licences/create-licence-domain', { licence_id: licence.id, domain });
    expect(same.json().domains).toEqual(response.json().domains);
    const other = `drugi-${unique()}.rs`;
    const replaced = (await post('/licences/create-licence-domain', { licence_id: licence.id, domain: other })).json();
    expect(replaced.custom_domain).toBe(other);
    expect(replaced.domains).toHaveLength(2);
    expect(txtValueOf(replaced.domains[1])).not.toBe(txtValueOf(response.json().domains[1]));
  });

  it('refuses a taken or malformed domain with SPEC §8’s message on its field', async () => {
    const licence = await createOwnedLicence(app, seller);
    const taken = await createLicence(app);
    const proven = `zauzeto-${unique()}.rs`;
    await giveLiveCustomDomain(app, taken.id, proven);
    for (const domain of [proven, 'bez-tacke', 'a.rs']) {
      const response = await post('/licences/create-licence-domain', { licence_id: licence.id, domain });
      expect(response.statusCode, domain).toBe(422);
      expect(response.json()).toEqual([
        { field: 'domain', message: 'Domain not available or you have not entered it correctly, please try again' },
      ]);
    }
  });

  it('moves the site to another subdomain: the new one answers, the old one stops', async () => {
    const { licence, subdomain } = await siteWithDomain();
    const moved = `preseljeno-${unique()}`;
    const response = await post('/licences/create-licence-subdomain', { licence_id: licence.id, subdomain: moved });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subdomain: moved });
    expect(response.json().domains[0]).toMatchObject({ domain: `${moved}.localhost`, stage: 'live' });
    expect(response.json().domains[1].records[1]).toMatchObject({ type: 'CNAME', value: `${moved}.localhost` });
    const siteAt = (host: string) =>
      call(app, { method: 'GET', url: '/api/v1/licences/get-licence-details', headers: { host } });
    expect((await siteAt(`${moved}.localhost`)).statusCode).toBe(200);
    expect((await siteAt(`${subdomain}.localhost`)).statusCode).toBe(404);

    const taken = await createLicence(app);
    const refused = await post('/licences/create-licence-subdomain', {
      licence_id: licence.id,
      subdomain: taken.titleOfAppUnique,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()[0].field).toBe('subdomain');
  });

  it('refuses changes to a licence that is not active', async () => {
    const licence = await createOwnedLicence(app, seller, { status: 'suspended' });
    const response = await post('/licences/create-licence-domain', {
      licence_id: licence.id,
      domain: `x-${unique()}.rs`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This site is not active at the moment.');
  });
});

describe('who reaches a licence’s domains', () => {
  it('gives them to the owner and the platform admin; another sales user gets 404, a licence user 403', async () => {
    const { licence } = await siteWithDomain();
    const custom = await customOf(licence);
    expect((await board(licence, admin)).statusCode).toBe(200);
    expect((await post('/licences/get-domain', { licence_id: licence.id }, admin)).statusCode).toBe(200);

    const asOther = [
      await board(licence, otherSeller),
      await post('/licences/get-domain', { licence_id: licence.id }, otherSeller),
      await post(`/licences/recheck-licence-domain/${custom.id}`, undefined, otherSeller),
      await post(
        '/licences/create-licence-domain',
        { licence_id: licence.id, domain: `t-${unique()}.rs` },
        otherSeller,
      ),
      await post(
        '/licences/create-licence-subdomain',
        { licence_id: licence.id, subdomain: `t-${unique()}` },
        otherSeller,
      ),
      await post('/virtual-hosts/create-virtual-host', { licence_id: licence.id }, otherSeller),
      await post('/licences/create-ssl-certificate', { licence_id: licence.id }, otherSeller),
      await post('/licences/recheck-licence-domain/2147483647', undefined),
    ];
    expect(asOther.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);

    expect((await board(licence, null)).statusCode).toBe(401);
    const site = await createLicence(app);
    const { token } = await createSignedInUser(app, site, { role: 'SUPERADMIN' });
    const asLicenceUser = await call(app, {
      method: 'GET',
      url: `/api/v1/licences/licence-domains/${licence.id}`,
      licence: site.id,
      token,
    });
    expect(asLicenceUser.statusCode).toBe(403);
  });
});
