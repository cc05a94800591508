import { useId } from 'react';
import { htmlLang, locales, type Locale } from '../../../config/locale';
import type { CashFlowWordsByLocale } from './types';

/** English / Italiano: the language the tool speaks and reads amounts in; each button named in its own language. */
export default function LanguageSwitch({ lang, words, onSwitch }: { lang: Locale; words: CashFlowWordsByLocale; onSwitch: (next: Locale) => void }) {
  const uid = useId();
  const t = words[lang];
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">{t.languageLabel}</legend>
      <span aria-hidden="true" className="basis-full font-semibold sm:basis-auto">
        {t.languageLabel}:
      </span>
      {locales.map((l) => (
        <label key={l} className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 px-3 ${lang === l ? 'border-brand bg-brand-soft font-semibold' : 'border-line'}`}>
          <input type="radio" name={`${uid}-lang`} value={l} checked={lang === l} onChange={() => onSwitch(l)} className="size-4 accent-brand" />
          <span lang={htmlLang[l]}>{words[l].languageName}</span>
        </label>
      ))}
    </fieldset>
  );
}
