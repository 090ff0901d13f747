'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { MachineKeyIssued } from '@/contract/machine-keys';

/** A new machine key's secret, shown this once: the platform keeps only its hash. */
export function IssuedKey({ issued, onDone }: { issued: MachineKeyIssued; onDone: () => void }) {
  const t = useTranslations('keys');
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(issued.key).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('secretTitle', { name: issued.name })}</h2>
      <p>{t('secretHint')}</p>
      <label htmlFor={id} className="visually-hidden">
        {t('secretLabel', { name: issued.name })}
      </label>
      <input id={id} className="mono" readOnly value={issued.key} data-testid="machine-key-secret" onFocus={(event) => event.currentTarget.select()} />
      <div className="row-actions">
        <button type="button" onClick={copy}>
          {copied ? t('copied') : t('copy')}
        </button>
        <button type="button" onClick={onDone}>
          {t('secretDone')}
        </button>
      </div>
    </section>
  );
}
