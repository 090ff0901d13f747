'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useEffect } from 'react';
import { usePathname } from '@/lib/i18n/client-navigation';
import { authModal, useAuthModal } from '@/lib/ui/auth-modal-store';

// Not needed for a page's first paint: the dialog frame and its forms load when one first opens.
const AuthDialog = lazyComponent(() => import('./auth-dialog').then((module) => module.AuthDialog));

/** The host of every account dialog; `/login` and `/register` open theirs on arrival (spec §2). */
export function AuthModals() {
  const state = useAuthModal();
  const pathname = usePathname();

  useEffect(() => {
    if (pathname === '/login') authModal.open('login');
    if (pathname === '/register') authModal.open('register');
  }, [pathname]);

  if (!state.view) return null;
  return <AuthDialog state={{ ...state, view: state.view }} audience={pathname === '/agent' ? 'agent' : 'member'} />;
}
