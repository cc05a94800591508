import type { Page } from '@playwright/test';

/** The widths visitors use, smallest phone to large desktop, at an 800 px high window. */
export const layoutWidths = [320, 375, 768, 1280, 1920] as const;

export interface Measure {
  scrollWidth: number;
  viewport: number;
  /** Elements sticking out of the viewport that nothing clips, as "tag.class (left–right)". */
  wide: string[];
  /** The header's call to action: shown, and inside the viewport. */
  ctaVisible: boolean;
  /** Sticky elements (a form card, the contents rail) taller than the window below the point where they stick. */
  tallSticky: string[];
  /** Breadcrumb lines that start with the separator "/". */
  slashLines: string[];
  /** Headings outside a sand band (.band-bleed) that the band's box covers, even in part: a band pulled over the next section. */
  coveredHeadings: string[];
  /**
   * From 1024 px: the longest stretch of text (in px, top to bottom) in the left two thirds of the window with nothing at all in the
   * right third beside it, as a full-page screenshot shows the page: a sticky element counts where it starts, not along the
   * column it follows while scrolling (a reviewer's full-page screenshot shows an empty column there). More than one window's
   * height is "half a screen left empty beside long text".
   */
  emptyRight: { height: number; from: number; text: string };
  /**
   * Table cells in the page's text that wrap to more lines than `maxCellLines`, as "table's first heading: cell text (n lines)",
   * and tables narrower than the column they sit in while a cell of theirs wraps: a table squeezed beside empty space.
   * Tables shown as blocks (a phone's stacked rows) and tables that scroll sideways in their own box are left out.
   */
  tallCells: string[];
  /**
   * On a long page beside its rail (Reading.astro, from 1280 px): more than two widths among the parts of its column (the
   * prose's measure and the one wide width), more than 200 px of white between the prose and the rail, or the rail card's
   * email address broken over two lines.
   */
  longPage: string[];
}

/** The most lines a table cell may wrap to where its table has the room of the text's column (1280 px and up). */
export const maxCellLines = 5;

