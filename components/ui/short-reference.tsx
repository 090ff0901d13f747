'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** Long references (UUIDs, order numbers) show their first characters; a tap copies the whole one. */
const SHOWN = 8;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  // Pages served over plain http (an address on the local network) have no clipboard API.
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  document.execCommand('copy');
  field.remove();
}

/**
 * A record's reference in a table or card (issue #30): short enough for a phone, whole for the
 * clipboard, screen readers and the page's text (the full value is in the button, visually hidden).
 */
export function ShortReference({ value }: { value: string }) {
  const t = useTranslations('reference');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  if (value.length <= SHOWN + 2) return <span className="reference">{value}</span>;
  return (
    <span className="reference">
      <button
        type="button"
        className="reference-copy"
        title={value}
        aria-label={t('copy', { reference: value })}
        onClick={() => copyText(value).then(() => setCopied(true), () => undefined)}
      >
        <span aria-hidden="true">{value.slice(0, SHOWN)}…</span>
        <span className="visually-hidden">{value}</span>
      </button>
      <span role="status" className="reference-copied">
        {copied ? t('copied') : ''}
      </span>
    </span>
  );
}
