import { test, expect } from '@playwright/test';
import { builtPages } from '../support/dist';
import { contentYaml, frontmatter, mtd, ui } from '../support/content';
import { mtdFacts } from '../../src/config/mtd-facts';
import { formatPounds, formatPrice, offers } from '../../src/config/offers';
import { formatDate } from '../../src/lib/dates';

/**
 * The long pages' frame (issue 34, outside review 4, change 4), read from dist/ in Node: a guide and the MTD pages use
 * their width; a blog post stands in one centred column. From 1280 px the text has a rail on its right (src/components/ui/Reading.astro) with the
 * "On this page" list and the contact card (the firm's phone and email from content/firm/contact.yaml and the booking
 * button); below 1280 px the same list folds behind one tap at the top of the text. The layout itself (the rail on the
 * right third, never taller than the window, no empty right third beside a screen of text) is measured in a browser by
 * tests/e2e/pages.spec.ts.
 */
const contact = contentYaml<{ phone: string; email: string }>('firm/contact.yaml');
/** Pages set in the frame with the rail (found when a test runs: listing the tests reads no page). */
const railPages = () => builtPages().filter((p) => !p.isRedirect && p.doc.querySelector('main [data-reading="rail"]'));
/** The MTD guides the outside review named (their /it twins too). */
const guides = ['/mtd-compliance-requirements-guide', '/making-tax-digital-sole-traders-contractors', '/making-tax-digital-uk'];
const hrefs = (el: { querySelectorAll: (s: string) => { getAttribute: (n: string) => string | undefined }[] } | null) => (el ? el.querySelectorAll('a').map((a) => a.getAttribute('href') ?? '') : []);

test('the guide and the MTD pages are long reads with the rail', () => {
  const routes = new Set(railPages().map((p) => p.route));
  for (const route of [...guides, ...guides.map((r) => `/it${r}`)]) expect(routes.has(route), `${route} is set in the long-page frame`).toBe(true);
});

/** The blog's posts (not its index, categories, tags or pages of posts). */
const posts = () => builtPages().filter(({ route }) => /\/blog\/making-tax-digital\/(?!category\/|tag\/|page\/)[^/]+\/?$/.test(route));

test('a blog post is one centred reading column: its own headings listed at the top, the contact card after the text, no rail', () => {
  // Issue 34, Build 2: the rail beside a post stood empty for most of its length once its card had scrolled away.
  const problems: string[] = [];
  for (const { route, doc } of posts()) {
    const frame = doc.querySelector('main [data-reading]');
    if (frame?.getAttribute('data-reading') !== 'centred') problems.push(`${route}: set in "${frame?.getAttribute('data-reading')}", not one centred column`);
    if (doc.querySelector('main [data-rail]')) problems.push(`${route}: has a rail`);
    const column = frame?.querySelector('.reading-column');
    const own = column?.querySelectorAll('.prose-body > h2').map((h) => `#${h.getAttribute('id')}`) ?? [];
    if (own.length < 3) continue;
    // The post's own h2s, in order, open from 768 px (a navigation landmark) and the same list folded on a phone.
    const top = column!.querySelector('nav[data-contents="top"]');
    const fold = column!.querySelector('[data-contents="fold"]');
    if (JSON.stringify(hrefs(top)) !== JSON.stringify(own)) problems.push(`${route}: the contents list ${JSON.stringify(hrefs(top))} is not its headings ${JSON.stringify(own)}`);
    if (JSON.stringify(hrefs(fold)) !== JSON.stringify(own)) problems.push(`${route}: the folded contents differ from its headings`);
    const article = column!.querySelector('article');
    const card = column!.querySelector('[data-post-talk]');
    const all = column!.querySelectorAll('*');
    if (!article || !card || all.indexOf(card) < all.indexOf(article)) problems.push(`${route}: no contact card after the text`);
    else if (card.querySelector('a[href^="tel:"]')?.text.trim() !== contact.phone) problems.push(`${route}: the card's phone is not ${contact.phone}`);
  }
  expect(posts().length).toBeGreaterThan(1);
  expect(problems).toEqual([]);
});

