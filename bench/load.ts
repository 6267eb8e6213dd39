/**
 * One autocannon run in its own process: random paths and hosts from the lists it is given for `duration` seconds,
 * or, with `eachHostOnce`, the first path once for every host, in order (a site's first visit).
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
          setupRequest: (request) =>
            message.eachHostOnce
              ? { ...request, path: message.paths[0], headers: { host: nextHost() } }
              : { ...request, path: pick(message.paths), headers: { host: pick(message.hosts) } },
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
