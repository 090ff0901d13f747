'use client';

import type { ReactNode } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { authModal } from '@/lib/ui/auth-modal-store';
import { useSession } from '@/lib/ui/use-session';

interface Props {
  label: string;
  /** Rendered by the server (bottom-bar-icon.tsx), so the icon adds nothing to the page's JavaScript. */
  icon: ReactNode;
}

function GuestButton({ label, icon }: Props) {
  return (
    <button type="button" onClick={() => authModal.open('login')}>
      {icon}
      {label}
    </button>
  );
}

// The member's button opens the account menu, whose code only members download: the header's module
// (member-account.tsx), so the two share one chunk rather than each carrying the menu.
const MemberButton = lazyComponent(() => import('@/components/auth/member-account').then((module) => module.AccountMenuOpener));

/** The bottom bar's account button: members get the account sheet, guests the login dialog. */
export function BottomBarAccount(props: Props) {
  const { session } = useSession();
  return session.isLogin && session.member ? <MemberButton {...props} /> : <GuestButton {...props} />;
}