test('a long page’s rail lists the page’s parts in short labels, and holds the contact card with the firm’s own details', () => {
  const problems: string[] = [];
  for (const { route, doc } of railPages()) {
    const frame = doc.querySelector('main [data-reading="rail"]')!;
    const rail = frame.querySelector('[data-rail]');
    const column = frame.querySelector('.reading-column');
    if (!rail || !column) {
      problems.push(`${route}: no rail or no reading column`);
      continue;
    }
    // A keyboard reaches the contents before the text; on screen the rail stands on the right (the second grid column).
    // Only a lead part across the frame (the MTD packages, with the folded contents before it) comes before the rail.
    const parts = frame.childNodes.filter((n) => 'tagName' in n);
    const lead = frame.querySelector(':scope > .reading-lead');
    if (parts.indexOf(rail) !== (lead ? parts.indexOf(lead) + 1 : 0)) problems.push(`${route}: the rail is not first in the page's order`);
    if (!rail.classList.contains('xl:col-start-2')) problems.push(`${route}: the rail is not set in the right-hand column`);
    const list = rail.querySelector('nav[data-contents="rail"]');
    const fold = (lead ? frame : column).querySelector('[data-contents="fold"]');
    // The same list twice: beside the text from 1280 px, folded above it on narrower screens.
    if (JSON.stringify(hrefs(list)) !== JSON.stringify(hrefs(fold))) problems.push(`${route}: the rail's list and the folded list differ`);
    for (const href of hrefs(list)) if (!doc.getElementById(href.slice(1))) problems.push(`${route}: "On this page" links to ${href}, which is not on the page`);
    // Short labels: on the MTD guides one line of the rail (their `bodyNavLabels`); on a post its headings, two lines at most.
    const most = guides.some((g) => route.endsWith(g)) ? 24 : route.includes('/blog/') ? 48 : Infinity;
    for (const a of list?.querySelectorAll('a') ?? []) if (a.text.trim().length > most) problems.push(`${route}: the label "${a.text.trim()}" is too long for the rail (${most} characters at most)`);
    // The contact card, unless the page's hero already holds its form (an offer page).
    if (doc.querySelector('.hero-form')) continue;
    const locale = route.startsWith('/it') ? 'it' : 'en';
    const tel = rail.querySelector('a[href^="tel:"]');
    const mail = rail.querySelector('a[href^="mailto:"]');
    if (tel?.text.trim() !== contact.phone) problems.push(`${route}: the rail's phone is "${tel?.text.trim()}", not ${contact.phone}`);
    if (mail?.text.replace(/\s+/g, '') !== contact.email) problems.push(`${route}: the rail's email is "${mail?.text.trim()}", not ${contact.email}`);
    const book = rail.querySelectorAll('a').find((a) => a.text.trim() === ui[locale].headerCta);
    if (!book || !/\/contact\/?$/.test(book.getAttribute('href') ?? '')) problems.push(`${route}: the rail has no "${ui[locale].headerCta}" button to the contact page`);
  }
  expect(problems).toEqual([]);
});

