/**
 * The log as a person reads it (LOG_FORMAT=pretty, decision 0055): pino's JSON entries turned into short lines, one per
 * request (`12:01:02 GET /api/v1/contents 200 12ms lic=3`), with an error's stack beneath its line. No dependency:
 * the stream parses each entry pino writes and writes the line to its own destination.
 */

export type TLogSink = { write(line: string): unknown };

type TLogEntry = Record<string, unknown> & {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  licenceId?: number;
  err?: { message?: string; stack?: string };
};

/** pino's level numbers; info is the usual level and is left unnamed. */
const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const WARN = 40;

/** Fields a line shows in its own way, or that a person never needs (pino's process and host). */
const SHOWN_APART = new Set([
  'level',
  'time',
  'msg',
  'pid',
  'hostname',
  'reqId',
  'req',
  'res',
  'responseTime',
  'licenceId',
  'err',
]);

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The entry's time of day on this machine's clock, HH:MM:SS. */
function clockOf(time: number | undefined): string {
  const at = new Date(time ?? Date.now());
  return `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}:${twoDigits(at.getSeconds())}`;
}

const durationOf = (ms: number) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)}ms`;

function valueText(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}

/** What the line says: a finished request as method, URL, status, time and licence; anything else as its message. */
function bodyOf(entry: TLogEntry): string {
  if (entry.req && entry.res && typeof entry.responseTime === 'number') {
    const words = [entry.req.method, entry.req.url, entry.res.statusCode, durationOf(entry.responseTime)];
    if (entry.licenceId !== undefined && entry.licenceId !== null) words.push(`lic=${entry.licenceId}`);
    return words.join(' ');
  }
  const extras = Object.entries(entry)
    .filter(([key, value]) => !SHOWN_APART.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${valueText(value)}`);
  const message =
    entry.err?.message && entry.msg !== entry.err.message ? `${entry.msg}: ${entry.err.message}` : entry.msg;
  return [message ?? '', ...extras].filter(Boolean).join(' ');
}

/** One entry as text: its line, and for a warning or worse its error's stack, indented; ends with a newline. */
export function formatLogEntry(entry: TLogEntry): string {
  const level = entry.level ?? 30;
  const label = LEVEL_NAMES[level];
  const line = [clockOf(entry.time), label, bodyOf(entry)].filter(Boolean).join(' ');
  const stack = level >= WARN ? entry.err?.stack : undefined;
  if (!stack) return `${line}\n`;
  return `${line}\n${stack
    .split('\n')
    .map((stackLine) => `    ${stackLine.trim()}`)
    .join('\n')}\n`;
}

/** A pino destination that writes each entry as `formatLogEntry` does; a line that is not JSON passes unchanged. */
export function prettyLogStream(sink: TLogSink): TLogSink {
  return {
    write(line: string) {
      let entry: TLogEntry;
      try {
        entry = JSON.parse(line) as TLogEntry;
      } catch {
        return sink.write(line);
      }
      return sink.write(formatLogEntry(entry));
    },
  };
}
