'use client';

import { useTranslations } from 'next-intl';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { InboxLink } from '@/components/member-center/inbox-link';
import { HeaderBalance } from '@/components/wallet/header-balance';
import type { PublicSession } from '@/lib/session-types';
import { AccountMenu, type AccountMenuFlags } from './account-menu';

/**
 * The bottom bar's account-sheet opener, loaded from here by bottom-bar-account.tsx: one lazy module
 * for the member's header and bottom bar, so their shared code downloads once, in one chunk.
 */
export { AccountMenuOpener } from './account-menu';

interface MemberAccountProps {
  session: PublicSession & { member: NonNullable<PublicSession['member']> };
  flags: AccountMenuFlags;
}

/**
 * The header for a logged-in member (header-account.tsx loads it): balance, withdraw, deposit and
 * the account menu. Phones keep one row: balance and deposit here, withdraw and the menu in the
 * account sheet the bottom bar opens.
 */
export function MemberAccount({ session, flags }: MemberAccountProps) {
  const t = useTranslations('nav');
  const { member, isAgent, isTrial } = session;
  return (
    <div className="header-account">
      <HeaderBalance live={!isTrial} />
      <ClientLocaleLink href="/withdraw" className="btn desktop-only">
        {t('withdraw')}
      </ClientLocaleLink>
      <ClientLocaleLink href="/depositv2" className="btn btn-primary" data-testid="header-deposit">
        {t('deposit')}
      </ClientLocaleLink>
      {/* Trial accounts have no inbox (spec §6: no unread-message fetch). */}
      {isTrial ? null : <InboxLink variant="header" live />}
      <AccountMenu name={member.nickname || member.account} avatar={member.avatar} isAgent={isAgent} isTrial={isTrial} flags={flags} />
    </div>
  );
}
