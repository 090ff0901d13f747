'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { Modal } from '@/components/ui/modal';
import { usePathname } from '@/lib/i18n/navigation';
import { authModal, useAuthModal, type AuthView } from '@/lib/ui/auth-modal-store';

// Each form (with the validation library) loads when its dialog first opens, not with every page.
const ChangePasswordForm = dynamic(() => import('./change-password-form').then((module) => module.ChangePasswordForm));
const ForgotPasswordForm = dynamic(() => import('./forgot-password-form').then((module) => module.ForgotPasswordForm));
const LoginForm = dynamic(() => import('./login-form').then((module) => module.LoginForm));
const RegisterForm = dynamic(() => import('./register-form').then((module) => module.RegisterForm));
const TrialWarning = dynamic(() => import('./trial-warning').then((module) => module.TrialWarning));
const VerifyLoginForm = dynamic(() => import('./verify-login-form').then((module) => module.VerifyLoginForm));

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
