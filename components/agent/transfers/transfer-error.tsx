'use client';

import { useErrorText } from '@/lib/ui/use-messages';

/** Values the limit texts name ({min}, {max}, {remaining}), already formatted. */
export type LimitValues = Record<'min' | 'max' | 'remaining' | 'maxPayees', string>;

/** A transfer's refusal in the agent's language (codes of messages agentTransfers.errors). */
export function TransferError({ code, limits }: { code: string; limits?: LimitValues }) {
  const errorText = useErrorText('agentTransfers');
  return (
    <p role="alert" className="form-error">
      {errorText(code, limits ?? { min: '', max: '', remaining: '', maxPayees: '' })}
    </p>
  );
}
