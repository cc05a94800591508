import { test, expect } from '@playwright/test';
import { contentPages } from '../support/dist';
import { wordsByLocale } from '../support/words';

/** Structured data must say what the page shows: search engines and assistants read it. */

const blocks = (page: ReturnType<typeof contentPages>[number]) => page.doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.text) as Record<string, unknown>);

test('every FAQPage block matches the visible questions and answers', () => {
  let checked = 0;
  for (const page of contentPages()) {
    const faq = blocks(page).find((b) => b['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    const visible = page.doc.querySelectorAll('[data-faq] details').map((d) => ({
      question: d.querySelector('summary')?.text.trim() ?? '',
      answer: d.querySelector('p')?.text.trim() ?? '',
    }));
    if (!faq) {
      expect(visible, `${page.route} shows FAQs without FAQPage data`).toEqual([]);
      continue;
    }
    checked++;
    const decode = (s: string) =>
      s
        .replace(/&amp;/g, '&')
        .replace(/&#39;|&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
    expect(
      faq.mainEntity.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text })),
      page.route,
    ).toEqual(visible.map((v) => ({ question: decode(v.question), answer: decode(v.answer) })));
  }
  expect(checked, 'pages with FAQs').toBeGreaterThan(10);
});

test('nested pages show breadcrumbs and a BreadcrumbList that ends at the page', () => {
  let checked = 0;
  for (const page of contentPages()) {
    // The Italian edition mirrors the English tree under /it (its home is /it).
    if (
      page.route
        .replace(/^\/it(?=\/|$)/, '')
        .split('/')
        .filter(Boolean).length < 2
    )
      continue;
    checked++;
    const list = blocks(page).find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] } | undefined;
    expect(list, `${page.route} has BreadcrumbList`).toBeTruthy();
    const items = list?.itemListElement ?? [];
    // The trail starts at the home page of the page's language, named in that language (never "Home" in Italian).
    const italian = page.route.startsWith('/it/');
    expect(items[0]?.name, page.route).toBe(wordsByLocale[italian ? 'it' : 'en'].breadcrumbHome);
    if (italian) expect(items[0]?.name, page.route).not.toBe(wordsByLocale.en.breadcrumbHome);
    expect(new URL(items[0]?.item ?? '').pathname).toBe(page.route.startsWith('/it/') ? '/it/' : '/');
    expect(new URL(items.at(-1)?.item ?? '').pathname.replace(/\/$/, '')).toBe(page.route);
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
    const nav = page.doc.querySelector('nav[aria-label="Breadcrumb"], nav[aria-label="Percorso"]');
    expect(nav?.querySelectorAll('li').length, `${page.route} visible trail`).toBe(items.length);
    expect(nav?.querySelector('[aria-current="page"]')).not.toBeNull();
  }
  expect(checked).toBeGreaterThan(30);
});

test('every JSON-LD block parses and has the properties its type requires', () => {
  const required: Record<string, string[]> = {
    AccountingService: ['name', 'url', 'telephone', 'email', 'address', 'openingHoursSpecification'],
    FAQPage: ['mainEntity'],
    BreadcrumbList: ['itemListElement'],
    BlogPosting: ['headline', 'description', 'datePublished', 'author', 'publisher', 'mainEntityOfPage', 'image'],
  };
  const seen = new Set<string>();
  for (const page of contentPages()) {
    for (const script of page.doc.querySelectorAll('script[type="application/ld+json"]')) {
      const data = JSON.parse(script.text) as Record<string, unknown>;
      expect(data['@context'], page.route).toBe('https://schema.org');
      const type = String(data['@type']);
      expect(Object.keys(required), `${page.route}: known type ${type}`).toContain(type);
      seen.add(type);
      for (const property of required[type] ?? []) expect(data[property], `${page.route}: ${type}.${property}`).toBeTruthy();
    }
  }
  expect([...seen].sort()).toEqual(Object.keys(required).sort());
});
