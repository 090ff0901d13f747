'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';

async function fetchIp(url: string): Promise<string | null> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) return null;
  return ((await response.json()) as { ip: string | null }).ip;
}

/** The visitor's IP as the upstream sees it: asked per visitor, so the cached blocked screen stays shared. */
export function VisitorIp() {
  const t = useTranslations('blocked');
  const { data, isLoading } = useSWR('/api/system/status', fetchIp, { revalidateOnFocus: false });
  return (
    <p className="ip" aria-live="polite">
      {t('yourIp', { ip: isLoading ? '…' : data || t('ipUnknown') })}
    </p>
  );
}
