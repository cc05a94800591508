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
}

/** One pass over the page at its current width. */
export const measureLayout = (page: Page): Promise<Measure> =>
  page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    /** True when an ancestor clips its overflow, so a wide child cannot widen the page. */
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== 'visible' || style.contain.includes('paint')) return true;
      }
      return false;
    };
    const wide: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Past the right edge it widens the page; past the left edge only if partly on screen
      // (wholly off-screen elements, like a form's hidden trap field, are never seen).
      if (r.right <= vw + 1 && (r.left >= -1 || r.right <= 0)) continue;
      const style = getComputedStyle(el);
      // Visually hidden text (sr-only) is clipped to a pixel and never seen.
      if (style.position === 'absolute' && style.clipPath !== 'none' && r.width <= 1) continue;
      if (style.visibility === 'hidden' || clipped(el)) continue;
      wide.push(
        `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '')
          .split(' ')
          .slice(0, 3)
          .join('.')} (${Math.round(r.left)}–${Math.round(r.right)})`,
      );
    }
    const cta = document.querySelector<HTMLElement>('[data-header-cta]');
    const box = cta?.getBoundingClientRect();
    const ctaVisible = Boolean(cta && box && cta.checkVisibility() && box.width > 0 && box.left >= 0 && box.right <= vw && box.top >= 0);
    return { scrollWidth: document.documentElement.scrollWidth, viewport: vw, wide: wide.slice(0, 5), ctaVisible };
  });
