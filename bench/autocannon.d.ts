/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type TRequest = { path?: string; headers?: Record<string, string>; method?: string };
  type TOptions = {
    url: string;
    connections: number;
    duration?: number;
    /** Requests in all, then stop (duration is ignored). */
    amount?: number;
    requests?: { setupRequest?: (request: TRequest) => TRequest }[];
  };
  type TResult = {
    requests: { average: number; total: number };
    /** Seconds the run took. */
    duration: number;
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  type TInstance = { on(event: 'error', listener: (error: Error) => void): void };
  export default function autocannon(
    options: TOptions,
    done: (error: Error | null, result: TResult) => void,
  ): TInstance;
}
