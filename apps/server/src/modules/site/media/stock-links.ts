/**
 * Pagination of the stock photo calls the way Unsplash does it (SPEC §7 "Third party"): a `Link` header with
 * `<href>; rel="first|prev|next|last"` (first and prev only after page one, next and last only before the last
 * page), `X-Total` and `X-Per-Page`. The other lists of the API keep the X-Pagination-* headers of DESIGN §3.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { linkBase, linkedQuery } from '../../../platform/http/pagination';

export function totalPages(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}

export function setStockPaginationHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: number,
  perPage: number,
  total: number,
): void {
  reply.header('X-Total', String(total));
  reply.header('X-Per-Page', String(perPage));
  const last = Math.max(1, totalPages(total, perPage));
  // Only the parameters the route knows, bounded, as every list's links (decision 0018).
  const query = linkedQuery(request);
  if (query === undefined) return;
  const base = linkBase(request);
  const link = (n: number, rel: string) => {
    query.set('page', String(n));
    query.set('per_page', String(perPage));
    return `<${base}?${query}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(1, 'first'), link(Math.min(page - 1, last), 'prev'));
  if (page < last) links.push(link(last, 'last'), link(page + 1, 'next'));
  if (links.length > 0) reply.header('Link', links.join(', '));
}
