/**
 * Every address the server writes (mail links, page links, gateways' return addresses, a calendar's feed): the
 * platform site's origin, and a licence's own site. None is ever taken from a request's Host or forwarded host
 * (decision 0044): a request can name any host, and a link that follows it hands a reset token to whoever sent it.
 */
import type { TConfig } from '../../config';

type TAddressConfig = Pick<TConfig, 'PUBLIC_URL' | 'PLATFORM_DOMAIN' | 'PORT'>;

/** The platform site's origin: PUBLIC_URL, else http://PLATFORM_DOMAIN:PORT. */
export function platformUrl(config: TAddressConfig): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const port = config.PORT === 80 || config.PORT === 0 ? '' : `:${config.PORT}`;
  return `http://${config.PLATFORM_DOMAIN}${port}`;
}

/** A licence's site as its subdomain under the platform's origin, on the same scheme and port (DESIGN §2). */
export function licenceSiteUrl(config: TAddressConfig, subdomain: string): string {
  const origin = new URL(platformUrl(config));
  origin.hostname = `${subdomain}.${origin.hostname}`;
  return origin.origin;
}

type TAddressedLicence = {
  titleOfAppUnique: string;
  customDomain: string | null;
  vhostStatus: string;
  sslStatus: string;
};

/** The licence's custom domain once it is live (its virtual host active and its certificate issued), else null. */
export function liveCustomDomain(licence: TAddressedLicence): string | null {
  return licence.customDomain && licence.vhostStatus === 'active' && licence.sslStatus === 'issued'
    ? licence.customDomain
    : null;
}

/**
 * The address a licence's site goes by: its live custom domain (always https: it is live only with a certificate),
 * else its subdomain under the platform.
 */
export function licenceOwnUrl(config: TAddressConfig, licence: TAddressedLicence): string {
  const domain = liveCustomDomain(licence);
  return domain ? new URL(`https://${domain}`).origin : licenceSiteUrl(config, licence.titleOfAppUnique);
}
