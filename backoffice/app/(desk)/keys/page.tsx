import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotAllowed } from '@bo/components/layout/not-allowed';
import { KeyList } from '@bo/components/roles/key-list';
import { currentStaff } from '@bo/lib/current-staff';
import '@bo/components/members/members.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('keys'))('title') };
}

export default async function KeysPage() {
  const staff = await currentStaff();
  if (!staff.permissions.includes('keys:manage')) return <NotAllowed />;
  const t = await getTranslations('keys');
  return (
    <>
      <h1>{t('title')}</h1>
      <KeyList />
    </>
  );
}
