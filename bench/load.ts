/**
 * One autocannon run in its own process: random paths and hosts from the lists it is given (or random host-and-path
 * `targets`) for `duration` seconds, or, with `eachHostOnce`, the first path once for every host, in order (a site's
 * first visit; with `targets`, each target once, in order).
 */
import autocannon from 'autocannon';

type TLoadMessage = {
  name: string;
  port: number;
  paths: string[];
  hosts: string[];
  connections: number;
  duration: number;
  eachHostOnce?: boolean;
  /** Paths that belong to one host each (a licence's own category ids): picked as pairs instead of paths × hosts. */
  targets?: { host: string; path: string }[];
};

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

process.once('message', (message: TLoadMessage) => {
  let visited = 0;
  const nextHost = () => message.hosts[visited++ % message.hosts.length]!;
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${message.port}`,
      // More connections than requests would leave autocannon waiting for answers that never come.
      connections: message.eachHostOnce ? Math.min(message.connections, message.hosts.length) : message.connections,
      ...(message.eachHostOnce ? { amount: message.hosts.length } : { duration: message.duration }),
      requests: [
        {
          setupRequest: (request) => {
            if (message.eachHostOnce && message.targets) {
              const target = message.targets[visited++ % message.targets.length]!;
              return { ...request, path: target.path, headers: { host: target.host } };
            }
            if (message.eachHostOnce) return { ...request, path: message.paths[0], headers: { host: nextHost() } };
            if (message.targets) {
              const target = pick(message.targets);
              return { ...request, path: target.path, headers: { host: target.host } };
            }
            return { ...request, path: pick(message.paths), headers: { host: pick(message.hosts) } };
          },
        },
      ],
    },
    (error, result) => {
      if (error) throw error;
      process.send?.({
        name: message.name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
        seconds: result.duration,
      });
      process.exit(0);
    },
  );
  instance.on('error', (error) => {
    throw error;
  });
});
