import type { ClientDirective } from 'astro';

/** Events that show a visitor is about to use the island. */
const triggers = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** True once React has attached its props (and so its handlers) to the element. */
function isHydrated(el: Element): boolean {
  return Object.keys(el).some((key) => key.startsWith('__reactProps'));
}

/**
 * client:interaction: hydrate on the first pointer, touch, focus or key inside the island, or, with
 * `client:interaction="visible"`, as soon as it scrolls into view (a form that restores a draft).
 *
 * Controls that need JavaScript carry a `data-replay` attribute. A click on one of them that
 * lands before React has attached its handlers is held and replayed on the same control once it
 * has, so a visitor's first tap is never lost. Links need no replay: they work as plain HTML.
 */
const interactionDirective: ClientDirective = (load, options, el) => {
  let started = false;
  let hydrated = false;
  let pending: string | null = null;

  const find = (key: string) => el.querySelector<HTMLElement>(`[data-replay="${CSS.escape(key)}"]`);

  const flush = (deadline: number) => {
    if (!pending) return;
    const target = find(pending);
    if (target && isHydrated(target)) {
      pending = null;
      target.click();
    } else if (Date.now() < deadline) {
      requestAnimationFrame(() => flush(deadline));
    } else {
      pending = null;
    }
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of triggers) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    // React hydrates inside a transition: wait (briefly) for the control's handlers.
    flush(Date.now() + 3000);
  };

  el.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('[data-replay]') : null;
      if (!control || isHydrated(control)) return;
      event.preventDefault();
      event.stopPropagation();
      pending = control.getAttribute('data-replay');
      if (hydrated) flush(Date.now() + 3000);
      else void start();
    },
    true,
  );
  for (const type of triggers) el.addEventListener(type, start, { passive: true });

  if (options.value === 'visible') {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        void start();
      }
    });
    for (const child of el.children) observer.observe(child);
  }
};

export default interactionDirective;
