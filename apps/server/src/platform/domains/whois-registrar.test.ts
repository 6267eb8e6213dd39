/**
 * Contract test of the `rnids-whois` adapter against a WHOIS server on loopback (RFC 3912 over TCP), serving answers
 * in the shapes RNIDS and Verisign give: registered, not registered, and what is neither.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WhoisRegistrar } from './whois-registrar';

const RNIDS_HEADER = [
  '% The data in the Whois database are provided by RNIDS',
  '% for information purposes only.',
  '% All timestamps are given in Serbian local time.',
  '%',
].join('\n');

const ANSWERS: Record<string, string | ((socket: Socket) => void)> = {
  'slobodan-naziv.rs': `${RNIDS_HEADER}\n%ERROR:103: Domain is not registered\n`,
  'zauzet.rs': [
    RNIDS_HEADER,
    'Domain name: zauzet.rs',
    'Domain status: Active https://www.rnids.rs/en/domain-name-status-codes#Active',
    'Registration date: 26.03.2008 16:18:03',
    'Expiration date: 26.03.2027 16:18:03',
    'Registrar: Primer d.o.o.',
    '',
  ].join('\n'),
  'xn--80axgmg3kc.xn--90a3ac': `${RNIDS_HEADER}\n%ERROR:103: Domain is not registered\n`,
  'ogranicen.rs': `${RNIDS_HEADER}\n%ERROR:201: Access denied, query limit exceeded\n`,
  'slobodan-naziv.com': 'No match for "SLOBODAN-NAZIV.COM".\r\n>>> Last update of whois database <<<\r\n',
  'zauzet.com': '   Domain Name: ZAUZET.COM\r\n   Registrar: Primer\r\n',
  'smece.rs': '\u0000\u0001garbage \u00ff',
  // Accepts the question and never answers.
  'tiho.rs': () => undefined,
};

let server: Server;
let port: number;
const asked: string[] = [];
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = createServer((socket) => {
    sockets.add(socket);
    let line = '';
    socket.on('data', (chunk) => {
      line += chunk.toString('utf8');
      if (!line.endsWith('\r\n')) return;
      const name = line.trim();
      asked.push(name);
      const answer = ANSWERS[name] ?? `${RNIDS_HEADER}\n%ERROR:103: Domain is not registered\n`;
      if (typeof answer === 'function') answer(socket);
      else socket.end(answer);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const warnings: string[] = [];
const registrar = (timeoutMs = 2000) =>
  new WhoisRegistrar({
    host: '127.0.0.1',
    port,
    timeoutMs,
    log: { warn: (_object, message) => warnings.push(message) },
  });

describe('the rnids-whois registrar', () => {
  it('reads RNIDS’s "not registered" as free and a record as taken, asking with the name and CRLF', async () => {
    expect(await registrar().availability('slobodan-naziv.rs')).toBe('free');
    expect(await registrar().availability('zauzet.rs')).toBe('taken');
    expect(asked).toContain('zauzet.rs');
  });

  it('asks for an .срб name in its IDNA form', async () => {
    expect(await registrar().availability('xn--80axgmg3kc.xn--90a3ac')).toBe('free');
    expect(asked).toContain('xn--80axgmg3kc.xn--90a3ac');
  });

  it('reads the .com registry’s answers too', async () => {
    expect(await registrar().availability('slobodan-naziv.com')).toBe('free');
    expect(await registrar().availability('zauzet.com')).toBe('taken');
  });

  it('says unknown, and logs why, for a refusal, garbage, silence or no server', async () => {
    warnings.length = 0;
    expect(await registrar().availability('ogranicen.rs')).toBe('unknown');
    expect(await registrar().availability('smece.rs')).toBe('unknown');
    expect(await registrar(300).availability('tiho.rs')).toBe('unknown');
    const closed = new WhoisRegistrar({ host: '127.0.0.1', port: 1, timeoutMs: 500 });
    expect(await closed.availability('slobodan-naziv.rs')).toBe('unknown');
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('ogranicen.rs');
    expect(warnings[0]).toContain('ERROR:201');
    expect(warnings[2]).toMatch(/no answer within 300 ms/);
  });

  it('says unknown for a zone it has no server for', async () => {
    expect(await registrar().availability('primer.de')).toBe('unknown');
  });
});
