'use client';

import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useGatedAction } from '@/lib/ui/use-gated-action';
import { useSession } from '@/lib/ui/use-session';
import { HeaderBalance } from '@/components/wallet/header-balance';
import { LogoutButton } from './logout-button';
import { OpenAuthButton } from './open-auth-button';

/** The per-user part of the header: rendered in the browser so public pages stay cacheable. */
export function HeaderAccount() {
  const t = useTranslations('nav');
  const router = useRouter();
  const gated = useGatedAction();
  const { session, isLoading } = useSession();

  if (isLoading) return <div className="header-account" aria-busy="true" />;

  if (!session.isLogin || !session.member) {
    return (
      <div className="header-account">
        <OpenAuthButton label={t('login')} />
        <OpenAuthButton label={t('register')} view="register" primary={false} />
      </div>
    );
  }

  return (
    <div className="header-account">
      <button type="button" className="btn" data-testid="header-account" onClick={() => gated(() => router.push('/member'))}>
        {session.member.nickname || session.member.account}
      </button>
      <HeaderBalance />
      <button type="button" className="btn" onClick={() => gated(() => router.push('/securityCenter'))}>
        {t('securityCenter')}
      </button>
      {session.isAgent ? (
        <Link href="/agentHome" className="btn">
          {t('agent')}
        </Link>
      ) : null}
      <LogoutButton />
    </div>
  );
}