/** One pass over the page at its current width. */
export const measureLayout = (page: Page): Promise<Measure> =>
  page.evaluate((maxCellLines) => {
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    /** True when an ancestor clips its overflow, so a wide child cannot widen the page. */
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== 'visible' || style.contain.includes('paint')) return true;
      }
      return false;
    };
    const wide: string[] = [];
    const tallSticky: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '')
        .split(' ')
        .slice(0, 3)
        .join('.')}`;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      // A sticky element taller than the window under its `top` hides its own end (the form's button) until its column ends.
      if (style.position === 'sticky' && !el.closest('header.site-header') && r.height > vh - (parseFloat(style.top) || 0) + 1) tallSticky.push(`${name(el)} (${Math.round(r.height)} px high)`);
      // Past the right edge it widens the page; past the left edge only if partly on screen
      // (wholly off-screen elements, like a form's hidden trap field, are never seen).
      if (r.right <= vw + 1 && (r.left >= -1 || r.right <= 0)) continue;
      // Visually hidden text (sr-only) is clipped to a pixel and never seen.
      if (style.position === 'absolute' && style.clipPath !== 'none' && r.width <= 1) continue;
      if (style.visibility === 'hidden' || clipped(el)) continue;
      wide.push(`${name(el)} (${Math.round(r.left)}–${Math.round(r.right)})`);
    }
    const cta = document.querySelector<HTMLElement>('[data-header-cta]');
    const box = cta?.getBoundingClientRect();
    const ctaVisible = Boolean(cta && box && cta.checkVisibility() && box.width > 0 && box.left >= 0 && box.right <= vw && box.top >= 0);

    // Breadcrumbs: the separator is never the first thing on a line.
    const slashLines: string[] = [];
    for (const nav of document.querySelectorAll('nav[data-breadcrumbs]')) {
      const walker = document.createTreeWalker(nav, NodeFilter.SHOW_TEXT);
      let lineTop = -Infinity;
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim() || !(n.parentElement as HTMLElement).checkVisibility() || n.parentElement?.closest('.sr-only')) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) {
          if (r.width < 1) continue;
          if (r.top > lineTop + r.height / 2) {
            lineTop = r.top;
            // The first text of a new line: its first visible character.
            if (n.textContent.trim().startsWith('/') && r === range.getClientRects()[0]) slashLines.push(nav.textContent?.replace(/\s+/g, ' ').trim() ?? '');
          }
        }
      }
    }

    // Empty right column: rows of 20 px down the page, marking text on the left and anything on the right.
    const emptyRight = { height: 0, from: 0, text: '' };
    const main = document.querySelector('main');
    if (main && vw >= 1024) {
      const step = 20;
      const y0 = window.scrollY;
      const split = (vw * 2) / 3;
      const rows = Math.ceil(document.documentElement.scrollHeight / step) + 1;
      const left = new Array<string | undefined>(rows);
      const right = new Uint8Array(rows);
      const mark = (top: number, bottom: number, l: number, r: number, text?: string) => {
        const a = Math.max(0, Math.floor((top + y0) / step));
        const b = Math.min(rows - 1, Math.floor((bottom + y0) / step));
        for (let i = a; i <= b; i++) {
          if (r > split) right[i] = 1;
          if (text !== undefined && l < split) left[i] ??= text;
        }
      };
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement;
        if (!n.textContent?.trim() || !parent || !parent.checkVisibility({ visibilityProperty: true }) || parent.closest('.sr-only')) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) if (r.width >= 1) mark(r.top, r.bottom, r.left, r.right, n.textContent.trim().slice(0, 60));
      }
      for (const el of main.querySelectorAll('img, svg, picture, video, iframe, canvas, input, select, textarea, button')) {
        const r = el.getBoundingClientRect();
        if (r.width < 8 || r.height < 8 || !el.checkVisibility({ visibilityProperty: true })) continue;
        mark(r.top, r.bottom, r.left, r.right);
      }
      // A card (a box with a border or a shadow, narrower than the window) fills its own width, whatever its text does.
      for (const el of main.querySelectorAll('div, li, section, aside, article, figure, details, form, table')) {
        const r = el.getBoundingClientRect();
        if (r.width < 8 || r.width > vw * 0.95 || r.height < 8) continue;
        const s = getComputedStyle(el);
        if (parseFloat(s.borderRightWidth) > 0 || s.boxShadow !== 'none') mark(r.top, r.bottom, r.left, r.right);
      }
      // A sticky card (a landing page's form, the contents rail) stays beside the text while its column lasts: it fills the
      // right from where it stands to the end of its parent, as the visitor sees it when scrolling.
      for (const el of main.querySelectorAll('*')) {
        if (getComputedStyle(el).position !== 'sticky' || !el.parentElement || !el.checkVisibility({ visibilityProperty: true })) continue;
        const r = el.getBoundingClientRect();
        if (r.width >= 8 && r.height >= 8) mark(r.top, el.parentElement.getBoundingClientRect().bottom, r.left, r.right);
      }
      let start = -1;
      let last = -1;
      for (let i = 0; i < rows; i++) {
        if (right[i]) start = -1;
        else if (left[i] !== undefined) {
          if (start === -1) start = i;
          last = i;
          const height = (last - start + 1) * step;
          if (height > emptyRight.height) Object.assign(emptyRight, { height, from: start * step, text: left[start] });
        }
      }
    }
    const bands = [...document.querySelectorAll('.band-bleed')].map((b) => ({ b, r: b.getBoundingClientRect() }));
    const coveredHeadings = [...document.querySelectorAll('h1, h2, h3')]
      .filter((h) => {
        const r = h.getBoundingClientRect();
        return r.height > 0 && bands.some(({ b, r: br }) => !b.contains(h) && r.bottom > br.top + 1 && r.top < br.bottom - 1 && r.right > br.left && r.left < br.right);
      })
      .map((h) => h.textContent?.trim() ?? '');
    const tallCells: string[] = [];
    for (const table of document.querySelectorAll('main table')) {
      const scroller = table.closest('.overflow-x-auto');
      if (getComputedStyle(table).display !== 'table' || !table.checkVisibility() || (scroller && scroller.scrollWidth > scroller.clientWidth)) continue;
      const label = table.querySelector('th, td')?.textContent?.trim().slice(0, 40) ?? '';
      let wraps = false;
      for (const cell of table.querySelectorAll<HTMLElement>('th, td')) {
        // Its own lines of text (a cell is as tall as its row, whatever its text does): the distinct tops of its line boxes.
        const range = document.createRange();
        range.selectNodeContents(cell);
        const n = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top))).size;
        if (n > 1) wraps = true;
        if (n > maxCellLines) tallCells.push(`${label}: "${cell.textContent?.trim().slice(0, 50)}" (${n} lines)`);
      }
      const room = table.parentElement?.getBoundingClientRect().width ?? 0;
      if (wraps && table.getBoundingClientRect().width < room - 2)
        tallCells.push(`${label}: the table is ${Math.round(table.getBoundingClientRect().width)} px wide in a column of ${Math.round(room)} px`);
    }
    const longPage: string[] = [];
    const rail = document.querySelector('main [data-reading="rail"] > [data-rail]');
    const column = rail?.parentElement?.querySelector('.reading-column');
    if (rail && column && rail.checkVisibility()) {
      const parts = [...column.querySelectorAll(':scope > *:not(.prose-body), :scope > .prose-body > *')].filter((el) => el.checkVisibility() && el.getBoundingClientRect().height > 0);
      const widths = new Set(parts.map((el) => Math.round(el.getBoundingClientRect().width)));
      if (widths.size > 2) longPage.push(`${widths.size} widths in the column: ${[...widths].sort((a, b) => a - b).join(', ')} px`);
      const prose = parts.filter((el) => el.tagName === 'P' && el.parentElement?.classList.contains('prose-body'));
      const proseRight = Math.max(...prose.map((el) => el.getBoundingClientRect().right));
      const white = rail.getBoundingClientRect().left - proseRight;
      if (prose.length > 0 && white > 200) longPage.push(`${Math.round(white)} px of white between the prose and the rail`);
      const mail = rail.querySelector('a[href^="mailto:"]');
      if (mail && new Set([...mail.getClientRects()].map((r) => Math.round(r.top))).size > 1) longPage.push('the rail card breaks its email address');
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport: vw, wide: wide.slice(0, 5), ctaVisible, tallSticky, slashLines, coveredHeadings, emptyRight, tallCells, longPage };
  }, maxCellLines);

/**
 * Card grids on the page as it is laid out now (design brief, "Card grids"): a grid of three cards or more whose
 * last row holds one card alone, or whose neighbours share an icon. Cards are the grid's children that look like
 * cards (a border, a shadow or a background of their own); a grid of one column is a list, and one row passes.
 */
export function lonelyCards(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const out: string[] = [];
    const looksLikeCard = (el: Element) => {
      const s = getComputedStyle(el);
      return parseFloat(s.borderTopWidth) > 0 || s.boxShadow !== 'none' || (s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent');
    };
    for (const grid of main.querySelectorAll('*')) {
      if (getComputedStyle(grid).display !== 'grid') continue;
      const cards = [...grid.children].filter((c) => (c as HTMLElement).offsetParent !== null && looksLikeCard(c));
      if (cards.length < 3 || cards.length !== grid.children.length) continue;
      const tops = cards.map((c) => Math.round(c.getBoundingClientRect().top));
      const rows = [...new Set(tops)];
      if (rows.length < 2 || rows.length === cards.length) continue; // one row, or one column
      const heading = grid.closest('section')?.querySelector('h2')?.textContent?.trim() ?? grid.className;
      // Neighbours in a grid never share an icon: each card's picture says what it is about.
      const icons = cards.map((c) => c.querySelector('.arch-tile svg')?.innerHTML ?? '');
      if (icons.some((icon, i) => icon !== '' && icons.indexOf(icon) !== i)) out.push(`"${heading}": two cards share an icon`);
      // A last card alone on its row leaves an empty slot beside it, unless it spans the whole row (a deliberate full-width tile).
      const last = cards.at(-1)!.getBoundingClientRect();
      const box = grid.getBoundingClientRect();
      const spansRow = last.width >= box.width - parseFloat(getComputedStyle(grid).paddingLeft) - parseFloat(getComputedStyle(grid).paddingRight) - 2;
      if (!spansRow && tops.filter((t) => t === rows[rows.length - 1]).length === 1) out.push(`"${heading}": ${cards.length} cards, ${tops.filter((t) => t === rows[0]).length} a row`);
    }
    return out;
  });
}
