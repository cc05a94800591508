/**
 * The label of the calendar a deadline is in ("VAT: Jan, Apr, Jul, Oct"): one class list for the deadlines page's rows
 * (DeadlineList.astro) and the tools' next-deadline tile (NextDeadline.tsx). It ends with a space: the calendar's colours follow.
 */
export const deadlineTag = 'inline-block max-w-full rounded-full px-2.5 py-0.5 text-sm font-semibold ';
