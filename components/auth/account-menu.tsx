'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { RewardCenterBadge } from '@/components/member-center/claimable-badges';
import { InboxLink } from '@/components/member-center/inbox-link';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { usePathname } from '@/lib/i18n/client-navigation';
import { accountMenu, useAccountMenuOpen } from '@/lib/ui/account-menu-store';
import { authModal } from '@/lib/ui/auth-modal-store';
import { useAfterLoad } from '@/lib/ui/use-after-load';
import { VipBadge } from '@/components/loyalty/vip-badge';
import { MemberAvatar } from '@/components/profile/member-avatar';
import { AccountMenuMessages, preloadAccountMenuMessages } from './form-messages';
import { LogoutButton } from './logout-button';

const ACCOUNT_MENU_ID = 'account-menu';

/** The site flags that add entries to the account menu (spec §2 Header). */
export interface AccountMenuFlags {
  /** PTSYS3: points mall. */
  pointMall: boolean;
  /** MANPLAYREB3: manual rebate. */
  manualRebate: boolean;
}

interface AccountMenuProps {
  name: string;
  /** The avatar's version (security center); none shows the name's first letter. */
  avatar?: string | null;
  isAgent: boolean;
  /** Trial players get the real-account warning instead of a member page (spec §6). */
  isTrial: boolean;
  flags: AccountMenuFlags;
}

/**
 * Spec §2 Header account menu: records, profit/loss, rewards, points (PTSYS3), my account, agent
 * entry (agents), manual rebate (MANPLAYREB3), bank card, deposit records, withdraw and sign out. A
 * drop-down under the header's button on desktop, a sheet from the bottom on phones (the bottom bar
 * opens it). Escape, the cover and the close button shut it and give focus back to the opener.
 * The panel and its texts come on the page when the menu first opens (the texts are fetched once
 * the page is idle, so it opens at once): a member's page does not build a hidden menu it may never show.
 */
export function AccountMenu({ name, avatar, isAgent, isTrial, flags }: AccountMenuProps) {
  const open = useAccountMenuOpen();
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const pathname = usePathname();
  const locale = useLocale();
  const idle = useAfterLoad();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (idle) preloadAccountMenuMessages(locale);
  }, [idle, locale]);
  useEffect(() => accountMenu.close(), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // The sign-out question is a dialog of its own: its Escape closes only the dialog.
      if (event.key === 'Escape' && !(event.target as Element | null)?.closest?.('[role="dialog"]:not(#account-menu)')) accountMenu.close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target) && !(target as Element).closest?.('[data-account-menu-opener]')) accountMenu.close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="account-menu">
      <button
        ref={button}
        type="button"
        className="btn account-menu-button"
        data-testid="header-account"
        aria-expanded={open}
        aria-controls={ACCOUNT_MENU_ID}
        onClick={(event) => accountMenu.toggle(event.currentTarget)}
      >
        <MemberAvatar version={avatar} name={name} size={24} />
        <span className="account-name">{name}</span>
      </button>
      {open ? <div className="account-menu-cover" aria-hidden="true" onClick={() => accountMenu.close(true)} /> : null}
      {opened ? (
        <AccountMenuMessages>
          <AccountMenuPanel panel={panel} open={open} name={name} isAgent={isAgent} isTrial={isTrial} flags={flags} />
        </AccountMenuMessages>
      ) : null}
    </div>
  );
}

/** The menu's panel: its links, the VIP level and badges while open, sign out; focus moves into it on opening. */
function AccountMenuPanel({ panel, open, name, isAgent, isTrial, flags }: Omit<AccountMenuProps, 'avatar'> & { panel: RefObject<HTMLDivElement | null>; open: boolean }) {
  const t = useTranslations('accountMenu');
  const tRg = useTranslations('rgMenu');

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [open, panel]);

  const links = (
    [
      ['/personalHistoryCopy', t('bettingRecord'), true],
      ['/transactionHistory', t('accountRecord'), true],
      ['/personalProfit', t('profitLoss'), true],
      ['/rewardCenter', t('rewardCenter'), true],
      ['/pointMall', t('points'), flags.pointMall],
      ['/securityCenter', t('myAccount'), true],
      ['/securityCenter/limits', tRg('limits'), true],
      ['/playResponsibly', tRg('playResponsibly'), true],
      ['/agentHome', t('agent'), isAgent],
      ['/manualRebate', t('manualRebate'), flags.manualRebate],
      ['/bankCard', t('bankCard'), true],
      ['/voucherReport', t('depositRecords'), true],
      ['/withdraw', t('withdraw'), true],
    ] as const
  ).filter(([, , shown]) => shown);

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    accountMenu.close();
    if (isTrial) {
      event.preventDefault();
      authModal.open('trialWarning');
    }
  };

  return (
    <div ref={panel} id={ACCOUNT_MENU_ID} className="account-menu-panel" role="dialog" aria-label={t('title')} hidden={!open}>
      <div className="account-menu-head">
        <ClientLocaleLink href="/member" className="account-menu-name" onClick={follow}>
          {name}
        </ClientLocaleLink>
        {/* The VIP level (loyalty): read when the menu opens, not on every page. */}
        {open && !isTrial ? <VipBadge onFollow={() => accountMenu.close()} /> : null}
        <button type="button" className="btn btn-icon" aria-label={t('close')} onClick={() => accountMenu.close(true)}>
          ✕
        </button>
      </div>
      <ul>
        {links.map(([href, label]) => (
          <li key={href}>
            <ClientLocaleLink href={href} className="account-menu-link" onClick={follow}>
              {label}
              {/* Spec §2 red badges: read while the menu is open only. */}
              {open && href === '/rewardCenter' && !isTrial ? <RewardCenterBadge label={label} /> : null}
            </ClientLocaleLink>
          </li>
        ))}
        {isTrial ? null : (
          <li>
            <InboxLink variant="menu" live />
          </li>
        )}
        <li>
          <LogoutButton />
        </li>
      </ul>
    </div>
  );
}

/**
 * The phone's bottom-bar button for the same menu (components/layout/bottom-bar-account.tsx loads
 * it for members only, so guests' pages carry no menu code).
 */
export function AccountMenuOpener({ label, icon }: { label: string; icon: ReactNode }) {
  const open = useAccountMenuOpen();
  return (
    <button
      type="button"
      data-account-menu-opener=""
      aria-expanded={open}
      aria-controls={ACCOUNT_MENU_ID}
      onClick={(event) => accountMenu.toggle(event.currentTarget)}
    >
      {icon}
      {label}
    </button>
  );
}
