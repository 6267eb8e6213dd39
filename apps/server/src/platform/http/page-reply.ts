/**
 * The one way a list route answers a page (DESIGN §3): the window is read from the query, the operation loads it,
 * and the pagination headers are set from its total. An operation may answer serialized JSON it holds in memory.
 */
import type { TPageQuery } from '@izlog/contract/pagination';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonBytes } from './json-bytes';
import { pageWindow, setPaginationHeaders, type TPage } from './pagination';

export type TPageResult<T> =
  | { items: T[]; total: number }
  /** A page serialized earlier (visitors' lists in memory); `fromMemory` is told in the `x-cache` header. */
  | { body: Buffer; total: number; fromMemory: boolean };

export async function replyWithPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  load: (page: TPage) => Promise<TPageResult<T>>,
): Promise<T[]> {
  const page = pageWindow(request.query as TPageQuery);
  const result = await load(page);
  setPaginationHeaders(request, reply, page, result.total);
  if ('body' in result) {
    reply.header('x-cache', result.fromMemory ? 'hit' : 'miss');
    // The bytes are the list the route's schema describes, serialized when they were stored: the reply is sent here,
    // and Fastify takes a handler's answer of its own reply as "already sent".
    return sendJsonBytes(reply, result.body) as unknown as T[];
  }
  return result.items;
}
