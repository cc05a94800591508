import { z } from 'astro/zod';
import { parseConfig } from './parse';

/*
 * The firm's claims: every statement about the firm's record, speed, savings, certifications or
 * guarantees that a visitor would take as a fact. The old site made them without evidence; here each
 * one is switched off until the firm confirms it (`confirmed: true`) and, where one exists, says what
 * backs it (`evidence`). `npm run check:release` lists every claim still unconfirmed.
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
    /** What kind of claim: certifications and guarantees need evidence before they can be shown. */
    kind: z.enum(['record', 'speed', 'saving', 'scarcity', 'value', 'certification', 'guarantee']),
    /** The claim as a page states it once confirmed: one sentence or a short phrase, in both languages. */
    statement: words,
    /** Wording that is true without confirmation, shown while the claim is unconfirmed; omit to hide it. */
    fallback: words.optional(),
    /** True only when the firm has checked the claim and can back it. */
    confirmed: z.boolean(),
    /** True when the firm has decided not to make the claim at all: never shown (only the fallback, if any), and the release check stops asking. */
    withdrawn: z.boolean().optional(),
    /** What backs the claim (a certificate number, a client count from the practice system, …). */
    evidence: z.string().min(3).optional(),
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
] as const;
export type ClaimId = (typeof claimIds)[number];

const claimsSchema = z.record(z.enum(claimIds), claimSchema);
export type Claim = z.infer<typeof claimSchema>;
export type Claims = Record<ClaimId, Claim>;

export function parseClaims(value: unknown): Claims {
  const parsed = parseConfig('claims.ts', claimsSchema, value) as Partial<Claims>;
  const missing = claimIds.filter((id) => !parsed[id]);
  if (missing.length) throw new Error(`Invalid configuration in src/config/claims.ts:\n${missing.map((id) => `  - ${id}: missing`).join('\n')}`);
  return parsed as Claims;
}

export const claims = parseClaims({
  'restaurants-served': {
    kind: 'record',
    statement: { en: 'More than 100 Italian restaurants trust us with their books, payroll and VAT.', it: 'Più di 100 ristoranti italiani ci affidano contabilità, buste paga e IVA.' },
    confirmed: false,
  },
  'setup-time': {
    kind: 'speed',
    statement: { en: 'Set-up is typically complete within 48 hours once we have your details.', it: 'La configurazione si completa di norma entro 48 ore dal ricevimento dei suoi dati.' },
    fallback: { en: 'We agree the set-up timetable with you before we start.', it: 'Concordiamo con lei i tempi della configurazione prima di iniziare.' },
    confirmed: false,
  },
  'migration-time': {
    kind: 'speed',
    statement: {
      en: 'A move to cloud software typically takes 24 to 48 hours once we have your data.',
      it: 'Il passaggio a un software in cloud richiede di norma 24-48 ore dal ricevimento dei suoi dati.',
    },
    fallback: { en: 'We agree the timetable for the move with you once we have seen your records.', it: 'Concordiamo con lei i tempi del passaggio dopo aver visto le sue scritture.' },
    confirmed: false,
  },
  'reply-time': {
    kind: 'speed',
    statement: { en: 'We reply to every enquiry within 24 hours on working days.', it: 'Rispondiamo a ogni richiesta entro 24 ore nei giorni lavorativi.' },
    fallback: { en: 'We reply by email or phone, in English or Italian.', it: 'Le rispondiamo per email o per telefono, in italiano o in inglese.' },
    confirmed: false,
  },
  'same-day-response': {
    kind: 'speed',
    statement: { en: 'Same-day response on working days.', it: 'Risposta in giornata nei giorni lavorativi.' },
    confirmed: false,
  },
  'promo-limited-places': {
    kind: 'scarcity',
    statement: { en: 'Places are limited each month.', it: 'I posti sono limitati ogni mese.' },
    confirmed: false,
  },
  'consultation-value': {
    kind: 'value',
    statement: { en: 'The consultation is worth £250.', it: 'La consulenza ha un valore di 250 sterline.' },
    confirmed: false,
  },
  accuracy: {
    kind: 'guarantee',
    statement: { en: '99.9% accuracy.', it: 'Precisione del 99,9%.' },
    confirmed: false,
  },
  saving: {
    kind: 'saving',
    statement: { en: 'Save up to 70% compared with employing a full-time bookkeeper.', it: 'Risparmi fino al 70% rispetto a un contabile assunto a tempo pieno.' },
    confirmed: false,
  },
  'hours-saved': {
    kind: 'saving',
    statement: { en: 'Save 15 to 25 hours a month.', it: 'Risparmi da 15 a 25 ore al mese.' },
    confirmed: false,
  },
  'iso-27001': {
    kind: 'certification',
    statement: { en: 'Certified to ISO 27001.', it: 'Certificati ISO 27001.' },
    confirmed: false,
  },
  uptime: {
    kind: 'guarantee',
    statement: { en: '99.9% uptime guarantee.', it: 'Disponibilità garantita al 99,9%.' },
    confirmed: false,
  },
  // Confirm this together with 'setup-time': the packages' timelines and the general set-up time must not contradict each other.
  'mtd-package-timelines': {
    kind: 'speed',
    statement: { en: 'Each MTD package shows how long set-up takes.', it: 'Ogni pacchetto MTD indica i tempi di configurazione.' },
    confirmed: false,
  },
});

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
