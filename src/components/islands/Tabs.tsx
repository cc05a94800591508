import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  /** The tabs, in order; panel content arrives as the named slots panel0, panel1, … */
  tabs: { id: string; label: string }[];
  /** Index of the tab selected at first. */
  initial?: number;
  /** 'tabs' (underlined) or 'toggle' (a two-way switch look); the same WAI-ARIA tabs behaviour either way. */
  look?: 'tabs' | 'toggle';
  [slot: `panel${number}`]: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows move and select, Home/End jump to the
 * first/last tab, Tab moves into the panel. Every panel is in the pre-rendered HTML (hidden ones
 * with the hidden attribute), so the content is there before and without JavaScript.
 */
export default function Tabs(props: TabsProps) {
  const { label, tabs, initial = 0, look = 'tabs' } = props;
  const [selected, setSelected] = useState(initial);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const uid = useId();

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={look === 'toggle' ? 'inline-flex rounded-full border-2 border-brand p-1' : 'flex flex-wrap gap-1 border-b-2 border-line'}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${uid}-tab-${tab.id}`}
            aria-selected={i === selected}
            aria-controls={`${uid}-panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            data-replay={`tab-${tab.id}`}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
            className={
              look === 'toggle'
                ? `min-h-11 rounded-full px-5 font-semibold ${i === selected ? 'bg-brand text-white' : 'text-brand-dark hover:bg-brand-soft'}`
                : `-mb-0.5 min-h-11 border-b-4 px-4 font-semibold ${i === selected ? 'border-brand text-brand-dark' : 'border-transparent text-muted hover:text-brand-dark'}`
            }
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={`${uid}-panel-${tab.id}`} aria-labelledby={`${uid}-tab-${tab.id}`} hidden={i !== selected} tabIndex={0} className="mt-6 focus-visible:outline-offset-4">
          {props[`panel${i}`]}
        </div>
      ))}
    </div>
  );
}
