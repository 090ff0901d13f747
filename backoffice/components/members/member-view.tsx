'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { MemberOverview } from '@/contract/member-admin';
import { useCan } from '../layout/staff-provider';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { MemberAccess } from './member-access';
import { MemberActions } from './member-actions';
import { MemberHistory } from './member-history';
import { MemberMoney } from './member-money';
import { MemberNotes } from './member-notes';
import { MemberSummary } from './member-summary';

const SECTIONS = ['summary', 'actions', 'money', 'access', 'notes', 'history'] as const;

/** One member's 360 view: who they are, their money and play, their access, notes and history, and the actions the staff member may take. */
export function MemberView({ account }: { account: string }) {
  const t = useTranslations('members');
  const can = useCan();
  // The actions section is there only for who may act (MemberActions shows nothing otherwise).
  const sections = SECTIONS.filter((section) => section !== 'actions' || can('members:edit') || can('members:adjust') || can('inbox:send'));
  const overview = useSWR<MemberOverview>(`/api/members/${encodeURIComponent(account)}`);
  const [notice, setNotice] = useState<{ text: string; tone: 'ok' | 'wait' } | null>(null);
  const done = async (text: string, tone: 'ok' | 'wait' = 'ok') => {
    setNotice({ text, tone });
    await overview.mutate();
  };
  return (
    <>
      <p className="breadcrumb">
        <Link href="/members">{t('view.back')}</Link>
      </p>
      <h1>{t('view.title', { account })}</h1>
      <Notice text={notice?.text ?? null} tone={notice?.tone} />
      <QueryState data={overview.data ? [overview.data] : undefined} error={overview.error} isLoading={overview.isLoading} retry={() => overview.mutate()} empty="">
        {([member]) => (
          <>
            <nav aria-label={t('view.jump')} className="jump-links">
              <ul>
                {sections.map((section) => (
                  <li key={section}>
                    <a href={`#member-${section}`}>{t(`view.sections.${section}`)}</a>
                  </li>
                ))}
              </ul>
            </nav>
            <MemberSummary member={member} />
            <MemberActions member={member} onDone={done} />
            <MemberMoney member={member} />
            <MemberAccess member={member} />
            <MemberNotes member={member} onDone={done} />
            <MemberHistory history={member.history} />
          </>
        )}
      </QueryState>
    </>
  );
}
