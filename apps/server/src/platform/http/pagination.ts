/** The list conventions of DESIGN §3 in one place: page window, the four X-Pagination-* headers and `Link`. */
import type { TPageQuery } from '@izlog/contract/pagination';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type TPage = { limit: number; offset: number; page: number; perPage: number };

export function pageWindow(query: TPageQuery): TPage {
  return {
    limit: query.page_count,
    offset: (query.page - 1) * query.page_count,
    page: query.page,
    perPage: query.page_count,
  };
}

export function setPaginationHeaders(request: FastifyRequest, reply: FastifyReply, page: TPage, totalCount: number) {
  const pageCount = Math.max(1, Math.ceil(totalCount / page.perPage));
  reply.header('X-Pagination-Current-Page', String(page.page));
  reply.header('X-Pagination-Page-Count', String(pageCount));
  reply.header('X-Pagination-Per-Page', String(page.perPage));
  reply.header('X-Pagination-Total-Count', String(totalCount));

  // Five links differ only in the page number. A query too long to repeat five times gets no links, rather than links
  // to another list.
  const query = linkedQuery(request);
  if (query === undefined) return;
  query.delete('page');
  query.delete('page_count');
  const filters = query.toString();
  const base = `${linkBase(request)}?${filters ? `${filters}&` : ''}`;
  const linkTo = (n: number) => `<${base}page=${n}&page_count=${page.perPage}>`;
  const links = [`${linkTo(page.page)}; rel=self`, `${linkTo(1)}; rel=first`, `${linkTo(pageCount)}; rel=last`];
  if (page.page > 1) links.push(`${linkTo(Math.min(page.page - 1, pageCount))}; rel=prev`);
  if (page.page < pageCount) links.push(`${linkTo(page.page + 1)}; rel=next`);
  reply.header('Link', links.join(', '));
}

/**
 * Most characters of query a link repeats. Five links of it stay far below the 8 KB a proxy's default buffers and
 * Node's own `fetch` accept for all headers together, whatever the request sent (decision 0018).
 */
export const LINK_QUERY_MAX = 1024;

/**
 * The request's query as its page links repeat it: only parameters the route's query schema knows, with their
 * validated values (numbers normalised, text trimmed and within the schema's bounds), in the request's order. An
 * unknown parameter (`filter[anything]`) is not echoed. Undefined when it would be longer than LINK_QUERY_MAX.
 */
export function linkedQuery(request: FastifyRequest): URLSearchParams | undefined {
  const query = new URLSearchParams();
  const validated = request.query;
  if (!request.routeOptions.schema?.querystring || typeof validated !== 'object' || validated === null) return query;
  const values = validated as Record<string, unknown>;
  const queryStart = request.url.indexOf('?');
  const asked = new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1));
  for (const name of new Set(asked.keys())) {
    if (!Object.hasOwn(values, name)) continue;
    const value = values[name];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        query.append(name, String(item));
      }
    }
  }
  return query.toString().length <= LINK_QUERY_MAX ? query : undefined;
}

/**
 * The path the links share, relative to the request (RFC 8288 §3.2 resolves it against the list's own address). Never
 * a scheme and host: those would come from the request's Host, and a cached answer would carry one visitor's Host to
 * every other (decision 0044).
 */
export function linkBase(request: FastifyRequest): string {
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  // Parsed whole, so the path comes out percent-encoded (no `>` to end the link early) and `//x` stays a path.
  return new URL(`http://x${path}`).pathname;
}
