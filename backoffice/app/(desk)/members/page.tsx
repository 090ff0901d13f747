import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';
import { MemberSearch } from '@bo/components/members/member-search';
import '@bo/components/members/members.css';

export const generateMetadata = screenMetadata('members');

export default async function MembersPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const { q } = await searchParams;
  return (
    <DeskScreen screen="members" permission="members:read">
      <MemberSearch q={typeof q === 'string' ? q.slice(0, 200) : ''} />
    </DeskScreen>
  );
}
