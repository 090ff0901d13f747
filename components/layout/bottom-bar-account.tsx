'use client';

import { ACCOUNT_MENU_ID } from '@/components/auth/account-menu-id';
import { accountMenu, useAccountMenuOpen } from '@/lib/ui/account-menu-store';
import { authModal } from '@/lib/ui/auth-modal-store';
import { useSession } from '@/lib/ui/use-session';

/** The bottom bar's account button: members get the account sheet, guests the login dialog. */
export function BottomBarAccount({ label }: { label: string }) {
  const { session } = useSession();
  const open = useAccountMenuOpen();
  const member = session.isLogin && session.member !== null;
  return (
    <button
      type="button"
      data-account-menu-opener=""
      aria-expanded={member ? open : undefined}
      aria-controls={member ? ACCOUNT_MENU_ID : undefined}
      onClick={(event) => (member ? accountMenu.toggle(event.currentTarget) : authModal.open('login'))}
    >
      <span aria-hidden="true">👤</span>
      {label}
    </button>
  );
}
