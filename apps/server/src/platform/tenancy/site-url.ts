/**
 * Public addresses outside a request (mail from jobs, gateways' return addresses): the platform site's origin, and a
 * licence's site as its subdomain on the same scheme and port (DESIGN §2).
 */
import type { TConfig } from '../../config';

export function platformUrl(config: Pick<TConfig, 'PUBLIC_URL' | 'PLATFORM_DOMAIN' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const port = config.PORT === 80 || config.PORT === 0 ? '' : `:${config.PORT}`;
  return `http://${config.PLATFORM_DOMAIN}${port}`;
}

export function licenceSiteUrl(
  config: Pick<TConfig, 'PUBLIC_URL' | 'PLATFORM_DOMAIN' | 'PORT'>,
  subdomain: string,
): string {
  const origin = new URL(platformUrl(config));
  origin.hostname = `${subdomain}.${origin.hostname}`;
  return origin.origin;
}
