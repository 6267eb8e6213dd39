/** Answers with JSON that was serialized earlier (held in memory): the route's response schema has nothing to do. */
import type { FastifyReply } from 'fastify';

export function sendJsonBytes(reply: FastifyReply, body: Buffer): FastifyReply {
  // A typed reply only takes its schema's shape; these bytes are that shape, serialized when they were stored.
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
}
