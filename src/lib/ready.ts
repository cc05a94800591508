import { useEffect, type RefObject } from 'react';

/**
 * Marks an island's root element `data-ready` once React has hydrated it and attached its
 * handlers (effects run after that). src/directives/interaction.ts waits for this mark before it
 * replays a click that landed earlier, and tests wait for it instead of for time.
 */
export function useReady(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    ref.current?.setAttribute('data-ready', '');
  }, [ref]);
}
