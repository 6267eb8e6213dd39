/**
 * Fastify's request log as one entry per request, for the readable log (LOG_FORMAT=pretty, decision 0055): the
 * finished request with its method, URL, status, time and licence. What a browser fetches by itself to show a page
 * (built assets, media, the service worker, the site app's manifest and icons) is logged at debug, so the default
 * info level shows the requests a person made.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Paths of the files a page pulls in on its own. */
const QUIET_PATH =
  /^\/(?:assets\/|media\/|app-icons\/|sw\.js$|manifest\.webmanifest$|apple-touch-icon\.png$|[\w.-]+\.(?:ico|svg|png)$)/;

/**
 * Whether a request is one of those files, answered. One that failed stays at info, and so does one answered with a
 * page: a file that is not there gets the app's HTML (the web app's not-found handler), which a developer should see.
 */
export function isQuietRequest(url: string, statusCode: number, contentType?: string): boolean {
  if (statusCode >= 400 || contentType?.startsWith('text/html')) return false;
  return QUIET_PATH.test(url.split('?')[0] ?? url);
}

export class RequestLineLogController extends LogController {
  /** The finished request's entry says it all; its start is there for tracing a request that never ends. */
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.trace({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime, licenceId: request.licence?.id };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else if (isQuietRequest(request.url, reply.statusCode, String(reply.getHeader('content-type') ?? '')))
      reply.log.debug(entry, 'request completed');
    else reply.log.info(entry, 'request completed');
  }

  /** The request's own line shows its 404 already. */
  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug(`Route ${request.method}:${request.url} not found`);
  }
}
