'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { loginModal, useLoginModalOpen } from '@/lib/ui/login-modal-store';
import { useSession } from '@/lib/ui/use-session';
import type { PublicSession } from '@/lib/session-types';
import { Modal } from '@/components/ui/modal';
import { LoginForm } from './login-form';
import { safeNextPath } from './safe-next-path';

/** Renders the login modal when anything opened it; on `/login` it opens by itself (spec §2). */
export function LoginModalHost() {
  const t = useTranslations('login');
  const open = useLoginModalOpen();
  const router = useRouter();
  const { mutate } = useSession();
  const onLoginRoute = usePathname() === '/login';

  useEffect(() => {
    if (onLoginRoute) loginModal.open();
  }, [onLoginRoute]);

  if (!open) return null;

  async function onSuccess(session: PublicSession) {
    await mutate(session, { revalidate: false });
    loginModal.close();
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
    if (session.isAgent) router.push('/agentHome');
    else if (next) router.push(next);
    else if (onLoginRoute) router.push('/');
  }

  return (
    <Modal title={t('title')} closeLabel={t('close')} onClose={loginModal.close}>
      <LoginForm onSuccess={onSuccess} />
    </Modal>
  );
}
