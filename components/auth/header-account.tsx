'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/ui/use-session';
import { HeaderBalance } from '@/components/wallet/header-balance';
import { LogoutButton } from './logout-button';
import { OpenLoginButton } from './open-login-button';

/** The per-user part of the header: rendered in the browser so public pages stay cacheable. */
export function HeaderAccount() {
  const t = useTranslations('nav');
  const { session, isLoading } = useSession();

  if (isLoading) return <div className="header-account" aria-busy="true" />;

  if (!session.isLogin || !session.member) {
    return (
      <div className="header-account">
        <OpenLoginButton label={t('login')} />
      </div>
    );
  }

  return (
    <div className="header-account">
      <Link href="/member" className="btn" data-testid="header-account">
        {session.member.nickname || session.member.account}
      </Link>
      <HeaderBalance />
      {session.isAgent ? (
        <Link href="/agentHome" className="btn">
          {t('agent')}
        </Link>
      ) : null}
      <LogoutButton />
    </div>
  );
}
