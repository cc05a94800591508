import type { ClientDirective } from 'astro';

/** Events that show a visitor is about to use the island. */
const triggers = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * client:interaction: hydrate on the first pointer, touch, focus or key inside the island, or, with
 * `client:interaction="visible"`, as soon as it scrolls into view (a form that restores a draft):
 * into the upper three quarters of the window, so a form whose top edge only peeks in at the foot
 * of a phone's first screen (the landing pages put it right after the hero) loads nothing until
 * the visitor scrolls or touches it.
 *
 * Controls that need JavaScript carry a `data-replay` attribute. A click on one of them that
 * lands before the island is ready is held and replayed on the same control once it is. The
 * island says it is ready itself: its root gets `data-ready` in an effect (src/lib/ready.ts), which
 * runs only after React has attached its handlers. There is no deadline: a slow phone gets its
 * click replayed however long loading takes. If loading fails, the held click is let through, so
 * the control's plain HTML behaviour (a link, a form submission) happens. Links need no replay.
 */
const interactionDirective: ClientDirective = (load, options, el) => {
  let started = false;
  let failed = false;
  let pending: string | null = null;

  let awake = false;
  /** Once ready, always ready (an island may re-render the element that carried the mark). */
  const ready = () => awake || (awake = el.querySelector('[data-ready]') !== null);
  const find = (key: string) => el.querySelector<HTMLElement>(`[data-replay="${CSS.escape(key)}"]`);

  const replay = () => {
    if (!pending) return;
    const target = find(pending);
    pending = null;
    target?.click();
  };

  // The island cannot wake (Astro reports a failed download or render with this event): let the
  // visitor's held click do what the plain HTML does.
  const fail = () => {
    if (failed || awake) return;
    failed = true;
    el.setAttribute('data-failed', '');
    replay();
  };
  el.addEventListener('astro:hydration-error', fail);

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of triggers) el.removeEventListener(type, start);
    try {
      const hydrate = await load();
      await hydrate();
    } catch {
      return fail();
    }
    if (failed) return;
    if (ready()) return replay();
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      replay();
    });
    observer.observe(el, { attributes: true, attributeFilter: ['data-ready'], subtree: true });
  };

  el.addEventListener(
    'click',
    (event) => {
      if (failed || ready()) return;
      const control = event.target instanceof Element ? event.target.closest('[data-replay]') : null;
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      pending = control.getAttribute('data-replay');
      void start();
    },
    true,
  );
  for (const type of triggers) el.addEventListener(type, start, { passive: true });

  if (options.value === 'visible') {
    const watch = () => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            void start();
          }
        },
        { rootMargin: '0px 0px -25% 0px' },
      );
      for (const child of el.children) observer.observe(child);
    };
    // Only once the page's own scripts have run: an offer page read after its end date hides its
    // form then (OfferSwitch.astro), and a form that was never really shown must load nothing.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch, { once: true });
    else watch();
  }
};

export default interactionDirective;
