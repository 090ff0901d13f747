'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { EnrolmentIssued, RoleRow, StaffRow } from '@/contract/admin-api';
import type { Permission } from '@/contract/staff-permissions';
import { api } from '@bo/lib/client/api';
import { useCan, useStaffName } from '../layout/staff-provider';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable, type Column } from '../ui/data-table';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { ReasonDialog } from '../ui/reason-dialog';
import { CreateStaffForm } from './create-staff-form';
import { EnrolmentLink } from './enrolment-link';
import { RoleDialog } from './role-dialog';

type Pending = { kind: 'role' | 'disable' | 'enrolment'; member: StaffRow } | null;

function stateOf(member: StaffRow): 'disabled' | 'locked' | 'active' | 'notEnrolled' {
  if (member.disabled) return 'disabled';
  if (member.locked) return 'locked';
  return member.enrolled ? 'active' : 'notEnrolled';
}

/** Staff members: create (shows the one-time enrolment link), change a role, issue a new link, disable. */
export function StaffList() {
  const t = useTranslations('staff');
  const format = useFormatter();
  const can = useCan();
  const me = useStaffName();
  const mayManage = can('staff:manage');
  const staff = useSWR<StaffRow[]>('/api/staff');
  const roles = useSWR<RoleRow[]>(mayManage ? '/api/roles' : null);
  const [pending, setPending] = useState<Pending>(null);
  const [issued, setIssued] = useState<EnrolmentIssued | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Nobody may hand out more than they hold (the platform refuses it too).
  const grantable = useMemo(() => (roles.data ?? []).filter((role) => role.permissions.every((permission) => can(permission as Permission))), [roles.data, can]);

  const columns = useMemo(() => {
    const list: Column<StaffRow>[] = [
      { id: 'name', header: t('name'), cell: ({ row }) => row.original.name },
      { id: 'role', header: t('role'), cell: ({ row }) => row.original.role },
      { id: 'state', header: t('state'), cell: ({ row }) => <span className={`badge badge-${stateOf(row.original)}`}>{t(`states.${stateOf(row.original)}`)}</span> },
      { id: 'lastLogin', header: t('lastLogin'), cell: ({ row }) => (row.original.lastLoginAt ? format.dateTime(new Date(row.original.lastLoginAt), { dateStyle: 'medium', timeStyle: 'short' }) : t('never')) },
      { id: 'createdBy', header: t('createdBy'), cell: ({ row }) => row.original.createdBy ?? '—' },
    ];
    if (mayManage) {
      list.push({
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) => {
          const member = row.original;
          if (member.name === me) return <span className="muted">{t('you')}</span>;
          if (member.disabled) return <span className="muted">—</span>;
          return (
            <div className="row-actions">
              <button type="button" onClick={() => setPending({ kind: 'role', member })} aria-label={t('changeRoleOf', { name: member.name })}>
                {t('changeRole')}
              </button>
              <button type="button" onClick={() => setPending({ kind: 'enrolment', member })} aria-label={t('newLinkFor', { name: member.name })}>
                {t('newLink')}
              </button>
              <button type="button" className="danger" onClick={() => setPending({ kind: 'disable', member })} aria-label={t('disableOne', { name: member.name })}>
                {t('disable')}
              </button>
            </div>
          );
        },
      });
    }
    return list;
  }, [t, format, mayManage, me]);

  const done = async (text: string) => {
    setPending(null);
    setNotice(text);
    await staff.mutate();
  };

  return (
    <>
      <Notice text={notice} />
      {mayManage && issued ? <EnrolmentLink name={issued.name} token={issued.enrolmentToken} onDone={() => setIssued(null)} /> : null}
      {mayManage && grantable.length > 0 ? (
        <CreateStaffForm
          roles={grantable}
          onCreated={(created) => {
            setIssued(created);
            setNotice(t('created', { name: created.name }));
            void staff.mutate();
          }}
        />
      ) : null}
      <QueryState data={staff.data} error={staff.error} isLoading={staff.isLoading} retry={() => staff.mutate()} empty={t('empty')}>
        {(rows) => <DataTable caption={t('caption')} columns={columns} data={rows} rowId={(row) => row.name} />}
      </QueryState>
      <RoleDialog
        member={pending?.kind === 'role' ? pending.member : null}
        roles={grantable}
        onClose={() => setPending(null)}
        onChanged={(name, role) => done(t('roleChanged', { name, role }))}
      />
      <ConfirmDialog
        open={pending?.kind === 'enrolment'}
        title={pending ? t('newLinkTitle', { name: pending.member.name }) : ''}
        confirmLabel={t('newLink')}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          const { data } = await api<EnrolmentIssued>(`/api/staff/${pending!.member.name}/enrolment`, { method: 'POST', body: {} });
          setIssued(data);
          await done(t('linkIssued', { name: data.name }));
        }}
      >
        <p>{t('newLinkBody')}</p>
      </ConfirmDialog>
      <ReasonDialog
        open={pending?.kind === 'disable'}
        title={pending ? t('disableTitle', { name: pending.member.name }) : ''}
        submitLabel={t('disable')}
        onClose={() => setPending(null)}
        onSubmit={async (reason) => {
          await api(`/api/staff/${pending!.member.name}/disable`, { method: 'POST', body: { reason } });
          await done(t('disabled', { name: pending!.member.name }));
        }}
      >
        <p>{t('disableBody')}</p>
      </ReasonDialog>
    </>
  );
}
