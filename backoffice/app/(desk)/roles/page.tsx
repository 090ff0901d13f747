import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotAllowed } from '@bo/components/layout/not-allowed';
import { RoleList } from '@bo/components/roles/role-list';
import { currentStaff } from '@bo/lib/current-staff';
import '@bo/components/members/members.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('roles'))('title') };
}

export default async function RolesPage() {
  const staff = await currentStaff();
  if (!staff.permissions.includes('staff:read')) return <NotAllowed />;
  const t = await getTranslations('roles');
  return (
    <>
      <h1>{t('title')}</h1>
      <RoleList />
    </>
  );
}
