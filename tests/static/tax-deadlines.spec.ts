import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { parse } from 'node-html-parser';
import { mtdFacts } from '../../src/config/mtd-facts';
import { site } from '../../src/config/site';
import { shortMonth } from '../../src/lib/dates';
import { reminderBefore } from '../../src/lib/ics';
import { taxYearAt } from '../../src/lib/mtd-calendar';
import { clientKinds, deadlinesBetween, feedIds, feedKinds, feedMonths, monthsAfter, pageMonths } from '../../src/lib/tax-deadlines';
import { distDir } from '../support/dist';
import { cashFlow, contentYaml } from '../support/content';
import { AT_RISK, HEALTHY, formatRatio } from '../../src/lib/cash-flow';
import { formatDate } from '../../src/lib/dates';

/*
 * The deadline calendar as built: its calendar feeds (dist/tax-deadlines/feeds/*.ics and the Italian
 * ones) read by a maintained iCalendar parser, ical.js, their dates against content/firm/mtd-facts.yaml,
 * and the page that lists them and links to them, in both languages. The build's day is read from the
 * build itself (each feed's DTSTAMP, the page's data-built-on), never from the clock. No browser.
 */

const languages = [
  { locale: 'en', prefix: '' },
  { locale: 'it', prefix: '/it' },
] as const;

