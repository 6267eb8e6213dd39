/**
 * How the visitors' widget calls answer: a visitor from the answers held in memory (visitor-answers.ts), checked
 * once against the route's response schema when loaded, so the bytes held are exactly what the route describes;
 * signed-in readers (staff arranging a page need its current validity_check) and a turned-off memory ask the database.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendJsonBytes } from '../../../platform/http/json-bytes';
import { requestScope, type TRequestScope } from '../../../platform/http/request-scope';
import type { VisitorAnswers } from './visitor-answers';

export async function replyForVisitor<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answers: VisitorAnswers,
  /** What the answer depends on besides the licence (never the raw address: any query text would be a new answer). */
  key: string,
  schema: z.ZodType<T>,
  load: (scope: TRequestScope) => Promise<T>,
): Promise<T> {
  const scope = requestScope(request);
  if (scope.actor.kind !== 'anonymous' || !answers.enabled) return load(scope);
  // The answers name no language and no reader: one per licence and key.
  const { body, fromMemory } = await answers.answer(scope.tenant.licenceId, key, async () =>
    schema.parse(await load(scope)),
  );
  reply.header('x-cache', fromMemory ? 'hit' : 'miss');
  // The bytes are the route's schema's shape: Fastify takes a handler's answer of its own reply as "already sent".
  return sendJsonBytes(reply, body) as unknown as T;
}
