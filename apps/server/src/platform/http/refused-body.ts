/**
 * A body the server refuses (over the JSON limit, broken) is read to its end before the answer goes out (decision
 * 0018). Fastify answers such a body with `Connection: close` before reading it; Node then closed the socket while the
 * client was still sending, and the client met a broken pipe (EPIPE, "socket hang up") instead of the 413 and its
 * message. Reading what is left costs bandwidth, not memory (nothing is kept), and stops at a cap: a client sending
 * more than that is cut off.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Most a refused body may still send before the connection is cut, and for how long it is waited for. */
export const REFUSED_BODY_MAX_BYTES = 64 * 1024 * 1024;
export const REFUSED_BODY_MAX_MS = 30_000;

/** Resolves true once the body has arrived in full, false when it was cut short or went over the caps. */
export function discardRestOfBody(raw: IncomingMessage, maxBytes: number, maxMs: number): Promise<boolean> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve(raw.readableEnded);
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (isWhole: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      raw.off('error', onClose);
      resolve(isWhole);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.readableEnded);
    const timer = setTimeout(() => finish(false), maxMs);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.once('error', onClose);
    raw.resume();
  });
}

/** An onSend hook: an answer that closes the connection while the request body is still arriving waits for it. */
export function readRefusedBodyFirst(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload: unknown) => void,
): void {
  const raw = request.raw;
  const isBodyIn = raw.complete || raw.readableEnded || raw.destroyed;
  if (isBodyIn || String(reply.getHeader('connection') ?? '').toLowerCase() !== 'close') {
    done(null, payload);
    return;
  }
  void discardRestOfBody(raw, REFUSED_BODY_MAX_BYTES, REFUSED_BODY_MAX_MS).then((isWhole) => {
    if (!isWhole) request.log.info('a refused request body went on past the cap; its connection is cut');
    done(null, payload);
  });
}
