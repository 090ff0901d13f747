'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useTranslations } from 'next-intl';
import { useSession } from '@/lib/ui/use-session';
import type { AccountMenuFlags } from './account-menu';
import { OpenAuthButton } from './open-auth-button';

const busy = <div className="header-account" aria-busy="true" />;

// A member's buttons (balance, deposit, the account menu, logout and its dialog) load once a
// session is known to be a member's: guests, who get most page views, never download them.
const MemberAccount = lazyComponent(() => import('./member-account').then((module) => module.MemberAccount), busy);

/** The per-user part of the header: rendered in the browser so public pages stay cacheable. */
export function HeaderAccount({ flags }: { flags: AccountMenuFlags }) {
  const t = useTranslations('nav');
  const { session, isLoading } = useSession();

  if (isLoading) return busy;

  if (!session.isLogin || !session.member) {
    return (
      <div className="header-account">
        <OpenAuthButton label={t('login')} />
        <OpenAuthButton label={t('register')} view="register" primary={false} />
      </div>
    );
  }

  return <MemberAccount session={{ ...session, member: session.member }} flags={flags} />;
}
