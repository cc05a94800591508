/** A person's initials for a card without a photo: the first letters of their first and last names ("Giulia Rossi" → "GR"). */
export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('')
    .toUpperCase();
