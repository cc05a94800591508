/*
 * An iCalendar file (RFC 5545) of all-day events, each with a reminder: what the deadline calendar's
 * feeds are written with. Text is escaped (\ ; , and line breaks), lines end in CRLF and are folded
 * at 75 octets, as the RFC asks, so any calendar application reads them.
 */

interface IcsEvent {
  /** Unique and stable across builds: a calendar updates the event it already has rather than adding a second. */
  uid: string;
  /** The day, ISO ("2027-05-07"): an all-day event. */
  date: string;
  summary: string;
  description: string;
  /** A page about the event (its gov.uk source). */
  url: string;
  /** What the reminder says. */
  alarm: string;
}

interface IcsCalendar {
  /** Names the product that wrote the file: "-//<firm>//Tax deadlines//EN". */
  prodId: string;
  name: string;
  description: string;
  /** The page the feed belongs to. */
  url: string;
  /** When the file was made, ISO day: DTSTAMP of every event. */
  stamp: string;
  events: IcsEvent[];
}

/** The reminder: 09:00 on the day a week before the deadline (an all-day event starts at midnight, so 6 days and 15 hours earlier). */
export const reminderBefore = '-P6DT15H';
/** How often a subscribed calendar should fetch the feed again. */
const refreshInterval = 'P1D';

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545, 3.3.11). */
export const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (never inside a UTF-8 character); continuation lines start with a space (RFC 5545, 3.1). */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (iso: string) => iso.replace(/-/g, '');
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The calendar as the text of an .ics file. */
export function icsText(calendar: IcsCalendar): string {
  const stamp = `${basicDate(calendar.stamp)}T000000Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `DESCRIPTION:${escapeText(calendar.description)}`,
    `X-WR-CALDESC:${escapeText(calendar.description)}`,
    `URL:${calendar.url}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refreshInterval}`,
    `X-PUBLISHED-TTL:${refreshInterval}`,
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      // A deadline does not make the day busy.
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.alarm)}`,
      `TRIGGER:${reminderBefore}`,
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
