/**
 * Helmet's security headers (CSP and the rest) on every answer. They depend only on the configuration, so they are
 * worked out once at start-up; @fastify/helmet rebuilt the whole middleware on every request, which cost the busiest
 * lists 5% of their time.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { TConfig } from '../../config';
import { platformUrl } from '../tenancy/site-url';

type THeaderSink = { setHeader(name: string, value: string): void; removeHeader(name: string): void };

/** The headers helmet's middleware sets, read off a response that records them. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response: THeaderSink = {
    setHeader: (name, value) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export const securityHeaders = fp<HelmetOptions>(async (app: FastifyInstance, options) => {
  const headers = headersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

type TFramingConfig = Pick<TConfig, 'PUBLIC_URL' | 'PLATFORM_DOMAIN' | 'PORT'>;

/**
 * The platform site previews licence sites in frames (TemplatePreview): a page may be framed by its own origin and by
 * the platform's, nothing else (`frame-ancestors`; X-Frame-Options cannot name another origin, so it is left out and
 * browsers follow the CSP). The platform's pages may frame the licence sites, its subdomains. A server on a port
 * chosen at start (PORT=0, tests) does not know its port yet: any port of the platform's host then.
 */
export function framingSources(config: TFramingConfig): { frameAncestors: string[]; licenceSites: string } {
  const platform = new URL(platformUrl(config));
  const port = !config.PUBLIC_URL && config.PORT === 0 ? ':*' : platform.port ? `:${platform.port}` : '';
  return {
    frameAncestors: ["'self'", `${platform.protocol}//${platform.hostname}${port}`],
    licenceSites: `${platform.protocol}//*.${platform.hostname}${port}`,
  };
}
