import { useEffect, useId, useRef } from 'react';

interface ErrorSummaryItem {
  /** The message, as shown under the field. */
  message: string;
  /** id of the field it is about: the message links to it. Without one (an error about the whole form) it is plain text. */
  fieldId?: string | undefined;
}

export interface ErrorSummaryProps {
  /** The heading, e.g. "There is a problem". */
  title: string;
  items: ErrorSummaryItem[];
  /** Counts the failed submits: the summary takes focus when it appears and again on each one. */
  attempt: number;
  /** The heading's level, one below the heading it sits under. */
  headingLevel?: 2 | 3;
  /** Spacing and colours for where it sits. */
  className?: string;
}

/**
 * The error summary of every form (the GOV.UK pattern): a box at the top of the form that takes focus,
 * is announced, and links each message to its field. Following a link brings the field's label into
 * view too, so the question is read with its answer. Renders nothing while there are no errors.
 */
export default function ErrorSummary({ title, items, attempt, headingLevel = 2, className = '' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (items.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div ref={ref} tabIndex={-1} aria-labelledby={id} className={`rounded-md border-4 border-danger p-4 ${className}`}>
      <div role="alert">
        <Heading id={id} className="font-sans text-lg font-bold text-ink">
          {title}
        </Heading>
        <ul className="mt-2 space-y-1">
          {items.map(({ message, fieldId }) => (
            <li key={fieldId ?? message}>
              {fieldId ? (
                <a
                  href={`#${fieldId}`}
                  className="font-semibold text-danger"
                  onClick={(event) => {
                    event.preventDefault();
                    document.querySelector(`label[for="${fieldId}"]`)?.scrollIntoView({ block: 'center' });
                    document.getElementById(fieldId)?.focus({ preventScroll: true });
                  }}
                >
                  {message}
                </a>
              ) : (
                <span className="font-semibold text-danger">{message}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