test('“Last reviewed” closes every page that shows it, after its sections and questions (a tool page keeps it beside its tool)', () => {
  const problems: string[] = [];
  let seen = 0;
  for (const { route, doc } of builtPages()) {
    const locale = route.startsWith('/it') ? 'it' : 'en';
    const box = doc.querySelector(`main aside[aria-label="${mtd[locale].labels.lastReviewed.ariaLabel}"]`);
    if (!box || doc.querySelector('main [data-reading="wide"]')) continue;
    seen++;
    // Nothing of the page's own after it: no heading follows it in the main content but the closing band's.
    const all = doc.querySelector('main')!.querySelectorAll('*');
    const at = all.indexOf(box);
    // A post's related articles follow its article; the closing band (a post's is its newsletter) follows every page.
    const later = all.filter((el, i) => i > at && /^H[23]$/.test(el.tagName) && !el.closest('.closing-band, [aria-labelledby="related-heading"]'));
    if (later.length > 0) problems.push(`${route}: "${later[0]!.text.trim()}" comes after the Last reviewed box`);
  }
  expect(seen).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('a short page lists no parts: the offer pages have no “On this page”', () => {
  for (const route of ['/restaurant', '/promo', '/it/restaurant', '/it/promo']) {
    const page = builtPages().find((p) => p.route === route);
    expect(page, route).toBeDefined();
    expect(page!.doc.querySelectorAll('main [data-contents]').length, `${route} lists its parts`).toBe(0);
  }
});

test('a date in words never splits after its day: the day and month are joined by a no-break space', () => {
  const problems: string[] = [];
  for (const { route, doc } of railPages().concat(builtPages().filter((p) => /\/(services|tax-deadlines)$/.test(p.route)))) {
    for (const time of doc.querySelectorAll('main time')) {
      const text = time.text.trim();
      if (/^\d{1,2}°? \p{L}/u.test(text)) problems.push(`${route}: "${text}"`);
    }
  }
  expect(problems).toEqual([]);
});

test('an Italian tax year never splits after its hyphen: 2026-27 is written with a non-breaking one', () => {
  const problems: string[] = [];
  for (const { route, doc } of builtPages().filter((p) => p.route.startsWith('/it'))) {
    // A tax year as Italian writes it ("2026-27"), not an ISO date ("2026-10-01") or a range of whole years.
    const found = doc.querySelector('main')?.text.match(/\b20\d\d-\d\d\b(?!-)/g) ?? [];
    if (found.length > 0) problems.push(`${route}: ${[...new Set(found)].join(', ')}`);
  }
  expect(problems).toEqual([]);
});

test('the MTD pages keep one job each: the guide is the checklist, with links where it once repeated MTD UK (issue 34)', () => {
  const problems: string[] = [];
  const page = (route: string) => builtPages().find((p) => p.route === route)!.doc;
  const norm = (words: string) => words.replace(/\s+/g, ' ').trim();
  const text = (el: { text: string } | null | undefined) => norm(el?.text ?? '');
  for (const locale of ['en', 'it'] as const) {
    const at = (route: string) => (locale === 'it' ? `/it${route}` : route);
    const guide = page(at('/mtd-compliance-requirements-guide'));
    // An at-a-glance strip: each Income Tax start date with its threshold, linked to MTD UK (the explanation) and the checker (the answer).
    const strip = guide.querySelector('#thresholds');
    // The same figure on MTD UK (in place of its list of thresholds) and in the blog post on who must use MTD (review 8).
    const post = page(at('/blog/making-tax-digital/who-must-use-mtd-for-income-tax')).querySelector('main .prose-body');
    for (const [where, root] of [
      ['guide', strip],
      ['MTD UK', page(at('/making-tax-digital-uk')).querySelector('#thresholds')],
      ['post', post?.querySelector('figure [data-bar]')?.closest('.wide')],
    ] as const) {
      for (const phase of mtdFacts.incomeTax.phases) {
        const line = root?.querySelectorAll('dl > div').find((row) => text(row).includes(norm(formatDate(phase.from, locale))));
        if (!line || !text(line).includes(formatPounds(phase.threshold, locale)))
          problems.push(`${locale} ${where}: no line "${formatDate(phase.from, locale)} … ${formatPounds(phase.threshold, locale)}" in the threshold figure`);
      }
      // The strip is a figure: the thresholds on a time line, one bar per start date, each as tall as its share of the first
      // (review 8, ask 5). The bars are drawn, not text: the list above carries every date and threshold.
      const bars = root?.querySelectorAll('figure [data-bar]') ?? [];
      const heights = bars.map((b) => Number(b.getAttribute('height')));
      const thresholds = mtdFacts.incomeTax.phases.map((p) => p.threshold);
      if (bars.length !== thresholds.length || bars.some((b) => b.getAttribute('aria-hidden') !== 'true'))
        problems.push(`${locale} ${where}: ${bars.length} hidden bars in the threshold figure, not ${thresholds.length}`);
      else if (thresholds.some((t, i) => Math.abs(heights[i]! / heights[0]! - t / thresholds[0]!) > 0.02))
        problems.push(`${locale} ${where}: the bars (${heights}) are not in proportion to ${thresholds}`);
    }
    // In the post the figure sits under the post's own heading (its contents list shows the post's headings only).
    if (post?.querySelector('#thresholds-heading')) problems.push(`${locale} post: the threshold figure brings a heading of its own`);
    // How to sign up reads as numbered steps, open on the page: an <ol> with a drawn number per step, inside no <details>.
    const steps = guide.querySelectorAll('main .prose-body ol.timeline-list');
    const items = steps[0]?.childNodes.filter((n) => 'tagName' in n && (n as { tagName: string }).tagName === 'LI').length ?? 0;
    if (steps.length !== 1 || items < 3 || steps[0]!.closest('details')) problems.push(`${locale} guide: the sign-up steps are not one open numbered list`);
    else if (steps[0]!.querySelectorAll('.step-marker').length !== items) problems.push(`${locale} guide: a sign-up step has no number`);
    // No section that is a lone disclosure: every <details> written in the text stands after a paragraph of its section.
    for (const d of guide.querySelectorAll('main .prose-body > details')) {
      const before = d.previousElementSibling?.tagName;
      if (before !== 'P' && before !== 'DETAILS') problems.push(`${locale} guide: "${text(d.querySelector('summary'))}" is a disclosure on its own, after a ${before}`);
    }
    const links = strip?.querySelectorAll('a').map((a) => (a.getAttribute('href') ?? '').replace(/\/$/, '')) ?? [];
    if (!links.includes(at('/making-tax-digital-uk'))) problems.push(`${locale} guide: the strip does not link to ${at('/making-tax-digital-uk')}`);
    // The checker is the hero's button, offered once: not a second button under the strip (design review 11b).
    const heroLinks = guide.querySelectorAll('header [data-hero-actions] a').map((a) => (a.getAttribute('href') ?? '').replace(/\/$/, ''));
    if (!heroLinks.includes(at('/tools/mtd-checker'))) problems.push(`${locale} guide: the hero has no button to ${at('/tools/mtd-checker')}`);
    if (links.includes(at('/tools/mtd-checker'))) problems.push(`${locale} guide: the strip offers the checker a second time under the hero's button`);
    // No second quarter grid or threshold list: MTD UK shows those.
    if (guide.querySelector('main mtd-quarters')) problems.push(`${locale} guide: the quarter grid is back (it belongs to MTD UK)`);
    // Requirements by type of business: tabs (the sole traders page's component), each with its words.
    const tabs = guide.querySelectorAll('main [role="tab"]');
    if (tabs.length < 3) problems.push(`${locale} guide: ${tabs.length} business-type tabs`);
    for (const tab of tabs) if (text(guide.getElementById(tab.getAttribute('aria-controls') ?? '')).length < 100) problems.push(`${locale} guide: the "${text(tab)}" tab has no panel text`);
    // The case stories folded, each showing its name and one-line summary; the first open, so a reader sees what one holds (review 9).
    const stories = guide.querySelectorAll('section[aria-labelledby="stories-compliance"] details');
    const expected = mtd[locale].caseStories.compliance as { name: string; business: string }[];
    if (stories.length !== expected.length) problems.push(`${locale} guide: ${stories.length} folded case stories, not ${expected.length}`);
    stories.forEach((d, i) => {
      if (d.hasAttribute('open') !== (i === 0) || !text(d.querySelector('summary')).includes(expected[i]!.name) || !text(d.querySelector('summary')).includes(expected[i]!.business))
        problems.push(`${locale} guide: case story ${i + 1} is not ${i === 0 ? 'open' : 'folded'} under its name and summary`);
    });
    // Sole traders: one Q&A section, holding every question of the page.
    const file = `mtd/${locale === 'it' ? 'it/' : ''}making-tax-digital-sole-traders-contractors.mdx`;
    const soleTraders = page(at('/making-tax-digital-sole-traders-contractors'));
    const asked = soleTraders.querySelectorAll('main details summary').map(text);
    for (const { question } of frontmatter<{ faqs: { question: string }[] }>(file).faqs) if (!asked.includes(question)) problems.push(`${locale} sole traders: "${question}" is not in the questions`);
    const outside = soleTraders.querySelectorAll('main .prose-body h3').filter((h) => /[?»"”]$/.test(text(h)));
    if (outside.length > 0) problems.push(`${locale} sole traders: a second Q&A section ("${text(outside[0])}")`);
    // MTD UK: "Will it cost a fortune?" answers with the package price, as prices.yaml and its VAT wording set it.
    const price = norm(formatPrice(offers.mtdPackages.essential, locale));
    const answers = page(at('/making-tax-digital-uk')).querySelectorAll('main details').map(text);
    if (!answers.some((a) => a.includes(price))) problems.push(`${locale} MTD UK: no answer gives the package price "${price}"`);
  }
  expect(problems).toEqual([]);
});

test('a blog post ends once, as every page does: its newsletter is its closing band, the last thing before the footer', () => {
  const problems: string[] = [];
  for (const { route, doc } of posts()) {
    const main = doc.querySelector('main')!;
    const bands = main.querySelectorAll('.closing-band');
    if (bands.length !== 1) problems.push(`${route}: ${bands.length} closing bands`);
    else if (main.children.at(-1) !== bands[0]) problems.push(`${route}: "${main.children.at(-1)!.querySelector('h2')?.text.trim()}" comes after the closing band`);
    else if (!bands[0]!.querySelector('form input[type="email"]')) problems.push(`${route}: its closing band has no sign-up`);
  }
  expect(posts().length).toBeGreaterThan(1);
  expect(problems).toEqual([]);
});