function feed(prefix: string, id: string) {
  const file = join(distDir, `${prefix}/tax-deadlines/feeds/${id}.ics`);
  expect(existsSync(file), file).toBe(true);
  const text = readFileSync(file, 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { text, calendar, events: calendar.getAllSubcomponents('vevent') };
}

for (const { locale, prefix } of languages) {
  test(`${locale}: every feed parses, starts at the build day, and its dates, UIDs and reminders follow the facts`, () => {
    const uids = new Set<string>();
    for (const id of feedIds) {
      const { text, calendar, events } = feed(prefix, id);
      expect(text.startsWith('BEGIN:VCALENDAR\r\n'), id).toBe(true);
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(calendar.getFirstPropertyValue('x-wr-calname'), id).toBeTruthy();
      expect(events.length, id).toBeGreaterThan(0);
      // The day the feed was built, as the build wrote it.
      const built = String(events[0]!.getFirstPropertyValue('dtstamp')).slice(0, 10);
      // Nothing in the past at build time beyond the current quarter.
      const quarterStart = taxYearAt(new Date(`${built}T12:00:00Z`), mtdFacts.quarters.periods)
        .current.start.toISOString()
        .slice(0, 10);
      const expected = deadlinesBetween(mtdFacts, built, monthsAfter(built, feedMonths), id);
      expect(
        events.map((e) => new ICAL.Event(e).startDate.toString()),
        id,
      ).toEqual(expected.map((d) => d.due));
      for (const [i, vevent] of events.entries()) {
        const event = new ICAL.Event(vevent);
        expect(event.startDate.isDate).toBe(true);
        expect(event.startDate.toString() >= quarterStart, `${id} ${event.uid}`).toBe(true);
        expect(event.uid).toBe(`${expected[i]!.id}-${locale}@${new URL(site.url).host}`);
        expect(uids.has(event.uid), `${event.uid} is unique`).toBe(false);
        uids.add(event.uid);
        expect(vevent.getFirstPropertyValue('url')).toBe(expected[i]!.source);
        expect(event.description).toContain(expected[i]!.source);
        expect(event.description).toContain(site.url);
        const alarm = vevent.getFirstSubcomponent('valarm');
        expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
        expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe(reminderBefore);
      }
    }
  });

  test(`${locale}: the page lists the next ${pageMonths} months and links each feed to subscribe and download`, () => {
    const doc = parse(readFileSync(join(distDir, `${prefix}/tax-deadlines/index.html`), 'utf8'));
    const list = doc.querySelector('#deadlines')!;
    const built = list.getAttribute('data-built-on')!;
    expect(built).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const expected = deadlinesBetween(mtdFacts, built, monthsAfter(built, pageMonths));
    expect(list.querySelectorAll('li[data-due]').map((li) => li.getAttribute('data-due'))).toEqual(expected.map((d) => d.due));
    // The next deadline stands out, and each GOV.UK page the dates come from is linked once.
    expect(list.querySelector('[data-next] time')?.getAttribute('datetime')).toBe(expected[0]!.due);
    // The quarterly updates of MTD for Income Tax, the year's beats, are set apart (data-quarter), and only they.
    expect(list.querySelectorAll('li[data-quarter]').map((li) => li.getAttribute('data-due'))).toEqual(expected.filter((d) => d.kind === 'mtd-update').map((d) => d.due));
    // The dates that matter most are marked (the Self Assessment return and payments, the final declaration), and only they;
    // every date is in the page, the later months folded under one line that opens without JavaScript (a details element).
    expect(list.querySelectorAll('li[data-key]').map((li) => li.getAttribute('data-due'))).toEqual(
      expected.filter((d) => d.kind.startsWith('sa-') || d.kind === 'final-declaration').map((d) => d.due),
    );
    const later = list.querySelectorAll('details[data-later] li[data-due]').length;
    expect(later).toBeGreaterThan(0);
    expect(later).toBeLessThan(expected.length);
    const govUk = list.querySelectorAll('a[href^="https://www.gov.uk/"]').map((a) => a.getAttribute('href'));
    expect(new Set(govUk).size).toBe(govUk.length);
    expect(new Set(govUk)).toEqual(new Set(expected.map((d) => d.source)));
    // The choice is one folded line above the months (review 14), so on a phone the next deadline is not under the filter (review 9b)
    // and no panel splits one month from the next; the calendars are a section of their own after the months (review 15).
    expect(list.children.map((el) => el.id || el.tagName).slice(1, 4)).toEqual(['deadline-filter', 'P', 'OL']);
    expect(list.querySelector('#deadline-filter > details[data-panel]')?.hasAttribute('open')).toBe(false);
    expect(list.querySelector('#add-to-calendar')).toBeNull();
    expect(list.nextElementSibling?.id).toBe('add-to-calendar');
    // Each calendar and date says whom it concerns, for the choice beside them; in the built page none is hidden (so none is without JavaScript).
    const filter = doc.querySelector('form[data-filter]')!;
    expect(filter.querySelectorAll('input[name="for"]').map((input) => input.getAttribute('value'))).toEqual([...clientKinds]);
    for (const li of list.querySelectorAll('li[data-due]')) {
      expect(li.getAttribute('data-for')).toBe(feedKinds[li.getAttribute('data-feed') as (typeof feedIds)[number]].join(' '));
      expect(li.hasAttribute('hidden')).toBe(false);
    }
    for (const id of feedIds) {
      const card = doc.querySelector(`[data-feed="${id}"]#calendar-${id}`)!;
      expect(card, id).not.toBeNull();
      expect(card.getAttribute('data-for')).toBe(feedKinds[id].join(' '));
      expect(card.hasAttribute('hidden')).toBe(false);
      expect(card.querySelector('[data-copy]')?.getAttribute('data-copy')).toBe(`${site.url}${prefix}/tax-deadlines/feeds/${id}.ics`);
      const path = `${prefix}/tax-deadlines/feeds/${id}.ics`;
      expect(card.querySelector('[data-subscribe]')?.getAttribute('href')).toBe(`webcal://${new URL(site.url).host}${path}`);
      expect(card.querySelector('[data-download]')?.getAttribute('href')).toBe(path);
      // The feed was built the same day as the page.
      expect(String(feed(prefix, id).events[0]!.getFirstPropertyValue('dtstamp')).slice(0, 10)).toBe(built);
    }
    // One abbreviation style for months, in the date tiles and in the calendars' tags ("VAT: Mar, Jun, Sep, Dec"):
    // three letters, never "Sept" beside "Jan".
    const short = new Set(Array.from({ length: 12 }, (_, i) => shortMonth(i + 1, locale)));
    const months = [...list.querySelectorAll('[data-month]').map((el) => el.text.trim()), ...(list.getAttribute('data-short-months')?.split(' ') ?? [])];
    for (const tag of list.querySelectorAll('[data-tag]')) months.push(...(/^(?:VAT|IVA):\s*(.+)$/.exec(tag.text.trim())?.[1]?.split(/,\s*/) ?? []));
    expect(months.length).toBeGreaterThan(0);
    for (const month of months) expect(short.has(month), `"${month}" is not one of ${[...short].join(', ')}`).toBe(true);
  });
}

for (const { locale, prefix } of languages) {
  test(`${locale}: the tools hub shows the three tools, each with a glimpse of its result, and the next deadline of the deadlines page`, () => {
    const built = parse(readFileSync(join(distDir, `${prefix}/tax-deadlines/index.html`), 'utf8'))
      .querySelector('#deadlines')!
      .getAttribute('data-built-on')!;
    const next = deadlinesBetween(mtdFacts, built, monthsAfter(built, pageMonths))[0]!;
    const phase = [...mtdFacts.incomeTax.phases].sort((a, b) => a.from.localeCompare(b.from)).find((p) => p.from > built) ?? mtdFacts.incomeTax.phases.at(-1)!;
    const applies = contentYaml(`i18n/mtd-tools/${locale}.yaml`).checker.status.applies as string;
    // The hub alone shows the tools' cards; the home page names them in a row of links (tests/e2e/layout.spec.ts, review 20b).
    for (const page of [`${prefix}/tools`]) {
      const doc = parse(readFileSync(join(distDir, page, 'index.html'), 'utf8'));
      const cards = doc.querySelectorAll('[data-tools] [data-tool-card]');
      expect(cards.map((c) => c.getAttribute('data-tool-card')).sort(), page).toEqual(['cash-flow', 'checker', 'deadlines']);
      const card = (kind: string) => cards.find((c) => c.getAttribute('data-tool-card') === kind)!;
      // The next deadline as the build day's deadlines page has it, in a tile that wakes only on interaction.
      expect(card('deadlines').querySelector('[data-next-deadline]')?.getAttribute('data-next-deadline'), page).toBe(next.due);
      expect(card('deadlines').querySelector('time')?.getAttribute('datetime'), page).toBe(next.due);
      expect(card('deadlines').querySelector('astro-island')?.getAttribute('client'), page).toBe('interaction');
      // The checker's answer for the next phase of the facts; the cash-flow scale at the tool's own thresholds and words.
      expect(card('checker').textContent.replace(/\u00a0/g, ' '), page).toContain(applies.replace('{date}', formatDate(phase.from, locale)).replace(/\u00a0/g, ' '));
      for (const word of [formatRatio(AT_RISK, locale), formatRatio(HEALTHY, locale), ...Object.values(cashFlow[locale].status as Record<string, string>)])
        expect(card('cash-flow').textContent, page).toContain(word);
      // Each card says what its tool does and ends with its one link, a verb in the page's language, to its tool.
      const actions = contentYaml(`i18n/interface/${locale}.yaml`).toolPreviews.actions as Record<string, string>;
      for (const [kind, action, path] of [
        ['checker', actions.checker, '/tools/mtd-checker'],
        ['deadlines', actions.deadlines, '/tax-deadlines'],
        ['cash-flow', actions.cashFlow, '/tools/cash-flow-analysis'],
      ] as const) {
        const links = card(kind).querySelectorAll('a');
        expect(
          links.map((a) => a.getAttribute('href')?.replace(/\/$/, '')),
          `${page} ${kind}`,
        ).toEqual([`${prefix}${path}`]);
        expect(links[0]!.textContent, `${page} ${kind}`).toContain(action);
        expect(card(kind).querySelectorAll('h3 + p.text-muted').length, `${page} ${kind}: the tool's summary`).toBe(1);
      }
      // The cards come in the order the hub's hero puts the tools: its first button's tool first.
      expect(cards[0]!.querySelector('a')?.getAttribute('href'), page).toBe(doc.querySelector('header.page-header a.btn')?.getAttribute('href'));
      // Under the hub's cards, who checks the rules and dates, and when they were last reviewed (the facts file's date).
      const proof = doc.querySelector('[data-tools-proof]')?.textContent.replace(/\u00a0/g, ' ');
      for (const said of [site.name, formatDate(mtdFacts.reviewed, locale).replace(/\u00a0/g, ' ')]) expect(proof, page).toContain(said);
    }
  });
}

test('the Italian feeds are in Italian and the English ones in English, with the same events', () => {
  for (const id of feedIds) {
    const en = feed('', id).events.map((e) => new ICAL.Event(e));
    const it = feed('/it', id).events.map((e) => new ICAL.Event(e));
    expect(it.map((e) => e.startDate.toString())).toEqual(en.map((e) => e.startDate.toString()));
    for (const e of it) expect(e.summary, e.uid).toMatch(/^Scadenza (del|della|dell’)/);
    for (const e of en) expect(e.summary, e.uid).toMatch(/\bdue\b/);
  }
});

test('Cloudflare Pages serves the feeds as calendars (dist/_headers)', () => {
  const headers = readFileSync(join(distDir, '_headers'), 'utf8');
  for (const prefix of ['', '/it']) expect(headers).toMatch(new RegExp(`^${prefix}/tax-deadlines/feeds/\\*\\n  Content-Type: text/calendar; charset=utf-8$`, 'm'));
});
