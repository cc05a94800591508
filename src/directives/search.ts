import type { ClientDirective } from 'astro';
import interaction from './interaction';

/** True when a key press is typing into a field, where `/` is a character and not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * client:search: the header's search entry. It hydrates like client:interaction (first pointer,
 * touch, focus or key inside it, with the first click replayed), and also on `/` pressed anywhere
 * on the page, which opens search: the key press clicks the entry's `data-replay="search-open"`
 * control, which client:interaction holds and replays once the island has hydrated (and which,
 * awake, opens search itself). Until then the page loads no JavaScript and nothing of Pagefind.
 */
const searchDirective: ClientDirective = (load, options, el) => {
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTyping(event.target)) return;
    const control = el.querySelector<HTMLElement>('[data-replay="search-open"]');
    if (!control) return;
    event.preventDefault();
    control.click();
  });
  return interaction(load, options, el);
};

export default searchDirective;
