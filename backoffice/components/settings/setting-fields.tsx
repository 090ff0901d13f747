'use client';
// The settings forms' inputs, bound to the surrounding form (FormProvider in settings-form.tsx) by
// their path: a label, the input, and the contract schema's problem in the staff member's language.
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { get, useController, useFormContext } from 'react-hook-form';

/** The contract's messages (contract/operator-settings.ts and the schemas it reuses) the forms explain. */
const PROBLEMS = [
  'amount_invalid',
  'amount_zero',
  'whole_number',
  'too_small',
  'too_large',
  'time_invalid',
  'min_above_max',
  'promptpay_id_invalid',
  'usdt_address_invalid',
  'bank_unknown',
  'account_number_invalid',
  'control_characters',
  'flag_unknown',
  'address_invalid',
  'country_invalid',
  'label_invalid',
  'label_repeated',
  'url_invalid',
  'vendor_code_invalid',
  'required_needs_enabled',
  'reason_short',
  'reason_long',
  'english_required',
] as const;

/** The zod messages of schemas written before this screen, read as the problem they name. */
const ALIASES: Record<string, (typeof PROBLEMS)[number]> = { 'an amount like 1000 or 1000.00': 'amount_invalid', 'text.en is required': 'english_required' };

export function useProblemText() {
  const t = useTranslations('settings.problems');
  return (message: string | undefined): string => {
    const key = ALIASES[message ?? ''] ?? message;
    return (PROBLEMS as readonly string[]).includes(key ?? '') ? t(key as (typeof PROBLEMS)[number]) : t('invalid');
  };
}

/** The problem the form found at `name`, as text; undefined when there is none. */
function useProblemAt(name: string): string | undefined {
  const { formState } = useFormContext();
  const text = useProblemText();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return error ? text(error.message) : undefined;
}

function Field({ id, label, hint, problem, children }: { id: string; label: string; hint?: string; problem?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {problem || hint ? (
        <p id={`${id}-hint`} className={problem ? 'field-error' : 'hint'}>
          {problem ?? hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ name, label, hint, type = 'text', inputMode }: { name: string; label: string; hint?: string; type?: string; inputMode?: 'decimal' | 'numeric' }) {
  const id = useId();
  const { register } = useFormContext();
  const problem = useProblemAt(name);
  return (
    <Field id={id} label={label} hint={hint} problem={problem}>
      <input id={id} type={type} inputMode={inputMode} spellCheck={false} aria-invalid={problem ? true : undefined} aria-describedby={problem || hint ? `${id}-hint` : undefined} {...register(name)} />
    </Field>
  );
}

export function NumberField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const id = useId();
  const { register } = useFormContext();
  const problem = useProblemAt(name);
  return (
    <Field id={id} label={label} hint={hint} problem={problem}>
      <input id={id} type="number" inputMode="numeric" step={1} aria-invalid={problem ? true : undefined} aria-describedby={problem || hint ? `${id}-hint` : undefined} {...register(name, { valueAsNumber: true })} />
    </Field>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const { register } = useFormContext();
  const problem = useProblemAt(name);
  return (
    <div className="field field-check">
      <input id={id} type="checkbox" aria-invalid={problem ? true : undefined} {...register(name)} />
      <label htmlFor={id}>{label}</label>
      {problem ? <p className="field-error">{problem}</p> : null}
    </div>
  );
}

export function SelectField({ name, label, options, numeric = false }: { name: string; label: string; options: { value: string | number; text: string }[]; numeric?: boolean }) {
  const id = useId();
  const { register } = useFormContext();
  const problem = useProblemAt(name);
  return (
    <Field id={id} label={label} problem={problem}>
      <select id={id} aria-invalid={problem ? true : undefined} {...register(name, numeric ? { valueAsNumber: true } : {})}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A list of short values, one a line (addresses, countries, vendor codes); blank lines are dropped. */
export function LinesField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const id = useId();
  const { control, formState } = useFormContext();
  const { field } = useController({ name, control });
  const [text, setText] = useState(() => ((field.value as string[] | undefined) ?? []).join('\n'));
  const text2problem = useProblemText();
  // The list's own problem, or the first of its lines'.
  const errors = get(formState.errors, name) as ({ message?: string } & Record<number, { message?: string }>) | undefined;
  const lineProblem = errors && !errors.message ? Object.entries(errors).find(([key]) => /^\d+$/.test(key)) : undefined;
  const problem = errors?.message ? text2problem(errors.message) : lineProblem ? `${Number(lineProblem[0]) + 1}: ${text2problem((lineProblem[1] as { message?: string }).message)}` : undefined;
  return (
    <Field id={id} label={label} hint={hint} problem={problem}>
      <textarea
        id={id}
        rows={4}
        spellCheck={false}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem || hint ? `${id}-hint` : undefined}
        onBlur={field.onBlur}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(
            event.target.value
              .split('\n')
              .map((line) => line.trim())
              .filter((line) => line !== ''),
          );
        }}
      />
    </Field>
  );
}
