/**
 * The `rnids-whois` registrar adapter: asks the zone's WHOIS server over TCP (RFC 3912: the name and CRLF, the answer
 * until the server closes) whether a name is registered. RNIDS answers .rs, its second-level spaces and .срб; the
 * generic zones Izlog sells have their registries' servers. An answer it cannot read, a refusal (RNIDS limits queries
 * per address), a timeout or a connection error is 'unknown', logged with the reason, and the name is not offered.
 */
import { connect } from 'node:net';
import type { Registrar, TAvailability } from './registrar';

type TWhoisServer = { host: string; free: RegExp; taken: RegExp };

const RNIDS: TWhoisServer = {
  host: 'whois.rnids.rs',
  free: /%ERROR:103: Domain is not registered/,
  taken: /^Domain (name|status):/m,
};
const VERISIGN: TWhoisServer = { host: 'whois.verisign-grs.com', free: /^No match for "/m, taken: /Domain Name:/i };

/** WHOIS server of each zone (the last label, in ASCII); RNIDS runs .rs with its spaces and .срб (xn--90a3ac). */
const SERVERS: Record<string, TWhoisServer> = {
  rs: RNIDS,
  'xn--90a3ac': RNIDS,
  com: VERISIGN,
  net: VERISIGN,
  org: {
    host: 'whois.publicinterestregistry.org',
    free: /^(NOT FOUND|Domain not found\.)/im,
    taken: /Domain Name:/i,
  },
  eu: { host: 'whois.eu', free: /Status:\s*AVAILABLE/, taken: /^(Registrant|Registrar|Name servers):/m },
};

/** WHOIS answers are a few kilobytes; anything far larger is not one. */
const MAX_ANSWER_BYTES = 256 * 1024;

type TLogger = { warn: (object: object, message: string) => void };

export type TWhoisOptions = {
  /** One server for every zone instead of the registries' own (tests, a relay). */
  host?: string;
  port: number;
  timeoutMs: number;
  log?: TLogger;
};

export class WhoisRegistrar implements Registrar {
  readonly name = 'rnids-whois';

  constructor(private readonly options: TWhoisOptions) {}

  async availability(domain: string): Promise<TAvailability> {
    const server = SERVERS[domain.slice(domain.lastIndexOf('.') + 1)];
    if (!server) return this.unknown(domain, 'no WHOIS server for this zone');
    const host = this.options.host ?? server.host;
    let answer: string;
    try {
      answer = await this.query(host, domain);
    } catch (error) {
      return this.unknown(domain, `${host}:${this.options.port}: ${(error as Error).message}`);
    }
    if (server.free.test(answer)) return 'free';
    if (server.taken.test(answer)) return 'taken';
    const lines = answer.split('\n');
    // An error line says why (RNIDS: `%ERROR:201: …`), else the first line that is not a comment.
    const firstLine =
      lines.find((line) => /error/i.test(line)) ??
      lines.find((line) => line.trim() && !line.startsWith('%')) ??
      answer.slice(0, 120);
    return this.unknown(domain, `unreadable answer from ${host}: ${JSON.stringify(firstLine.trim().slice(0, 200))}`);
  }

  private unknown(domain: string, reason: string): TAvailability {
    this.options.log?.warn(
      { domain, reason },
      `WHOIS could not tell whether ${domain} is free (${reason}); it is not offered`,
    );
    return 'unknown';
  }

  private query(host: string, domain: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const socket = connect({ host, port: this.options.port });
      const fail = (error: Error) => {
        socket.destroy();
        reject(error);
      };
      socket.setTimeout(this.options.timeoutMs, () => fail(new Error(`no answer within ${this.options.timeoutMs} ms`)));
      socket.once('error', fail);
      socket.once('connect', () => socket.write(`${domain}\r\n`));
      socket.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) return fail(new Error(`answer longer than ${MAX_ANSWER_BYTES} bytes`));
        chunks.push(chunk);
      });
      socket.once('end', () => {
        socket.destroy();
        resolve(Buffer.concat(chunks).toString('utf8'));
      });
    });
  }
}
