/** Tests may talk to this machine only: any fetch to another host fails loudly. */
const realFetch = globalThis.fetch;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  if (!LOCAL_HOSTS.has(url.hostname) && !url.hostname.endsWith('.localhost')) {
    throw new Error(`Outbound HTTP is refused in tests: ${url.origin}`);
  }
  return realFetch(input, init);
}) as typeof fetch;
