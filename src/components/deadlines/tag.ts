/**
 * The label of the calendar a deadline is in ("VAT: Jan, Apr, Jul, Oct"): one class list for the deadlines page's rows
 * (DeadlineList.astro) and the tools' next-deadline tile (NextDeadline.tsx). It ends with a space: the calendar's colours follow.
 * On one line: a label broken in two read as a blob (review 11b, Italian at 320 px).
 */
export const deadlineTag = 'inline-block max-w-full rounded-full whitespace-nowrap px-2.5 py-0.5 text-sm font-semibold ';
