/** Tests may talk to this machine only: any fetch to another host fails loudly. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** Set on the refusing fetch: without isolation this file runs once per test file in one worker, and wraps once. */
const REFUSES_OUTBOUND = Symbol.for('izlog.test.refusesOutbound');

type TMarkedFetch = typeof fetch & { [REFUSES_OUTBOUND]?: true };

if (!(globalThis.fetch as TMarkedFetch)[REFUSES_OUTBOUND]) {
  const realFetch = globalThis.fetch;
  const refusingFetch: TMarkedFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (!LOCAL_HOSTS.has(url.hostname) && !url.hostname.endsWith('.localhost')) {
      throw new Error(`Outbound HTTP is refused in tests: ${url.origin}`);
    }
    return realFetch(input, init);
  }) as TMarkedFetch;
  refusingFetch[REFUSES_OUTBOUND] = true;
  globalThis.fetch = refusingFetch;
}
