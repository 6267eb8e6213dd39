/**
 * Graceful close (decision 0018): counts the requests Fastify is working on, so the database closes only after the
 * last one. Node's `server.close()` waits for sockets, not for work: a handler whose client hung up (a load test
 * stopping) or one on Fastify's second dual-stack listener (`localhost` on IPv4 and IPv6) keeps running after its
 * socket is gone, and met an ended pool ("Cannot use a pool after calling end on the pool", a 500).
 * While closing, every answer carries `Connection: close`, so kept-alive clients reconnect elsewhere.
 */
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type TRequestsInFlight = {
  readonly count: number;
  /** Resolves true once no request is in flight, or false when `graceMs` passed first. */
  drained(graceMs: number): Promise<boolean>;
};

/** A request is done when its answer is written, or when its client left and the handler has answered anyway. */
type TRequestState = { isAnswered: boolean; isClientGone: boolean; isDone: boolean; socket: Socket | undefined };

// Kept on the objects themselves, with listeners shared by every request: this runs for every request, and a closure,
// a listener and two map entries per request were a measurable part of a cached answer's time.
const STATE = Symbol('requestInFlight');
const REQUESTS_ON_SOCKET = Symbol('requestsOnSocket');
type TWithState = { [STATE]?: TRequestState };
type TCountedSocket = Socket & { [REQUESTS_ON_SOCKET]?: number };

/** Registers its hooks on the root instance: call it before any other plugin, so it sees every request first. */
export function trackRequestsInFlight(app: FastifyInstance): TRequestsInFlight {
  let count = 0;
  let isClosing = false;
  let waiters: (() => void)[] = [];

  const finish = (state: TRequestState) => {
    if (state.isDone) return;
    state.isDone = true;
    count -= 1;
    if (count > 0) return;
    const ready = waiters;
    waiters = [];
    for (const wake of ready) wake();
  };

  /** Requests per connection: more than one means the client pipelined, and the later ones are already read. */
  const requestsOn = (socket: TCountedSocket | undefined) => socket?.[REQUESTS_ON_SOCKET] ?? 0;

  // 'close' follows the written answer, or comes first when the client leaves while the handler still works.
  function onResponseClose(this: ServerResponse & TWithState) {
    const state = this[STATE];
    if (!state) return;
    const socket = state.socket as TCountedSocket | undefined;
    if (socket) socket[REQUESTS_ON_SOCKET] = requestsOn(socket) - 1;
    if (state.isAnswered || this.writableFinished) finish(state);
    else state.isClientGone = true;
  }

  app.addHook('onRequest', (request, reply, done) => {
    count += 1;
    const socket = request.raw.socket as TCountedSocket | undefined;
    const response = reply.raw as ServerResponse & TWithState;
    response[STATE] = { isAnswered: false, isClientGone: false, isDone: false, socket };
    if (socket) socket[REQUESTS_ON_SOCKET] = requestsOn(socket) + 1;
    response.once('close', onResponseClose);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // Only a connection's last request closes it: Node drops the answers queued behind a closing one (pipelining).
    if (isClosing && requestsOn(request.raw.socket as TCountedSocket) <= 1) reply.header('connection', 'close');
    const state = (reply.raw as ServerResponse & TWithState)[STATE];
    if (state) {
      state.isAnswered = true;
      // The client left while the handler worked: nothing will be written, and the handler is done with the database.
      if (state.isClientGone) finish(state);
    }
    done(null, payload);
  });

  app.addHook('preClose', async () => {
    isClosing = true;
  });

  return {
    get count() {
      return count;
    },
    async drained(graceMs) {
      const deadline = Date.now() + graceMs;
      for (;;) {
        // One turn of the event loop first: a request parsed in the same turn as the last answer reaches onRequest.
        await new Promise((resolve) => setImmediate(resolve));
        if (count === 0) return true;
        const remaining = deadline - Date.now();
        if (remaining <= 0) return false;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining);
          timer.unref();
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}
