'use client';

import { useTranslations } from 'next-intl';
import { ClientLocaleLink } from '@/components/ui/client-locale-link';
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
  // The label writes the count as a plain argument, not as `#`: `#` formats it with the page's
  // first Intl.NumberFormat, which costs a phone a long task (about 250 ms at a phone's speed),
  // on every page of a member's frame.
  const badge = unread > 0 ? <CountBadge count={unread} label={t('inbox.badge', { count: unread })} testId={`inbox-badge-${variant}`} /> : null;
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
