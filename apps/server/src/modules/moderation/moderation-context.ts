/** What a moderation operation needs from the request, gathered once so operations stay free of HTTP. */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { catalogViewer } from '../catalogs/catalog-context';
import type { TCatalogViewer } from '../catalogs/catalogs.queries';
import { contentContext, type TContentContext } from '../contents/content-context';

export type TModerationContext = TContentContext & {
  viewer: TCatalogViewer;
  /** Origin of the site the request came to, for links in mail. */
  siteUrl: string;
  log: FastifyBaseLogger;
};

export function moderationContext(request: FastifyRequest): TModerationContext {
  return {
    ...contentContext(request),
    viewer: catalogViewer(request.actor),
    siteUrl: `${request.protocol}://${request.host}`,
    log: request.log,
  };
}
