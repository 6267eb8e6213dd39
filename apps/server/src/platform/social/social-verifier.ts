/**
 * Social sign-in (DESIGN §6): the client's Google or Facebook access token is checked with the provider before the
 * server trusts the e-mail in it. Off unless configured; tests give a fake verifier through buildApp's overrides.
 */
import type { TSocialProvider } from '@izlog/contract/auth';

export type TSocialClaim = { provider: TSocialProvider; providerUserId: string; accessToken: string };
export type TVerifiedIdentity = { providerUserId: string; email: string | null };

export interface SocialVerifier {
  isEnabled(provider: TSocialProvider): boolean;
  /** Resolves the identity the provider vouches for, or null when the token is not valid for this app. */
  verify(claim: TSocialClaim): Promise<TVerifiedIdentity | null>;
}

type TSocialConfig = { GOOGLE_CLIENT_ID?: string; FACEBOOK_APP_ID?: string; FACEBOOK_APP_SECRET?: string };

const TIMEOUT_MS = 5000;

async function getJson(url: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) return null;
  return (await response.json()) as Record<string, unknown>;
}

/** Verifies tokens against Google's and Facebook's public endpoints. */
export class ProviderSocialVerifier implements SocialVerifier {
  constructor(private readonly config: TSocialConfig) {}

  isEnabled(provider: TSocialProvider): boolean {
    return provider === 'google'
      ? Boolean(this.config.GOOGLE_CLIENT_ID)
      : Boolean(this.config.FACEBOOK_APP_ID && this.config.FACEBOOK_APP_SECRET);
  }

  async verify(claim: TSocialClaim): Promise<TVerifiedIdentity | null> {
    if (!this.isEnabled(claim.provider)) return null;
    return claim.provider === 'google' ? this.verifyGoogle(claim) : this.verifyFacebook(claim);
  }

  private async verifyGoogle(claim: TSocialClaim): Promise<TVerifiedIdentity | null> {
    const info = await getJson(
      `https://oauth2.googleapis.com/tokeninfo?access_token=${encodeURIComponent(claim.accessToken)}`,
    );
    if (!info || info.aud !== this.config.GOOGLE_CLIENT_ID || info.sub !== claim.providerUserId) return null;
    const verified = info.email_verified === true || info.email_verified === 'true';
    return { providerUserId: String(info.sub), email: verified && typeof info.email === 'string' ? info.email : null };
  }

  private async verifyFacebook(claim: TSocialClaim): Promise<TVerifiedIdentity | null> {
    const appToken = `${this.config.FACEBOOK_APP_ID}|${this.config.FACEBOOK_APP_SECRET}`;
    const debug = await getJson(
      `https://graph.facebook.com/debug_token?input_token=${encodeURIComponent(claim.accessToken)}&access_token=${encodeURIComponent(appToken)}`,
    );
    const data = debug?.data as Record<string, unknown> | undefined;
    if (!data?.is_valid || String(data.app_id) !== this.config.FACEBOOK_APP_ID) return null;
    if (String(data.user_id) !== claim.providerUserId) return null;
    const me = await getJson(
      `https://graph.facebook.com/me?fields=id,email&access_token=${encodeURIComponent(claim.accessToken)}`,
    );
    return { providerUserId: claim.providerUserId, email: typeof me?.email === 'string' ? me.email : null };
  }
}
