/** Wall-clock times of Europe/Belgrade (what banks and Serbian receipts write) to and from UTC instants. */
const ZONE = 'Europe/Belgrade';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

type TWallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

export function belgradeWallClock(instant: Date): TWallClock {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const offsetMs = (instant: number): number => {
  const wall = belgradeWallClock(new Date(instant));
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - instant;
};

/** The instant a Belgrade wall-clock time names (for the hour a clock change repeats, the first one). */
export function fromBelgradeWallClock(wall: TWallClock): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = asUtc - offsetMs(asUtc);
  return new Date(asUtc - offsetMs(first));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "23.11.2026. 19:20" — how a Serbian receipt writes a time. */
export function formatBelgradeTime(instant: Date): string {
  const w = belgradeWallClock(instant);
  return `${pad(w.day)}.${pad(w.month)}.${w.year}. ${pad(w.hour)}:${pad(w.minute)}`;
}

/** "23.11.2026." */
export function formatBelgradeDate(instant: Date): string {
  const w = belgradeWallClock(instant);
  return `${pad(w.day)}.${pad(w.month)}.${w.year}.`;
}
