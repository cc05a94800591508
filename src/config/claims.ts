import { z } from 'astro/zod';
import { firmDataPath, readFirmData } from './data-file';
import { parseDataFile } from './parse';

/*
 * The firm's claims (content/firm/claims.yaml): every statement about the firm's record, speed,
 * savings, certifications or guarantees that a visitor would take as a fact. The old site made them
 * without evidence; here each one is switched off until the firm confirms it (`confirmed: true`)
 * and, where one exists, says what backs it (`evidence`). `npm run check:release` lists every claim
 * still unconfirmed.
 *
 * Pages never type a claim: they write {claim:id} (English) or {claimIt:id} (Italian) in frontmatter,
 * or <Claim id="…" /> in MDX prose. What a page shows:
 *   - confirmed:               `statement` (the claim itself);
 *   - not confirmed, `fallback` set: `fallback`, a sentence that is true without confirmation;
 *   - not confirmed, no fallback:   nothing (the claim is left out).
 * A certification or guarantee has no fallback and can only be confirmed with evidence.
 * A claim the firm will never make is marked `withdrawn: true`: it stays off the site and the
 * release check stops listing it.
 */

const words = z.object({ en: z.string().min(3), it: z.string().min(3) }).strict();

const claimSchema = z
  .object({
    kind: z
      .enum(['record', 'speed', 'saving', 'scarcity', 'value', 'certification', 'guarantee'])
      .describe('What kind of claim: certifications and guarantees need evidence before they can be shown.'),
    statement: words.describe('The claim as a page states it once confirmed: one sentence or a short phrase, in both languages.'),
    fallback: words.optional().describe('Wording that is true without confirmation, shown while the claim is unconfirmed; omit to hide it.'),
    confirmed: z.boolean().describe('True only when the firm has checked the claim and can back it.'),
    withdrawn: z.boolean().default(false).describe('True when the firm has decided not to make the claim at all: never shown (only the fallback, if any), and the release check stops asking.'),
    evidence: z.string().min(3).optional().describe('What backs the claim (a certificate number, a client count from the practice system, …).'),
  })
  .strict()
  .refine((c) => !(c.kind === 'certification' || c.kind === 'guarantee') || c.fallback === undefined, {
    message: 'a certification or guarantee has no fallback wording: it is shown only once confirmed',
    path: ['fallback'],
  })
  .refine((c) => !(c.confirmed && (c.kind === 'certification' || c.kind === 'guarantee')) || c.evidence !== undefined, {
    message: 'a confirmed certification or guarantee needs its evidence',
    path: ['evidence'],
  })
  .refine((c) => !(c.confirmed && c.withdrawn), { message: 'a claim cannot be both confirmed and withdrawn', path: ['withdrawn'] });

export const claimIds = [
  'restaurants-served',
  'setup-time',
  'migration-time',
  'reply-time',
  'same-day-response',
  'promo-limited-places',
  'consultation-value',
  'accuracy',
  'saving',
  'hours-saved',
  'iso-27001',
  'uptime',
  'mtd-package-timelines',
  'mtd-ready-time',
  'mtd-penalty-cover',
] as const;
export type ClaimId = (typeof claimIds)[number];

export const claimsSchema = z.record(z.enum(claimIds), claimSchema);
export type Claim = z.infer<typeof claimSchema>;
export type Claims = Record<ClaimId, Claim>;

/** Checks the claims as read from content/firm/claims.yaml: every id present, each claim valid; a wrong value stops the build naming the file and the key. */
export function parseClaims(value: unknown): Claims {
  const file = firmDataPath('claims.yaml');
  const parsed = parseDataFile(file, claimsSchema, value) as Partial<Claims>;
  const missing = claimIds.filter((id) => !parsed[id]);
  if (missing.length) throw new Error(`Invalid data in ${file}:\n${missing.map((id) => `  - ${id}: missing`).join('\n')}`);
  return parsed as Claims;
}

/** The firm's claims, from content/firm/claims.yaml. */
export const claims = parseClaims(readFirmData('claims.yaml'));

/** What a page shows for a claim, in a language: the claim, its true-without-confirmation wording, or '' (left out). */
export function claimText(id: ClaimId, lang: 'en' | 'it' = 'en', all: Claims = claims): string {
  const claim = all[id];
  if (claim.confirmed) return claim.statement[lang];
  return claim.fallback?.[lang] ?? '';
}

/** True when a claim may be shown as made (confirmed). */
export function isConfirmed(id: ClaimId, all: Claims = claims): boolean {
  return all[id].confirmed;
}
