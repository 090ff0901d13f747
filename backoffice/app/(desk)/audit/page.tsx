import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuditTrail } from '@bo/components/audit/audit-trail';
import { NotAllowed } from '@bo/components/layout/not-allowed';
import { currentStaff } from '@bo/lib/current-staff';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('audit'))('title') };
}

export default async function AuditPage() {
  const staff = await currentStaff();
  if (!staff.permissions.includes('audit:read')) return <NotAllowed />;
  const t = await getTranslations('audit');
  return (
    <>
      <h1>{t('title')}</h1>
      <AuditTrail />
    </>
  );
}
