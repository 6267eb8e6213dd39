/**
 * Provisioning (issue 13): a paid order becomes a working site — the licence, its SUPERADMIN (the buyer, with their
 * Izlog password), the starter content in its language, the sign-in mail — exactly once, and a failure leaves
 * nothing behind but a paid order that the retry completes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { createPlatformAccount, type TPlatformAccount } from '../../../../test/support/sales-console';
import {
  createLicenceCall,
  drainProvisioning,
  orderForm,
  uniqueSubdomain,
} from '../../../../test/support/sales-orders';
import { domainPrices, jobRecords, licenceDomains, licences, salesOrders, users } from '../../../db/schema';
import { settleOrderPayment } from './order-settlement';
import { provisionOrder } from './provision-order';
import { queueProvisioning } from './provisioning-queue';

let app: TTestApp;
let buyer: TPlatformAccount;
beforeAll(async () => {
  // No DNS leaves the machine: the custom domain's check finds no records yet.
  app = await createTestApp({}, { dnsChecker: { lookup: async () => [] } });
  buyer = await createPlatformAccount(app, 'SALES', { name: 'Jelena Marković' });
});
afterAll(() => app.close());

const licencesOn = (subdomain: string) =>
  app.deps.platformDb.select().from(licences).where(eq(licences.titleOfAppUnique, subdomain));
const readOrder = (id: number) =>
  call(app, { method: 'GET', url: `/api/v1/licences/get-sales-order/${id}`, token: buyer.token });

async function orderFree(values: Record<string, unknown> = {}) {
  const form = orderForm({ licence_type: 'free', ...values });
  const response = await createLicenceCall(app, buyer, form);
  expect(response.statusCode, response.body).toBe(200);
  return { form, order: response.json() as { id: number; status: string } };
}

describe('a free licence, end to end', () => {
  it('is paid at once, provisioned by the job, answers on its subdomain, and its owner signs in there', async () => {
    const { form, order } = await orderFree();
    expect(order).toMatchObject({ status: 'paid', total: 0 });
    const siteDetails = () =>
      call(app, {
        method: 'GET',
        url: '/api/v1/licences/get-licence-details',
        headers: { host: `${form.title_of_app_unique}.localhost` },
      });
    // Asked before it exists (the resolver remembers "no such site" for a while)…
    expect((await siteDetails()).statusCode).toBe(404);
    await drainProvisioning(app);

    const provisioned = (await readOrder(order.id)).json();
    expect(provisioned).toMatchObject({ status: 'provisioned', licence_id: expect.any(Number) });
    const [licence] = await licencesOn(form.title_of_app_unique);
    expect(licence).toMatchObject({
      id: provisioned.licence_id,
      status: 'active',
      licenceType: 'free',
      titleOfApp: 'Cvećara Lala',
      ownerPlatformUserId: buyer.id,
      city: 'Novi Sad',
    });
    // The console can show how the site was made: the job's record, done, on the new licence.
    const jobs = await app.deps.platformDb.select().from(jobRecords).where(eq(jobRecords.orderId, order.id));
    expect(jobs).toEqual([
      expect.objectContaining({ name: 'provision-order', state: 'succeeded', progress: 100, licenceId: licence!.id }),
    ]);
    const year = licence!.expiresAt!.getTime() - licence!.activatedAt!.getTime();
    expect(year / 86_400_000).toBeGreaterThanOrEqual(365);
    expect(year / 86_400_000).toBeLessThanOrEqual(366);

    // … it answers at once once made, by its subdomain as a browser asks for it.
    const details = await siteDetails();
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toMatchObject({ title_of_app: 'Cvećara Lala' });

    const login = await call(app, {
      method: 'POST',
      url: '/api/v1/users/login-licence-user',
      licence: form.title_of_app_unique,
      payload: { email: buyer.email, password: 'secret-pass' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ role: 'SUPERADMIN', email: buyer.email });

    const mail = await lastMailTo(app, buyer.email);
    expect(mail?.subject).toContain('Cvećara Lala');
    expect(mail?.textBody).toContain(`http://${form.title_of_app_unique}.localhost`);
    expect(mail?.textBody).toContain('/admin-login');
    // The site's language is Serbian: so is the mail.
    expect(mail?.textBody).toContain('lozinkom');
  });

  it('has its starter content public in the site’s language: categories, the welcome article, the About page', async () => {
    const { form } = await orderFree({ language_id: 2, title_of_app: 'Green Corner' });
    await drainProvisioning(app);
    const site = form.title_of_app_unique;

    const articles = await call(app, {
      method: 'GET',
      url: '/api/v1/contents?filter[content_type_id]=2',
      licence: site,
    });
    expect(articles.statusCode, articles.body).toBe(200);
    expect(articles.json()).toEqual([
      expect.objectContaining({ title: 'Welcome to Green Corner', status: 'approved', image: expect.any(String) }),
    ]);
    const pages = await call(app, { method: 'GET', url: '/api/v1/contents?filter[content_type_id]=4', licence: site });
    expect(pages.json()).toEqual([expect.objectContaining({ title: 'About us' })]);
    const categories = await call(app, { method: 'GET', url: '/api/v1/categories', licence: site });
    const names = (categories.json() as { name: string }[]).map((category) => category.name);
    expect(names).toEqual(expect.arrayContaining(['News', 'Tips', 'Our view']));
    // A free site sells nothing: no empty shop categories.
    expect(names).not.toContain('Our range');

    const details = (
      await call(app, {
        method: 'GET',
        url: '/api/v1/licences/get-licence-details?expand=terms_and_conditions',
        licence: site,
      })
    ).json();
    expect(details.sign_in_msg).toBe('You are signed in. Good to have you here.');
    expect(details.terms_and_conditions).toContain('<h2>Terms of use</h2>');
    expect(details.site_image).toMatch(/^\/media\//);

    // Written through the contents operations: its search text is there too.
    const search = await call(app, { method: 'GET', url: '/api/v1/search?q=welcome', licence: site });
    expect(search.statusCode, search.body).toBe(200);
    expect(JSON.stringify(search.json())).toContain('Welcome to Green Corner');
  });
});

describe('a licence with a custom domain', () => {
  it('gets its subdomain live at once and its custom domain on its way (checking DNS)', async () => {
    await app.deps.platformDb
      .insert(domainPrices)
      .values({ zone: 'rs', registrationMinor: 180_000, renewalMinor: 180_000, reactivationMinor: 300_000 })
      .onConflictDoNothing();
    const domain = `${uniqueSubdomain('lala')}.rs`;
    const form = orderForm({ domain, accepted_domain_prices: 'true' });
    const created = (await createLicenceCall(app, buyer, form)).json();
    await settleOrderPayment(app.deps, { orderId: created.id, transactionId: null });
    await drainProvisioning(app);
    const [licence] = await licencesOn(form.title_of_app_unique);
    expect(licence).toMatchObject({ customDomain: domain, vhostStatus: 'pending', sslStatus: 'pending' });
    const domains = await app.deps.platformDb
      .select()
      .from(licenceDomains)
      .where(eq(licenceDomains.licenceId, licence!.id));
    expect(domains.map((row) => [row.kind, row.domain, row.stage]).sort()).toEqual([
      ['custom', domain, 'checking-dns'],
      ['subdomain', form.title_of_app_unique, 'live'],
    ]);
  });
});

describe('exactly once', () => {
  it('running the job again for a provisioned order does nothing', async () => {
    const { form, order } = await orderFree();
    await drainProvisioning(app);
    await queueProvisioning(app.deps, order.id);
    await drainProvisioning(app);
    await provisionOrder(app.deps, order.id, { log: app.log });
    const rows = await licencesOn(form.title_of_app_unique);
    expect(rows).toHaveLength(1);
    const owners = await app.deps.platformDb.select().from(users).where(eq(users.licenceId, rows[0]!.id));
    expect(owners).toHaveLength(1);
  });

  it('a failure rolls everything back, the order stays paid and says why, and the retry completes it', async () => {
    const form = orderForm({ licence_type: 'basic' });
    const created = (await createLicenceCall(app, buyer, form)).json();
    // Paid, but provisioned here by hand: a first attempt that fails at its very end.
    await app.deps.platformDb
      .update(salesOrders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(salesOrders.id, created.id));
    await expect(
      provisionOrder(app.deps, created.id, {
        log: app.log,
        beforeCommit: () => {
          throw new Error('the database went away');
        },
      }),
    ).rejects.toThrow('the database went away');

    expect(await licencesOn(form.title_of_app_unique)).toHaveLength(0);
    const owners = await app.deps.platformDb.select().from(users).where(eq(users.email, buyer.email));
    const ownersBefore = owners.length;
    const [failed] = await app.deps.platformDb.select().from(salesOrders).where(eq(salesOrders.id, created.id));
    expect(failed).toMatchObject({ status: 'paid', licenceId: null, provisioningError: 'the database went away' });

    await queueProvisioning(app.deps, created.id);
    await drainProvisioning(app);
    const rows = await licencesOn(form.title_of_app_unique);
    expect(rows).toHaveLength(1);
    const [done] = await app.deps.platformDb.select().from(salesOrders).where(eq(salesOrders.id, created.id));
    expect(done).toMatchObject({ status: 'provisioned', licenceId: rows[0]!.id, provisioningError: null });
    const ownersAfter = await app.deps.platformDb.select().from(users).where(eq(users.email, buyer.email));
    expect(ownersAfter).toHaveLength(ownersBefore + 1);
  });

  it('the queue retries a failed provisioning: the first attempt fails and leaves nothing, the retry completes', async () => {
    const form = orderForm({ licence_type: 'basic' });
    const created = (await createLicenceCall(app, buyer, form)).json();
    // A site made by hand on the same subdomain meanwhile: the first attempt cannot create the licence.
    const [blocker] = await app.deps.platformDb
      .insert(licences)
      .values({ titleOfApp: 'In the way', titleOfAppUnique: form.title_of_app_unique })
      .returning();
    await settleOrderPayment(app.deps, { orderId: created.id, transactionId: null });
    // The order says why once the attempt's work rolled back; its job record says so a moment later, when the queue
    // has taken the failure (on a busy machine, after the order is read): both are waited for.
    const firstFailure = async () => {
      for (let waited = 0; waited < 15_000; waited += 100) {
        const [order] = await app.deps.platformDb.select().from(salesOrders).where(eq(salesOrders.id, created.id));
        const [record] = await app.deps.platformDb.select().from(jobRecords).where(eq(jobRecords.orderId, created.id));
        if (order?.provisioningError && record?.state !== 'running') return { order, record };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the first attempt did not fail');
    };
    const { order, record } = await firstFailure();
    expect(order).toMatchObject({ status: 'paid', licenceId: null });
    expect(record).toMatchObject({ state: 'retrying', attempts: 1 });
    expect(await app.deps.platformDb.select().from(users).where(eq(users.licenceId, blocker!.id))).toHaveLength(0);

    await app.deps.platformDb.delete(licences).where(eq(licences.id, blocker!.id));
    await drainProvisioning(app);
    const rows = await licencesOn(form.title_of_app_unique);
    expect(rows).toEqual([expect.objectContaining({ ownerPlatformUserId: buyer.id, status: 'active' })]);
    const [done] = await app.deps.platformDb.select().from(salesOrders).where(eq(salesOrders.id, created.id));
    expect(done).toMatchObject({ status: 'provisioned', licenceId: rows[0]!.id, provisioningError: null });
    const [finished] = await app.deps.platformDb.select().from(jobRecords).where(eq(jobRecords.orderId, created.id));
    expect(finished).toMatchObject({ state: 'succeeded', attempts: 2 });
  });

  it('two workers provisioning the same order at once make one licence', async () => {
    const form = orderForm({ licence_type: 'basic' });
    const created = (await createLicenceCall(app, buyer, form)).json();
    await app.deps.platformDb
      .update(salesOrders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(salesOrders.id, created.id));
    const runs = await Promise.all([
      provisionOrder(app.deps, created.id, { log: app.log }),
      provisionOrder(app.deps, created.id, { log: app.log }),
    ]);
    expect(runs.map((run) => run.status)).toEqual(['provisioned', 'provisioned']);
    expect(runs[0]!.licenceId).toBe(runs[1]!.licenceId);
    expect(await licencesOn(form.title_of_app_unique)).toHaveLength(1);
  });

  it('settling the same payment twice provisions one licence', async () => {
    const form = orderForm({ licence_type: 'basic' });
    const created = (await createLicenceCall(app, buyer, form)).json();
    const first = await settleOrderPayment(app.deps, { orderId: created.id, transactionId: null });
    const second = await settleOrderPayment(app.deps, { orderId: created.id, transactionId: null });
    expect(first.status).toBe('paid');
    expect(second).toMatchObject({ status: 'paid', paidAt: first.paidAt });
    await drainProvisioning(app);
    expect(await licencesOn(form.title_of_app_unique)).toHaveLength(1);
    expect((await readOrder(created.id)).json().status).toBe('provisioned');
  });
});
