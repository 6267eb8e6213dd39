/**
 * The iCalendar writer of a planner (RFC 5545; issue 15 part 5): a VCALENDAR of VEVENTs — calendar apps import events
 * and ignore to-dos — with Belgrade's time zone written out, TEXT escaped, CRLF line ends and lines folded at 75 octets
 * without cutting a character in two. Pure: it is handed the events and writes text.
 */
import { PLANNER_EVENT_MINUTES, PLANNER_REMINDER_TIME } from '@izlog/contract/planners';

export const CALENDAR_TIME_ZONE = 'Europe/Belgrade';
export const CALENDAR_PRODUCT_ID = '-//Izlog//Planner//SR';

export type TCalendarEvent = {
  /** Stable across downloads: calendar apps match an event they already hold by it. */
  uid: string;
  /** When the item last changed (DTSTAMP and LAST-MODIFIED, in UTC). */
  changedAt: Date;
  /** Bumped by every change a calendar shows. */
  sequence: number;
  /** YYYY-MM-DD, the day in Belgrade. */
  date: string;
  /** HH:MM (or HH:MM:SS) in Belgrade; null makes an all-day event. */
  time: string | null;
  summary: string;
  location: string | null;
  description: string | null;
  url: string | null;
};

export type TCalendar = { name: string; events: TCalendarEvent[] };

/** The rules of Belgrade's clock since 1983 (the EU's: last Sunday of March and of October). */
const BELGRADE_TIME_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const MAX_LINE_OCTETS = 75;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point (HTAB may stay)
const CONTROL_CHARACTERS_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/**
 * TEXT values (RFC 5545 §3.3.11): backslash first, then semicolon, comma and line breaks; other control characters
 * are not allowed in TEXT and are dropped. NFC keeps a letter with its accent as one character.
 */
export function escapeText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL_CHARACTERS_BUT_TAB, '');
}

/**
 * Folds one content line (RFC 5545 §3.1): no line longer than 75 octets, a continuation starting with one space (which
 * counts in its line's octets), and the cut always between characters, never inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

const digits = (value: number, length = 2) => String(value).padStart(length, '0');

/** 2026-11-28T09:05:00Z → 20261128T090500Z. */
export const utcStamp = (date: Date) =>
  `${digits(date.getUTCFullYear(), 4)}${digits(date.getUTCMonth() + 1)}${digits(date.getUTCDate())}T` +
  `${digits(date.getUTCHours())}${digits(date.getUTCMinutes())}${digits(date.getUTCSeconds())}Z`;

/** A wall-clock moment (no zone) as a Date on UTC fields, so minutes and days add without any zone's rules. */
function wallClock(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, day, hours, minutes));
}

const localDateTime = (moment: Date) => utcStamp(moment).slice(0, -1);
const localDate = (moment: Date) => utcStamp(moment).slice(0, 8);

/** A display alarm: the day before a timed event; the day before at the reminder mail's hour for an all-day one. */
function alarmTrigger(event: TCalendarEvent): string {
  if (event.time) return '-P1D';
  const [hours, minutes] = PLANNER_REMINDER_TIME.split(':').map(Number) as [number, number];
  const before = 24 * 60 - (hours * 60 + minutes);
  return `-PT${Math.floor(before / 60)}H${before % 60 ? `${before % 60}M` : ''}`;
}

function eventLines(event: TCalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.changedAt)}`,
    `LAST-MODIFIED:${utcStamp(event.changedAt)}`,
    `SEQUENCE:${event.sequence}`,
  ];
  if (event.time) {
    const start = wallClock(event.date, event.time);
    const end = new Date(start.getTime() + PLANNER_EVENT_MINUTES * 60_000);
    lines.push(
      `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${localDateTime(start)}`,
      `DTEND;TZID=${CALENDAR_TIME_ZONE}:${localDateTime(end)}`,
    );
  } else {
    // All-day: DTEND is the next day (exclusive).
    const start = wallClock(event.date, '00:00');
    const end = new Date(start.getTime() + 86_400_000);
    lines.push(`DTSTART;VALUE=DATE:${localDate(start)}`, `DTEND;VALUE=DATE:${localDate(end)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  // A URI, not TEXT: nothing is escaped, but no line break may end up inside it.
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
  lines.push(
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER:${alarmTrigger(event)}`,
    `DESCRIPTION:${escapeText(event.summary)}`,
    'END:VALARM',
    'END:VEVENT',
  );
  return lines;
}

/** The whole file: every line folded, each ending CRLF (the last one too). */
export function writeCalendar(calendar: TCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${CALENDAR_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    // No METHOD: a file without one is a calendar store's copy, whose DTSTAMP is when each event was last revised
    // (RFC 5545 §3.8.7.2) — so the stamps stay the items' own and two downloads are byte for byte the same.
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`,
    // A subscribed link is read again twice a day (RFC 7986; the X- name for clients that predate it).
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
    ...BELGRADE_TIME_ZONE,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
