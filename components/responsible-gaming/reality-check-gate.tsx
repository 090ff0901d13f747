'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useSession } from '@/lib/ui/use-session';

// The reminder's code (its timer, the status query, the dialog) loads for members only: guests and
// trials, who get most page views, never download it.
const RealityCheck = lazyComponent(() => import('./reality-check').then((module) => module.RealityCheck));

/** The reality check for a member (not a guest or a trial). */
export function RealityCheckGate() {
  const { session } = useSession();
  return session.isLogin && !session.isTrial ? <RealityCheck /> : null;
}
