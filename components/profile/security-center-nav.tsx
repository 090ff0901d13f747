import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/ui/locale-link';

const PAGES = [
  ['/securityCenter', 'navOverview'],
  ['/securityCenter/profile', 'navProfile'],
  ['/securityCenter/bind', 'navBind'],
  ['/securityCenter/fundsPassword', 'navFunds'],
] as const;

/** The security center's own pages (spec §2 securityCenter, "my account"). */
export async function SecurityCenterNav({ current }: { current: (typeof PAGES)[number][0] }) {
  const t = await getTranslations('profile');
  return (
    <nav aria-label={t('navLabel')} className="security-center-nav">
      <ul className="hub-links">
        {PAGES.map(([href, label]) => (
          <li key={href}>
            <LocaleLink href={href} className="hub-link" aria-current={href === current ? 'page' : undefined}>
              {t(label)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
