import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotAllowed } from '@bo/components/layout/not-allowed';
import { OperationsOverview } from '@bo/components/operations/operations-overview';
import { currentStaff } from '@bo/lib/current-staff';
import '@bo/components/members/members.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('operations'))('title') };
}

export default async function OperationsPage() {
  const staff = await currentStaff();
  if (!staff.permissions.includes('system:read')) return <NotAllowed />;
  const t = await getTranslations('operations');
  return (
    <>
      <h1>{t('title')}</h1>
      <OperationsOverview />
    </>
  );
}
