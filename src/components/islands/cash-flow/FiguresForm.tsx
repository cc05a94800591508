import type { RefObject, SyntheticEvent } from 'react';
import type { CashFlowWords } from '../../../content/schemas/cash-flow';
import type { FieldName } from '../../../lib/cash-flow';
import ErrorSummary from '../ErrorSummary';

/** What is wrong with each field, and with the form as a whole. */
export type FigureErrors = Partial<Record<FieldName | 'form', string>>;

const groups: { key: 'income' | 'costs' | 'position'; fields: FieldName[] }[] = [
  { key: 'income', fields: ['monthlyRevenue', 'receivables'] },
  { key: 'costs', fields: ['rent', 'salaries', 'utilities', 'operationalCosts'] },
  { key: 'position', fields: ['outstandingReceivables', 'outstandingPayables'] },
];

interface FiguresFormProps {
  t: CashFlowWords;
  /** Prefix of the ids inside the tool. */
  uid: string;
  formRef: RefObject<HTMLFormElement | null>;
  errors: FigureErrors;
  /** Failed submits so far: the error summary takes focus on each. */
  failedSubmits: number;
  onSubmit: (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => void;
  /** Hidden while a result stands in its place; what was typed stays in its inputs. */
  hidden: boolean;
}

/**
 * The eight amounts, in three groups, with the error summary above them. The inputs are uncontrolled:
 * the DOM holds what the visitor typed, read on submit, so nothing typed before the island woke up is
 * overwritten by hydration.
 */
export default function FiguresForm({ t, uid, formRef, errors, failedSubmits, onSubmit, hidden }: FiguresFormProps) {
  const summary = (Object.entries(errors) as [FieldName | 'form', string][]).map(([name, message]) => ({
    message,
    fieldId: name === 'form' ? undefined : `${uid}-${name}`,
  }));
  return (
    <form ref={formRef} method="dialog" noValidate onSubmit={onSubmit} hidden={hidden} aria-labelledby={`${uid}-form-heading`} className="rounded-xl border border-line bg-paper p-5 shadow-sm sm:p-8">
      <h2 id={`${uid}-form-heading`} className="text-2xl font-bold">
        {t.formHeading}
      </h2>
      <p className="mt-2 text-muted">{t.formIntro}</p>

      <ErrorSummary title={t.errors.summaryTitle} items={summary} attempt={failedSubmits} headingLevel={3} className="mt-6" />

      {groups.map((group) => (
        <fieldset key={group.key} className="mt-8">
          <legend className="font-serif text-xl font-bold text-brand-dark">{t.groups[group.key]}</legend>
          <div className="mt-4 grid gap-5 md:grid-cols-2">
            {group.fields.map((name) => {
              const id = `${uid}-${name}`;
              const error = errors[name];
              return (
                // A column whose input sits at its foot: beside a field with a longer hint, the two inputs stay on one line.
                <div key={name} className="flex flex-col">
                  <label htmlFor={id} className="block font-semibold">
                    {t.fields[name].label}
                  </label>
                  <p id={`${id}-hint`} className="mt-1 mb-1 text-sm text-muted">
                    {t.fields[name].hint}
                  </p>
                  {/* Amounts are in pounds: the sign sits before the box (GOV.UK's prefix), which fills its column. */}
                  <div className="mt-auto">
                    {error && (
                      <p id={`${id}-error`} className="mb-1 font-semibold text-danger">
                        <span className="sr-only">{t.errors.prefix}</span> {error}
                      </p>
                    )}
                    <div className="flex">
                      <span aria-hidden="true" className={`flex items-center rounded-l-md border-2 border-r-0 bg-mist px-3 font-semibold ${error ? 'border-danger' : 'border-muted'}`}>
                        £
                      </span>
                      <input
                        id={id}
                        name={name}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        required
                        defaultValue=""
                        aria-invalid={error ? true : undefined}
                        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                        className={`block w-full min-w-0 rounded-r-md border-2 bg-white px-3 py-2.5 text-base tabular-nums ${error ? 'border-danger' : 'border-muted'}`}
                      />
                    </div>
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <button type="submit" data-replay="cash-flow-submit" className="btn btn-accent mt-8">
        {t.submit}
      </button>
    </form>
  );
}
