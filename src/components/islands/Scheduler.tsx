import { useRef, useState } from 'react';
import { fill } from '../../lib/fill';
import { useReady } from '../../lib/ready';

export interface SchedulerProps {
  /** The scheduling provider's public booking page (content/firm/contact.yaml). */
  bookingUrl: string;
  /** Length of the free consultation. */
  minutes: number;
  /** Wording in the page's language; {minutes} is filled in. */
  labels: { open: string; close: string; region: string; frameTitle: string };
}

/**
 * A facade for the third-party booking calendar: nothing is requested from the scheduling
 * provider (no script, no cookie) until the visitor asks for the calendar. It is then embedded
 * as a frame, and removed again when they close it or leave the page.
 */
export default function Scheduler({ bookingUrl, minutes, labels }: SchedulerProps) {
  const withMinutes = (text: string) => fill(text, { minutes });
  const [open, setOpen] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  useReady(openButtonRef);
  const embedUrl = `${bookingUrl}${bookingUrl.includes('?') ? '&' : '?'}embed_type=Inline`;

  if (!open) {
    return (
      <button
        ref={openButtonRef}
        type="button"
        data-replay="scheduler-open"
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => regionRef.current?.focus());
        }}
        // Full width with less side padding on a phone. Its label is the size of the hero's button (.btn), a step smaller
        // on phones up to 384 px (as .btn itself), where the card's padding leaves the longest label (Italian) less room.
        className="btn btn-accent w-full px-2 max-[24rem]:text-[0.8125rem] min-[24rem]:px-3 sm:w-auto sm:px-5"
      >
        {withMinutes(labels.open)}
      </button>
    );
  }
  return (
    <section ref={regionRef} tabIndex={-1} aria-label={labels.region} className="outline-none">
      <iframe
        src={embedUrl}
        title={withMinutes(labels.frameTitle)}
        className="h-[700px] w-full min-w-[min(320px,100%)] rounded-lg border border-line"
        loading="eager"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <button
        type="button"
        onClick={() => {
          setOpen(false);
          requestAnimationFrame(() => openButtonRef.current?.focus());
        }}
        className="mt-3 inline-flex min-h-11 items-center rounded-md border-2 border-brand px-4 font-semibold text-brand hover:bg-brand-soft"
      >
        {labels.close}
      </button>
    </section>
  );
}
