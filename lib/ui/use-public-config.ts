'use client';

import useSWR from 'swr';
import type { RegistrationForm } from '@/lib/validation/registration';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} ${response.status}`);
  return response.json();
}

/** Site flags (spec §3): which login, registration and reset options are on. */
export function useSiteFlags() {
  return useSWR<Record<string, boolean>>('/api/system/flags', getJson, { revalidateOnFocus: false });
}

/** The server-driven registration form: methods, SMS verification and field rules. */
export function useRegisterSettings() {
  return useSWR<RegistrationForm & { countryDialingCodes: string[] }>('/api/register/settings', getJson, {
    revalidateOnFocus: false,
  });
}

/** Third-party sign-in providers the platform has configured (none: no buttons). */
export function useOauthProviders() {
  return useSWR<{ providers: string[] }>('/api/oauth/providers', getJson, { revalidateOnFocus: false });
}
