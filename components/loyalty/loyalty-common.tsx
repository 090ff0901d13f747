'use client';

import { useTranslations } from 'next-intl';
import { businessDateTime } from '@/contract/business-time';
import { useErrorText } from '@/lib/ui/use-messages';

/** A loyalty call's refusal or failure, in the member's language (messages loyalty.errors). */
export function LoyaltyError({ code, onRetry }: { code: string; onRetry?: () => void }) {
  const t = useTranslations('loyalty');
  const errorText = useErrorText('loyalty');
  return (
    <div role="alert" className="form-error">
      <p>{errorText(code)}</p>
      {onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}

/** A BFF read for SWR: its JSON, or an error carrying the BFF's code. */
export async function fetchLoyalty<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store' }).catch(() => null);
  if (!response) throw Object.assign(new Error('network_error'), { code: 'network_error' });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw Object.assign(new Error('loyalty'), { code: json?.error?.code ?? 'generic' });
  return json as T;
}

export const loyaltyErrorCode = (error: unknown) => (error as { code?: string }).code ?? 'generic';

/** A moment in the member's language and the site's time zone. */
export function formatMoment(iso: string, locale: string): string {
  return businessDateTime(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
}
