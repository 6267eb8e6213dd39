import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { auditLog, licences } from '../../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function siteWithEditor(values: Partial<typeof licences.$inferInsert> = {}) {
  const licence = await createLicence(app, values);
  const { token } = await createSignedInUser(app, licence, { role: 'EDITOR' });
  return { licence, token };
}

const post = (licence: TTestLicence, token: string, call_: string, payload: object, language: 'en' | 'srp' = 'en') =>
  call(app, { method: 'POST', url: `/api/v1/licences/${call_}`, licence: licence.id, token, payload, language });

const details = (licence: TTestLicence, query = '') =>
  call(app, { method: 'GET', url: `/api/v1/licences/get-licence-details${query}`, licence: licence.id });

async function licenceRow(licence: TTestLicence) {
  const [row] = await app.deps.platformDb.select().from(licences).where(eq(licences.id, licence.id));
  return row!;
}

const GREETINGS = {
  sign_in_msg: 'Dobro došli nazad!',
  register_msg: 'Hvala na registraciji, proverite e-poštu.',
  client_register_msg: 'Vaša firma je registrovana.',
};

describe('greeting messages', () => {
  it('saves all three; the next read of the site shows them and the log has the change', async () => {
    const { licence, token } = await siteWithEditor();
    expect((await details(licence)).json().sign_in_msg).toBe('Welcome back!');
    const response = await post(licence, token, 'update-licence-greeting-messages', GREETINGS);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject(GREETINGS);
    expect((await details(licence)).json()).toMatchObject(GREETINGS);
    const [entry] = await app.deps.platformDb
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.licenceId, licence.id), eq(auditLog.action, 'site.greetings')));
    expect(entry?.before).toEqual({ sign_in_msg: 'Welcome back!', register_msg: null, client_register_msg: null });
    expect(entry?.after).toEqual(GREETINGS);
  });

  it('requires every greeting, naming one sent empty and one the site never had, and changes none', async () => {
    const { licence, token } = await siteWithEditor();
    const before = await licenceRow(licence);
    const response = await post(
      licence,
      token,
      'update-licence-greeting-messages',
      { sign_in_msg: 'Zdravo!', register_msg: '   ' },
      'srp',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'register_msg', message: 'Ovo polje je obavezno.' }]);
    // A greeting not sent keeps its value; one the site never had is still required (decision 0050).
    const unsetOnes = await post(licence, token, 'update-licence-greeting-messages', { sign_in_msg: 'Zdravo!' }, 'srp');
    expect(unsetOnes.statusCode).toBe(422);
    expect(unsetOnes.json()).toEqual([
      { field: 'register_msg', message: 'Ovo polje je obavezno.' },
      { field: 'client_register_msg', message: 'Ovo polje je obavezno.' },
    ]);
    expect(await licenceRow(licence)).toEqual(before);
  });
});

describe('terms and conditions, privacy policy, terms of payment', () => {
  it('stores sanitized rich text and sends the texts only when expand names them', async () => {
    const { licence, token } = await siteWithEditor();
    const response = await post(licence, token, 'update-licence-terms-and-conditions', {
      terms_and_conditions:
        '<h2>Uslovi</h2><p onclick="steal()">Kupovinom prihvatate <b>uslove</b>.</p><script>x()</script>',
      privacy_policy: '<p>Podatke čuvamo <a href="javascript:alert(1)">ovde</a>.</p>',
      terms_of_payment: '<ul><li>Plaćanje karticom</li></ul>',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved.terms_and_conditions).toBe('<h2>Uslovi</h2><p>Kupovinom prihvatate <b>uslove</b>.</p>');
    expect(saved.privacy_policy).not.toContain('javascript');
    expect(saved.privacy_policy).toContain('Podatke čuvamo');
    expect(saved.terms_of_payment).toBe('<ul><li>Plaćanje karticom</li></ul>');

    const plain = (await details(licence)).json();
    expect(plain).not.toHaveProperty('terms_and_conditions');
    expect(plain).not.toHaveProperty('privacy_policy');
    const some = (await details(licence, '?expand=terms_and_conditions,unknown')).json();
    expect(some.terms_and_conditions).toBe(saved.terms_and_conditions);
    expect(some).not.toHaveProperty('privacy_policy');
    const all = (await details(licence, '?expand=terms_and_conditions,privacy_policy,terms_of_payment')).json();
    expect(all).toMatchObject({
      terms_and_conditions: saved.terms_and_conditions,
      privacy_policy: saved.privacy_policy,
      terms_of_payment: saved.terms_of_payment,
    });
  });

  it('requires readable terms: nothing, or only what sanitizing removes, is refused and changes nothing', async () => {
    const { licence, token } = await siteWithEditor({ termsAndConditions: '<p>Stari uslovi</p>' });
    const before = await licenceRow(licence);
    for (const terms of ['', '<script>alert(1)</script><p> </p>']) {
      const response = await post(licence, token, 'update-licence-terms-and-conditions', {
        terms_and_conditions: terms,
        privacy_policy: '<p>Nova politika</p>',
      });
      expect(response.statusCode, terms).toBe(422);
      expect(response.json()[0].field).toBe('terms_and_conditions');
    }
    expect(await licenceRow(licence)).toEqual(before);
  });

  it('keeps the privacy policy and terms of payment when not sent, and empties one sent empty', async () => {
    const { licence, token } = await siteWithEditor({ privacyPolicy: '<p>Stara</p>', termsOfPayment: '<p>Stari</p>' });
    const response = await post(licence, token, 'update-licence-terms-and-conditions', {
      terms_and_conditions: '<p>Novi uslovi</p>',
      terms_of_payment: '',
    });
    expect(response.json()).toMatchObject({
      terms_and_conditions: '<p>Novi uslovi</p>',
      privacy_policy: '<p>Stara</p>',
      terms_of_payment: null,
    });
  });
});
