import { callApi } from '@/lib/ui/post-json';

/** An SWR fetcher for the cashier's BFF reads: the data, or an error carrying the answer's code. */
export async function fetchJson<T>(url: string): Promise<T> {
  const result = await callApi<T>(url);
  if (!result.ok) throw Object.assign(new Error(result.error.code), { code: result.error.code });
  return result.data;
}

export const codeOf = (error: unknown): string | undefined => (error as { code?: string } | undefined)?.code;
