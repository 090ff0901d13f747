'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Modal } from '@/components/ui/modal';
import { usePathname } from '@/lib/i18n/navigation';
import { authModal, useAuthModal, type AuthView } from '@/lib/ui/auth-modal-store';
import { ChangePasswordForm } from './change-password-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { TrialWarning } from './trial-warning';
import { VerifyLoginForm } from './verify-login-form';

const TITLES: Record<AuthView, string> = {
  login: 'login.title',
  register: 'register.title',
  forgot: 'forgot.title',
  changePassword: 'changePassword.title',
  verify: 'verify.title',
  trialWarning: 'trial.title',
};

/** The host of every account dialog; `/login` and `/register` open theirs on arrival (spec §2). */
export function AuthModals() {
  const t = useTranslations();
  const state = useAuthModal();
  const pathname = usePathname();
  const audience = pathname === '/agent' ? 'agent' : 'member';

  useEffect(() => {
    if (pathname === '/login') authModal.open('login');
    if (pathname === '/register') authModal.open('register');
  }, [pathname]);

  if (!state.view) return null;
  const close = state.forced ? undefined : authModal.close;

  return (
    <Modal title={t(TITLES[state.view] as never)} closeLabel={t('login.close')} onClose={close}>
      {state.view === 'login' ? <LoginForm audience={audience} /> : null}
      {state.view === 'register' ? <RegisterForm /> : null}
      {state.view === 'forgot' ? <ForgotPasswordForm /> : null}
      {state.view === 'changePassword' ? <ChangePasswordForm forced={Boolean(state.forced)} /> : null}
      {state.view === 'verify' ? <VerifyLoginForm methods={state.methods ?? []} audience={state.audience ?? audience} /> : null}
      {state.view === 'trialWarning' ? <TrialWarning /> : null}
    </Modal>
  );
}
