import { safeRedirectPath } from '@/lib/edge/safe-redirect';

/** A post-login target (`?next=`): only what lib/edge/safe-redirect.ts allows (open-redirect finding 4). */
export function safeNextPath(next: string | null): string | null {
  return safeRedirectPath(next);
}
