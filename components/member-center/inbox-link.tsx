'use client';

import { useTranslations } from 'next-intl';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
import { useAfterLoad } from '@/lib/ui/use-after-load';
import { useInboxUnread } from '@/lib/ui/inbox-unread';
import { CountBadge } from './count-badge';
import { MemberCenterMessages } from './member-center-messages';

/**
 * The inbox's red count badge (spec §2; the reward center's and the missions' are in
 * claimable-badges.tsx, from their own calls).
 */
function InboxLinkBody({ live, variant }: { live: boolean; variant: 'header' | 'menu' }) {
  const t = useTranslations('memberCenter');
  const unread = useInboxUnread(live);
  const loaded = useAfterLoad();
  // The label's plural formats its number, and a page's first number format costs a phone a long
  // task: it is written once the page has loaded and the browser is idle (the title and the count
  // until then), and only when a badge shows.
  const badge = unread > 0 ? <CountBadge count={unread} label={loaded ? t('inbox.badge', { count: unread }) : `${t('inbox.title')}: ${unread}`} testId={`inbox-badge-${variant}`} /> : null;
  return (
    <ClientLocaleLink href="/messageV2" className={variant === 'header' ? 'btn btn-icon inbox-link' : 'account-menu-link'} aria-label={variant === 'header' ? t('inbox.title') : undefined}>
      {variant === 'header' ? <span aria-hidden="true">✉</span> : t('inbox.title')}
      {badge}
    </ClientLocaleLink>
  );
}

/** The inbox entry with its unread badge: the header's envelope, or a line of the account menu. */
export function InboxLink({ live, variant }: { live: boolean; variant: 'header' | 'menu' }) {
  return (
    <MemberCenterMessages>
      <InboxLinkBody live={live} variant={variant} />
    </MemberCenterMessages>
  );
}
