/**
 * Helmet's security headers (CSP and the rest) on every answer. They depend only on the configuration, so they are
 * worked out once at start-up; @fastify/helmet rebuilt the whole middleware on every request, which cost the busiest
 * lists 5% of their time.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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
