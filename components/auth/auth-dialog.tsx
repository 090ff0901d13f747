'use client';

import { useTranslations } from 'next-intl';
import { lazyComponent } from '@/components/ui/lazy-component';
import { Modal } from '@/components/ui/modal';
import { authModal, type AuthModalState, type AuthView } from '@/lib/ui/auth-modal-store';
import { FormMessages } from './form-messages';

// Each form (with the validation library) loads when its dialog first opens, not with every page.
const ChangePasswordForm = lazyComponent(() => import('./change-password-form').then((module) => module.ChangePasswordForm));
const ForgotPasswordForm = lazyComponent(() => import('./forgot-password-form').then((module) => module.ForgotPasswordForm));
const LoginForm = lazyComponent(() => import('./login-form').then((module) => module.LoginForm));
const RegisterForm = lazyComponent(() => import('./register-form').then((module) => module.RegisterForm));
const TrialWarning = lazyComponent(() => import('./trial-warning').then((module) => module.TrialWarning));
const VerifyLoginForm = lazyComponent(() => import('./verify-login-form').then((module) => module.VerifyLoginForm));

const TITLES: Record<AuthView, string> = {
  login: 'login.title',
  register: 'register.title',
  forgot: 'forgot.title',
  changePassword: 'changePassword.title',
  verify: 'verify.title',
  trialWarning: 'trial.title',
};

/** The open account dialog (auth-modals.tsx decides when; this code and the forms' texts load only then). */
export function AuthDialog(props: { state: AuthModalState & { view: AuthView }; audience: 'member' | 'agent' }) {
  return (
    <FormMessages>
      <AuthDialogBody {...props} />
    </FormMessages>
  );
}

function AuthDialogBody({ state, audience }: { state: AuthModalState & { view: AuthView }; audience: 'member' | 'agent' }) {
  const t = useTranslations();
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
