import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Permission } from '@/contract/staff-permissions';
import { currentStaff } from '@bo/lib/current-staff';
import type en from '../../messages/en.json';
import { NotAllowed } from './not-allowed';

/** The message namespaces of the desk's screens (each has a `title`; some an `intro`). */
type Screen =
  | 'agents'
  | 'approvals'
  | 'audit'
  | 'content'
  | 'deposits'
  | 'inbox'
  | 'keys'
  | 'mall'
  | 'members'
  | 'operations'
  | 'promotions'
  | 'reports'
  | 'roles'
  | 'sessions'
  | 'settings'
  | 'staff'
  | 'withdrawals';
type WithIntro = { [S in Screen]: (typeof en)[S] extends { intro: string } ? S : never }[Screen];

/**
 * A screen of the desk: its title (and its intro, where it has one) from its messages, shown only to
 * staff who hold `permission` — the page checks again what the navigation already hid, and the
 * platform checks every call regardless.
 */
export async function DeskScreen({ screen, permission, intro, children }: { screen: Screen; permission?: Permission; intro?: WithIntro; children: ReactNode }) {
  if (permission && !(await currentStaff()).permissions.includes(permission)) return <NotAllowed />;
  const t = await getTranslations(screen);
  return (
    <>
      <h1>{t('title')}</h1>
      {intro ? <p className="hint">{(await getTranslations(intro))('intro')}</p> : null}
      {children}
    </>
  );
}

/** The tab title of a desk screen: its messages' title. */
export function screenMetadata(screen: Screen): () => Promise<Metadata> {
  return async () => ({ title: (await getTranslations(screen))('title') });
}
