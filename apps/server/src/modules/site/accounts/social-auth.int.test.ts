import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import type { SocialVerifier, TSocialClaim } from '../../../platform/social/social-verifier';

/** Stands in for Google and Facebook: vouches for the e-mail registered with each token. */
class FakeVerifier implements SocialVerifier {
  readonly identities = new Map<string, { providerUserId: string; email: string | null }>();
  isEnabled(): boolean {
    return true;
  }
  async verify(claim: TSocialClaim) {
    const identity = this.identities.get(`${claim.provider}:${claim.accessToken}`);
    return identity && identity.providerUserId === claim.providerUserId ? identity : null;
  }
}

const verifier = new FakeVerifier();
let app: TTestApp;
let disabledApp: TTestApp;
beforeAll(async () => {
  app = await createTestApp({}, { social: verifier });
  disabledApp = await createTestApp();
});
afterAll(async () => {
  await app.close();
  await disabledApp.close();
});

const socialAuth = (target: TTestApp, licence: number, payload: object) =>
  call(target, { method: 'POST', url: '/api/v1/users/social-auth', licence, payload });

describe('social sign-in', () => {
  it('is refused with a clear message when the provider is not configured', async () => {
    const licence = await createLicence(disabledApp);
    const response = await socialAuth(disabledApp, licence.id, {
      email: 'g@example.com',
      google_id: 'g-1',
      google_access_token: 'token',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Sign-in with Google is not enabled.');
  });

  it('creates an active front user for a verified Google identity and signs it in', async () => {
    const licence = await createLicence(app);
    verifier.identities.set('google:tok-new', { providerUserId: 'g-100', email: 'nova@example.com' });
    const response = await socialAuth(app, licence.id, {
      email: 'nova@example.com',
      name: 'Nova',
      surname: 'Nović',
      google_id: 'g-100',
      google_access_token: 'tok-new',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'nova@example.com',
      role: 'USER',
      status: 'active',
      username: 'Nova Nović',
    });
    const verified = await call(app, {
      method: 'POST',
      url: '/api/v1/users/verify-token',
      licence: licence.id,
      token: response.json().auth_key,
    });
    expect(verified.statusCode).toBe(200);
  });

  it('signs an existing account in by its verified e-mail through Facebook', async () => {
    const licence = await createLicence(app);
    const user = await createUser(app, licence, { role: 'CLIENT' });
    verifier.identities.set('facebook:fb-tok', { providerUserId: 'fb-7', email: user.email });
    const response = await socialAuth(app, licence.id, {
      email: user.email,
      facebook_id: 'fb-7',
      facebook_access_token: 'fb-tok',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, role: 'CLIENT' });
  });

  it('refuses a token the provider does not vouch for, or an e-mail other than the provider’s', async () => {
    const licence = await createLicence(app);
    const victim = await createUser(app, licence);
    verifier.identities.set('google:attacker', { providerUserId: 'g-evil', email: 'attacker@example.com' });
    const otherEmail = await socialAuth(app, licence.id, {
      email: victim.email,
      google_id: 'g-evil',
      google_access_token: 'attacker',
    });
    expect(otherEmail.statusCode).toBe(401);
    expect(otherEmail.json().message).toBe('Social sign-in failed.');
    const forged = await socialAuth(app, licence.id, {
      email: victim.email,
      google_id: 'g-1',
      google_access_token: 'forged',
    });
    expect(forged.statusCode).toBe(401);
  });

  it('names the missing token when neither provider is given, and refuses blocked accounts', async () => {
    const licence = await createLicence(app);
    const missing = await socialAuth(app, licence.id, { email: 'x@example.com' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()[0].field).toBe('google_access_token');
    const blocked = await createUser(app, licence, { status: 'blocked' });
    verifier.identities.set('google:blocked', { providerUserId: 'g-b', email: blocked.email });
    const response = await socialAuth(app, licence.id, {
      email: blocked.email,
      google_id: 'g-b',
      google_access_token: 'blocked',
    });
    expect(response.statusCode).toBe(403);
  });
});
