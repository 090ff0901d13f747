import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotAllowed } from '@bo/components/layout/not-allowed';
import { SettingsOverview } from '@bo/components/settings/settings-overview';
import { currentStaff } from '@bo/lib/current-staff';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('settings'))('title') };
}

export default async function SettingsPage() {
  const staff = await currentStaff();
  if (!staff.permissions.includes('settings:read')) return <NotAllowed />;
  const t = await getTranslations('settings');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="hint">{t('intro')}</p>
      <SettingsOverview />
    </>
  );
}
