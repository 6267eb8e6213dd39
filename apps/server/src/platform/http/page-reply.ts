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

/** A page the operation answers as items: the route's response type stays the items' array. */
export function replyWithPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  load: (page: TPage) => Promise<{ items: T[]; total: number }>,
): Promise<T[]>;
export function replyWithPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  load: (page: TPage) => Promise<TPageResult<T>>,
): Promise<T[] | FastifyReply>;
export async function replyWithPage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  load: (page: TPage) => Promise<TPageResult<T>>,
): Promise<T[] | FastifyReply> {
  const page = pageWindow(request.query as TPageQuery);
  const result = await load(page);
  setPaginationHeaders(request, reply, page, result.total);
  if ('body' in result) {
    reply.header('x-cache', result.fromMemory ? 'hit' : 'miss');
    return sendJsonBytes(reply, result.body);
  }
  return result.items;
}
