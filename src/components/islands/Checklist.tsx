import { useEffect, useId, useRef, useState } from 'react';
import { printWith } from '../../lib/print';
import { useReady } from '../../lib/ready';
import { fill } from '../../lib/fill';
import { formatDate, visitorToday } from '../../lib/dates';
import type { Locale } from '../../config/locale';
import type { Checklist as ChecklistData, MtdLabels } from '../../content/schemas/mtd';

export interface ChecklistProps {
  checklist: ChecklistData;
  /** Shown at the top of the downloaded file. */
  firmName: string;
  labels: MtdLabels['checklist'];
  /** The page's language: the downloaded file is dated in it. */
  locale: Locale;
}

const storageKey = (id: string) => `mtd-checklist:${id}`;

function load(id: string): Set<string> {
  try {
    const raw = window.localStorage.getItem(storageKey(id));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

function save(id: string, ticked: Set<string>) {
  try {
    if (ticked.size === 0) window.localStorage.removeItem(storageKey(id));
    else window.localStorage.setItem(storageKey(id), JSON.stringify([...ticked]));
  } catch {
    /* storage unavailable: ticks last for this visit only */
  }
}

/**
 * A tickable checklist. Ticks are kept in this browser (localStorage) until Reset; progress is shown
 * as "n of N" and a bar; Print prints the checklist alone; Download saves it, ticks included, as a
 * text file. The boxes are uncontrolled (the DOM holds the ticks), so a tick made before the island
 * woke up is kept and saved with the others. Where the browser blocks storage, ticks last for the visit.
 */
export default function Checklist({ checklist, firmName, labels, locale }: ChecklistProps) {
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [loaded, setLoaded] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const uid = useId();
  useReady(rootRef);
  const items = checklist.sections.flatMap((s) => s.items);
  const total = items.length;
  const done = items.filter((i) => ticked.has(i.id)).length;
  const progress = fill(labels.progress, { done, total });

  const boxes = () => [...(rootRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"][data-item]') ?? [])];

  // On waking: the saved ticks plus any made before the island woke up.
  useEffect(() => {
    const next = load(checklist.id);
    for (const box of boxes()) {
      const id = box.dataset.item ?? '';
      if (box.checked) next.add(id);
      else if (next.has(id)) box.checked = true;
    }
    setTicked(next);
    setLoaded(true);
  }, [checklist.id]);

  useEffect(() => {
    if (loaded) save(checklist.id, ticked);
  }, [ticked, loaded, checklist.id]);

  const toggle = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const reset = () => {
    for (const box of boxes()) box.checked = false;
    setTicked(new Set());
  };

  const download = () => {
    const lines = [`${checklist.title} (${firmName})`, `${progress}, ${formatDate(visitorToday(), locale)}`, ''];
    for (const section of checklist.sections) {
      if (checklist.sections.length > 1) lines.push(section.title);
      for (const item of section.items) lines.push(`[${ticked.has(item.id) ? 'x' : ' '}] ${item.text}${item.highPriority ? ` (${labels.highPriority.toLowerCase()})` : ''}`);
      lines.push('');
    }
    const url = URL.createObjectURL(new Blob([lines.join('\n')], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${checklist.id === 'guide' ? labels.fileGuide : labels.fileCompliance}.txt`;
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
  };

  const print = () =>
    printWith(() => {
      document.documentElement.dataset.printChecklist = checklist.id;
      return () => delete document.documentElement.dataset.printChecklist;
    });

  return (
    <div ref={rootRef} className="checklist rounded-xl border border-line bg-paper p-5 sm:p-6" data-checklist={checklist.id}>
      <h3 id={`${uid}-title`} className="text-2xl font-bold">
        {checklist.title}
      </h3>
      <p id={`${uid}-progress-text`} className="mt-2 font-semibold" data-progress>
        {progress}
      </p>
      <progress max={total} value={done} aria-labelledby={`${uid}-progress-text`} className="mt-2 h-3 w-full overflow-hidden rounded-full accent-brand" />
      {checklist.sections.map((section) => (
        <fieldset key={section.title} className="mt-6">
          <legend className="font-serif text-xl font-bold text-brand-dark">{section.title}</legend>
          <ul className="mt-3 space-y-2">
            {section.items.map((item) => {
              const id = `${uid}-${item.id}`;
              const isTicked = ticked.has(item.id);
              return (
                <li key={item.id} className="flex items-start gap-3">
                  <input id={id} type="checkbox" data-item={item.id} defaultChecked={false} onChange={(e) => toggle(item.id, e.target.checked)} className="mt-1 size-5 shrink-0 accent-brand" />
                  <label htmlFor={id} className={`cursor-pointer ${isTicked ? 'text-muted line-through' : ''}`}>
                    {item.text}
                    {item.highPriority && <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white no-underline">{labels.highPriority}</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <div className="no-print mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={print} className="inline-flex min-h-11 items-center rounded-lg border-2 border-brand bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
          {labels.print}
        </button>
        <button type="button" onClick={download} className="inline-flex min-h-11 items-center rounded-lg border-2 border-brand px-4 font-semibold text-brand hover:bg-brand-soft">
          {labels.download}
        </button>
        <button type="button" onClick={reset} className="inline-flex min-h-11 items-center rounded-lg border-2 border-line px-4 font-semibold text-ink hover:bg-mist">
          {labels.reset}
        </button>
      </div>
      <p className="no-print mt-3 text-sm text-muted">{labels.savedNote}</p>
    </div>
  );
}
