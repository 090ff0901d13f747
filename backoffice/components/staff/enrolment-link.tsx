'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

/** A one-time enrolment link, shown once: the platform keeps only its hash. */
export function EnrolmentLink({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const t = useTranslations('staff');
  const id = useId();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/enrol#${token}`;
  const copy = async () => {
    await navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('linkTitle', { name })}</h2>
      <p>{t('linkHint')}</p>
      <label htmlFor={id} className="visually-hidden">
        {t('linkLabel', { name })}
      </label>
      <input id={id} className="mono" readOnly value={link} data-testid="enrolment-link" onFocus={(event) => event.currentTarget.select()} />
      <div className="row-actions">
        <button type="button" onClick={copy}>
          {copied ? t('copied') : t('copy')}
        </button>
        <button type="button" onClick={onDone}>
          {t('linkDone')}
        </button>
      </div>
    </section>
  );
}
