import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotAllowed } from '@bo/components/layout/not-allowed';
import { MemberSearch } from '@bo/components/members/member-search';
import { currentStaff } from '@bo/lib/current-staff';
import '@bo/components/members/members.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('members'))('title') };
}

export default async function MembersPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const staff = await currentStaff();
  if (!staff.permissions.includes('members:read')) return <NotAllowed />;
  const t = await getTranslations('members');
  const { q } = await searchParams;
  return (
    <>
      <h1>{t('title')}</h1>
      <MemberSearch q={typeof q === 'string' ? q.slice(0, 200) : ''} />
    </>
  );
}
