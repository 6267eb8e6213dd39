/**
 * What the request log says of a request: Fastify's own fields, with every secret a URL can carry masked, so a log
 * never undoes storing only a secret's hash. Secrets in URLs: a planner's private calendar link
 * (/planner-calendars/<token>.ics, which calendar apps poll for as long as it lives), the account mails' links
 * (/reset-password and /validate-account with `token=`), the sandbox card page's signed `session=`, and any
 * `…_token=` query value (a social sign-in's access token, say).
 */
import type { FastifyRequest } from 'fastify';

const MASK = '***';

/** A path segment that is itself the secret (the rest of the path stays readable). */
const SECRET_SEGMENTS = [/(\/planner-calendars\/)[^/?#]+/g];

/** Query values that are secrets, by their name. */
const SECRET_QUERY_VALUES = /([?&](?:token|session|[a-z0-9_]*_token)=)[^&#]*/gi;

export function maskUrlSecrets(url: string): string {
  let masked = url;
  for (const segment of SECRET_SEGMENTS) masked = masked.replace(segment, `$1${MASK}`);
  return masked.replace(SECRET_QUERY_VALUES, `$1${MASK}`);
}

/** Fastify's default `req` serializer, the URL masked. */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: maskUrlSecrets(request.url),
  version: request.headers?.['accept-version']?.toString(),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
