'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { MemberProfile } from '@/contract/profile';
import { callApi } from '@/lib/ui/post-json';
import { useProblemText } from '@/lib/ui/use-messages';
import type { FieldProblem } from '@/lib/validation/field-problem';

export const PROFILE_KEY = '/api/profile';

async function fetchProfile(url: string): Promise<MemberProfile> {
  const result = await callApi<MemberProfile>(url);
  if (!result.ok) throw Object.assign(new Error(result.error.code), { code: result.error.code });
  return result.data;
}

/** The member's profile, shared by the security center's forms through SWR. */
export function useProfile() {
  return useSWR(PROFILE_KEY, fetchProfile, { revalidateOnFocus: false });
}

/** A field problem's text: `profile.validation.<kind>` first, else the site's validation texts. */
export function useProfileProblemText() {
  const t = useTranslations('profile.validation');
  const siteText = useProblemText();
  return (problem: FieldProblem | undefined | null) => {
    if (!problem) return null;
    return t.has(problem.kind as never) ? t(problem.kind as never) : siteText(problem);
  };
}
