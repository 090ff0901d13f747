'use client';

import useSWR from 'swr';

async function fetchIp(url: string): Promise<string | null> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) return null;
  return ((await response.json()) as { ip: string | null }).ip;
}

/**
 * The visitor's IP as the upstream sees it: asked per visitor, so the cached blocked screen stays
 * shared. Its one text comes as a prop: the blocked screen's texts stay out of every page's messages.
 * Loaded by visitor-ip.tsx only on that screen.
 */
export function VisitorIpLookup({ unknownLabel }: { unknownLabel: string }) {
  const { data, isLoading } = useSWR('/api/system/status', fetchIp, { revalidateOnFocus: false });
  return <span aria-live="polite">{isLoading ? '…' : data || unknownLabel}</span>;
}
