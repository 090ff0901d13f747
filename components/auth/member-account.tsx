'use client';

import { useTranslations } from 'next-intl';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { HeaderBalance } from '@/components/wallet/header-balance';
import { useRouter } from '@/lib/i18n/client-navigation';
import { useGatedAction } from '@/lib/ui/use-gated-action';
import type { PublicSession } from '@/lib/session-types';
import { LogoutButton } from './logout-button';

/** The header's buttons for a logged-in member (header-account.tsx loads them). */
export function MemberAccount({ member, isAgent }: { member: NonNullable<PublicSession['member']>; isAgent: boolean }) {
  const t = useTranslations('nav');
  const router = useRouter();
  const gated = useGatedAction();
  return (
    <div className="header-account">
      <button type="button" className="btn" data-testid="header-account" onClick={() => gated(() => router.push('/member'))}>
        {member.nickname || member.account}
      </button>
      <HeaderBalance />
      <button type="button" className="btn" onClick={() => gated(() => router.push('/securityCenter'))}>
        {t('securityCenter')}
      </button>
      {isAgent ? (
        <ClientLocaleLink href="/agentHome" className="btn">
          {t('agent')}
        </ClientLocaleLink>
      ) : null}
      <LogoutButton />
    </div>
  );
}
