'use client';

import { useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { authModal } from '@/lib/ui/auth-modal-store';
import { useSession } from '@/lib/ui/use-session';

// The dialog's code and texts download on the first click: guests' pages carry neither.
const FeedbackDialog = lazyComponent(() => import('./feedback-dialog').then((module) => module.FeedbackDialog));

/**
 * The footer's "feedback and complaints" (spec §2 footer, §2 modals): the feedback dialog for a
 * member, the login modal for a guest, the real-account warning for a trial account (spec §6).
 */
export function FeedbackButton({ label }: { label: string }) {
  const { session } = useSession();
  const [open, setOpen] = useState(false);
  const onClick = () => {
    if (!session.isLogin) return authModal.open('login');
    if (session.isTrial) return authModal.open('trialWarning');
    setOpen(true);
  };
  return (
    <>
      <button type="button" className="link-button" onClick={onClick} data-testid="footer-feedback">
        {label}
      </button>
      {open ? <FeedbackDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
