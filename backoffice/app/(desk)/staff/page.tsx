import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotAllowed } from '@bo/components/layout/not-allowed';
import { StaffList } from '@bo/components/staff/staff-list';
import { currentStaff } from '@bo/lib/current-staff';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('staff'))('title') };
}

export default async function StaffPage() {
  const staff = await currentStaff();
  if (!staff.permissions.includes('staff:read')) return <NotAllowed />;
  const t = await getTranslations('staff');
  return (
    <>
      <h1>{t('title')}</h1>
      <StaffList />
    </>
  );
}
