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

  // The request's own URL with its window at the end: built once, five links differ only in the page number.
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.delete('page');
  url.searchParams.delete('page_count');
  const query = url.searchParams.toString();
  const base = `${url.origin}${url.pathname}?${query ? `${query}&` : ''}`;
  const linkTo = (n: number) => `<${base}page=${n}&page_count=${page.perPage}>`;
  const links = [`${linkTo(page.page)}; rel=self`, `${linkTo(1)}; rel=first`, `${linkTo(pageCount)}; rel=last`];
  if (page.page > 1) links.push(`${linkTo(Math.min(page.page - 1, pageCount))}; rel=prev`);
  if (page.page < pageCount) links.push(`${linkTo(page.page + 1)}; rel=next`);
  reply.header('Link', links.join(', '));
}
