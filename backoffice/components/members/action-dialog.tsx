'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Modal } from '../ui/modal';
import { useScopedErrorText, useScopedFieldText } from '../ui/scoped-text';

/**
 * A staff action on a member in two steps: the form (what, and why — checked as the BFF and the
 * platform check it), then the confirmation that says what will happen, with Cancel focused; only
 * the confirmation runs it. A refusal is shown in the dialog, in the staff member's language.
 */
export function ActionDialog<T extends FieldValues>({
  open,
  title,
  intro,
  schema,
  defaultValues,
  fields,
  summary,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  intro: ReactNode;
  schema: z.ZodType;
  defaultValues: T;
  fields: (field: FieldHelpers<T>) => ReactNode;
  summary: (values: T) => ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: (values: T) => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations('members.dialog');
  const errorText = useScopedErrorText('members');
  const [checked, setChecked] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<T>({ resolver: zodResolver(schema as never) as unknown as Resolver<T>, defaultValues: defaultValues as never });
  const helpers = useFieldHelpers(form);
  // Each opening starts from the action's own values (compared by content: the parent builds them anew each render).
  const defaults = JSON.stringify(defaultValues);
  useEffect(() => {
    if (open) form.reset(JSON.parse(defaults) as T);
  }, [open, defaults, form]);
  const close = () => {
    setChecked(null);
    setError(null);
    onClose();
  };
  const next = form.handleSubmit((values) => {
    setError(null);
    setChecked(values);
  });
  const confirm = async () => {
    if (!checked) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(checked);
      setChecked(null);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const alert = error ? (
    <p role="alert" className="alert alert-error">
      {errorText(error)}
    </p>
  ) : null;
  return (
    <Modal open={open} title={title} onClose={close}>
      {(titleId) =>
        checked ? (
          <div aria-labelledby={titleId}>
            <div className="modal-body">
              <p>
                <strong>{t('confirmQuestion')}</strong>
              </p>
              {summary(checked)}
            </div>
            {alert}
            <div className="modal-actions">
              <button type="button" onClick={close} autoFocus>
                {t('cancel')}
              </button>
              <button type="button" onClick={() => setChecked(null)}>
                {t('back')}
              </button>
              <button type="button" className={danger ? 'danger' : 'primary'} onClick={confirm} disabled={busy} aria-busy={busy}>
                {confirmLabel}
              </button>
            </div>
          </div>
        ) : (
          <form onSubmit={next} aria-labelledby={titleId} noValidate>
            <div className="modal-body">{intro}</div>
            {fields(helpers)}
            {alert}
            <div className="modal-actions">
              <button type="button" onClick={close}>
                {t('cancel')}
              </button>
              <button type="submit" className="primary">
                {t('continue')}
              </button>
            </div>
          </form>
        )
      }
    </Modal>
  );
}

export interface FieldHelpers<T extends FieldValues> {
  form: UseFormReturn<T>;
  text: (name: Path<T>, label: string, options?: { hint?: string; multiline?: boolean; inputMode?: 'decimal' | 'text' }) => ReactNode;
}

/** A labelled input or textarea with its hint, or its problem once the form was sent. */
function useFieldHelpers<T extends FieldValues>(form: UseFormReturn<T>): FieldHelpers<T> {
  const fieldText = useScopedFieldText('members');
  const prefix = useId();
  return {
    form,
    text: (name, label, options = {}) => {
      const id = `${prefix}-${name}`;
      const problem = form.formState.errors[name]?.message as string | undefined;
      const props = { id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': `${id}-hint`, ...form.register(name) };
      return (
        <div className="field" key={name}>
          <label htmlFor={id}>{label}</label>
          {options.multiline ? <textarea rows={3} {...props} /> : <input inputMode={options.inputMode} autoComplete="off" {...props} />}
          <p id={`${id}-hint`} className={problem ? 'field-error' : 'hint'}>
            {problem ? fieldText(problem) : (options.hint ?? '')}
          </p>
        </div>
      );
    },
  };
}
