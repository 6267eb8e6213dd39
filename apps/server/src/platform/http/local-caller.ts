/**
 * Whether a request comes from this machine, for what only its developer or operator may see (the dev outbox). Judged
 * by the socket's own address: `request.ip` follows X-Forwarded-For from whatever TRUST_PROXY believes, which a caller
 * writes at will. A request that carries forwarding headers was passed on by a proxy — one beside Izlog connects from
 * loopback for every visitor — so it is a visitor's, not the machine's.
 */
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export const isLoopbackAddress = (address: string | undefined): boolean => LOOPBACK.test(address ?? '');

export function isLocalCaller(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.raw.socket?.remoteAddress);
}
