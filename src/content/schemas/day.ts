import { z } from 'astro/zod';

/**
 * A calendar day written year-month-day (2026-08-11), with or without quotes. A day that does not
 * exist (2026-13-01, 2026-02-30) is refused: JavaScript would roll it over to another date without a
 * word, and the site would publish that one.
 */
export const day = () =>
  z.union([z.date(), z.string()]).transform((value, ctx) => {
    if (value instanceof Date) {
      if (!Number.isNaN(value.getTime())) return value;
    } else {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
      const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
      if (m && date && date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3])) return date;
    }
    const written = value instanceof Date ? 'This' : `"${value}"`;
    ctx.addIssue({ code: 'custom', message: `${written} is not a day that exists. Write the date as year-month-day, with the month from 01 to 12, for example 2026-08-11.` });
    return z.NEVER;
  });
