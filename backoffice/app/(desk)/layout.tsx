import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LocaleSwitch } from '@bo/components/layout/locale-switch';
import { LogoutButton } from '@bo/components/layout/logout-button';
import { NavLinks, type NavLink } from '@bo/components/layout/nav-links';
import { StaffProvider } from '@bo/components/layout/staff-provider';
import { currentStaff } from '@bo/lib/current-staff';
import { queueOf, sectionsFor } from '@bo/lib/sections';

export default async function DeskLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  const t = await getTranslations();
  const links: NavLink[] = [
    ...sectionsFor(staff.permissions).map((section) => ({ href: section.href, text: t(`nav.${section.key}`), queue: queueOf(section.key) })),
    { href: '/sessions', text: t('nav.sessions') },
  ];
  return (
    <StaffProvider staff={{ name: staff.name, permissions: staff.permissions }}>
      <header className="top-bar">
        <span className="brand">{t('app.title')}</span>
        <span className="who" data-testid="signed-in-as">
          {t('header.signedInAs', { name: staff.name, role: staff.role ?? '—' })}
        </span>
        <LocaleSwitch />
        <LogoutButton />
      </header>
      <NavLinks label={t('nav.label')} links={links} />
      <main id="content" className="desk-main">
        {children}
      </main>
    </StaffProvider>
  );
}
