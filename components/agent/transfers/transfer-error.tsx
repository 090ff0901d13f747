'use client';

import { useTranslations } from 'next-intl';

/** Values the limit texts name ({min}, {max}, {remaining}), already formatted. */
export type LimitValues = Record<'min' | 'max' | 'remaining' | 'maxPayees', string>;

/** A transfer's refusal in the agent's language (codes of messages agentTransfers.errors). */
export function TransferError({ code, limits }: { code: string; limits?: LimitValues }) {
  const t = useTranslations('agentTransfers');
  // Codes with dots (invalid.payment.pw) are keys with underscores: message keys cannot hold dots.
  const key = `errors.${code.replace(/\./g, '_')}`;
  const values = limits ?? { min: '', max: '', remaining: '', maxPayees: '' };
  return (
    <p role="alert" className="form-error">
      {t.has(key as never) ? t(key as never, values as never) : t('errors.generic')}
    </p>
  );
}
