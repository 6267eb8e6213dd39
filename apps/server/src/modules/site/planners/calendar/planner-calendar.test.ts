/**
 * The planner's iCalendar file, read back by Mozilla's parser (ical.js) as a calendar app would: events at the right
 * instants in Belgrade's summer and winter time, all-day events, escaped text that comes back whole, and lines that
 * are CRLF-ended, at most 75 octets and never cut inside a Serbian or Cyrillic letter.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, type TCalendarEvent, writeCalendar } from './planner-calendar';

const event = (values: Partial<TCalendarEvent> = {}): TCalendarEvent => ({
  uid: 'planner-item-7-1@site.izlog.test',
  changedAt: new Date('2026-11-20T08:15:30Z'),
  sequence: 0,
  date: '2026-07-04',
  time: '18:30',
  summary: 'Proba venčanice',
  location: null,
  description: null,
  url: null,
  ...values,
});

/** The file parsed, its own VTIMEZONE registered (so Belgrade's times come from what the file says). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, events };
}

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const physicalLines = (text: string) => text.split('\r\n').slice(0, -1);

describe('the planner calendar file', () => {
  it('is a calendar store’s copy (no METHOD, so DTSTAMP is each event’s last revision) named as the planner', () => {
    const text = writeCalendar({ name: 'Venčanje Ane i Marka', events: [event()] });
    const { calendar } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Izlog//Planner//SR');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Venčanje Ane i Marka');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Belgrade');
  });

  it('puts timed events at their Belgrade instants in summer and in winter, lasting an hour', () => {
    const text = writeCalendar({
      name: 'P',
      events: [
        event({ uid: 'summer@x', date: '2026-07-04', time: '18:30' }),
        event({ uid: 'winter@x', date: '2026-12-14', time: '09:00' }),
        event({ uid: 'late@x', date: '2026-12-31', time: '23:30' }),
      ],
    });
    const [summer, winter, late] = parse(text).events;
    expect(summer!.startDate.toJSDate().toISOString()).toBe('2026-07-04T16:30:00.000Z');
    expect(summer!.endDate.toJSDate().toISOString()).toBe('2026-07-04T17:30:00.000Z');
    expect(summer!.startDate.zone?.tzid).toBe('Europe/Belgrade');
    expect(winter!.startDate.toJSDate().toISOString()).toBe('2026-12-14T08:00:00.000Z');
    // An event half an hour before midnight ends on the next day, in the next year.
    expect(late!.endDate.toJSDate().toISOString()).toBe('2026-12-31T23:30:00.000Z');
    expect(late!.endDate.toString()).toBe('2027-01-01T00:30:00');
  });

  it("agrees with the system's Europe/Belgrade on both sides of each clock change", () => {
    const belgradeOffset = (instant: Date) => {
      const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Belgrade', timeZoneName: 'longOffset' })
        .formatToParts(instant)
        .find((part) => part.type === 'timeZoneName')!.value;
      return parts === 'GMT' ? 0 : Number(parts.slice(3, 6)) * 60;
    };
    const moments = [
      ['2026-03-29', '01:30'],
      ['2026-03-29', '03:30'],
      ['2026-10-25', '01:30'],
      ['2026-10-25', '04:00'],
      ['2027-03-28', '12:00'],
      ['2027-10-31', '12:00'],
    ] as const;
    const text = writeCalendar({
      name: 'P',
      events: moments.map(([date, time], i) => event({ uid: `m${i}@x`, date, time })),
    });
    for (const [i, parsed] of parse(text).events.entries()) {
      const instant = parsed.startDate.toJSDate();
      const [date, time] = moments[i]!;
      const local = new Date(`${date}T${time}:00Z`);
      expect((local.getTime() - instant.getTime()) / 60_000).toBe(belgradeOffset(instant));
    }
  });

  it('writes a dated item without a time as an all-day event ending the next day', () => {
    const [allDay] = parse(writeCalendar({ name: 'P', events: [event({ date: '2026-02-28', time: null })] })).events;
    expect(allDay!.startDate.isDate).toBe(true);
    expect(allDay!.startDate.toString()).toBe('2026-02-28');
    expect(allDay!.endDate.toString()).toBe('2026-03-01');
  });

  it('keeps UID, DTSTAMP in UTC, SEQUENCE, a display alarm the day before, place, description and link', () => {
    const text = writeCalendar({
      name: 'P',
      events: [
        event({
          sequence: 3,
          location: 'Knez Mihailova 5, Beograd, Srbija',
          description: 'Ponesite: cveće; pozivnice.\nCena: 1.234,50 RSD\\komad',
          url: 'https://cvecara.izlog.test/products/buket-ruza',
        }),
        event({ uid: 'all-day@x', time: null }),
      ],
    });
    const [timed, allDay] = parse(text).events;
    const component = timed!.component;
    expect(timed!.uid).toBe('planner-item-7-1@site.izlog.test');
    expect(component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-20T08:15:30Z');
    expect(text).toContain('\r\nDTSTAMP:20261120T081530Z\r\n');
    expect(timed!.sequence).toBe(3);
    expect(timed!.location).toBe('Knez Mihailova 5, Beograd, Srbija');
    expect(timed!.description).toBe('Ponesite: cveće; pozivnice.\nCena: 1.234,50 RSD\\komad');
    expect(component.getFirstPropertyValue('url')).toBe('https://cvecara.izlog.test/products/buket-ruza');
    const alarm = component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(alarm.getFirstPropertyValue('trigger')?.toString()).toBe('-P1D');
    expect(alarm.getFirstPropertyValue('description')).toBe('Proba venčanice');
    // An all-day event's alarm rings at 09:00 the day before, not at midnight.
    expect(allDay!.component.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger')?.toString()).toBe(
      '-PT15H',
    );
  });

  it('ends every line with CRLF and has no bare line feed or carriage return', () => {
    const text = writeCalendar({ name: 'P', events: [event({ description: 'a\nb\r\nc\rd' })] });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(parse(text).events[0]!.description).toBe('a\nb\nc\nd');
  });

  it('folds long lines at 75 octets without cutting a Serbian or Cyrillic letter', () => {
    const summary = `${'Proslava šćčžđ ŠĆČŽĐ Ђурђевдан у Београду, '.repeat(6)}kraj`;
    const description = `${'a'.repeat(66)}š${'ж'.repeat(80)}`;
    const text = writeCalendar({ name: 'Ђурђевдан — šćčžđ'.repeat(5), events: [event({ summary, description })] });
    for (const line of physicalLines(text)) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // Each line on its own is whole UTF-8: decoding its bytes gives it back, with no replacement character.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(line).not.toContain('\uFFFD');
    }
    // "DESCRIPTION:" and 66 letters a are 78 octets: the first cut comes after 75, so the second line starts with
    // the rest of the a's; the later cuts fall between two-octet letters.
    const descriptionLine = physicalLines(text).find((line) => line.startsWith('DESCRIPTION:a'))!;
    expect(octets(descriptionLine)).toBe(75);
    const { events, calendar } = parse(text);
    expect(events[0]!.summary).toBe(summary);
    expect(events[0]!.description).toBe(description);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Ђурђевдан — šćčžđ'.repeat(5));
  });

  it('moves a two-octet letter that would cross the 75th octet to the next line', () => {
    const line = `SUMMARY:${'a'.repeat(66)}š${'b'.repeat(3)}`;
    const [first, second] = foldLine(line).split('\r\n');
    expect(octets(first!)).toBe(74);
    expect(second).toBe(' šbbb');
    // A continuation line counts its leading space: 1 + 74 octets at most.
    const cyrillic = foldLine(`X:${'ж'.repeat(100)}`).split('\r\n');
    expect(cyrillic.every((part) => octets(part) <= 75)).toBe(true);
    expect(octets(cyrillic[1]!)).toBe(75);
    expect(cyrillic.slice(1).every((part) => part.startsWith(' '))).toBe(true);
  });

  it('escapes TEXT: backslash first, then semicolon, comma and newline', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(escapeText('\\n')).toBe('\\\\n');
    expect(escapeText('tab\there\u0007')).toBe('tab\there');
    // A decomposed š (s + caron) is written as the one character.
    expect(escapeText('s\u030C')).toBe('š');
  });

  it('is the same text when written twice from the same items (stable UIDs and stamps)', () => {
    const calendar = { name: 'P', events: [event(), event({ uid: 'b@x', time: null })] };
    expect(writeCalendar(calendar)).toBe(writeCalendar(calendar));
  });
});
