'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import type { RoleRow } from '@/contract/admin-api';
import { useCan } from '../layout/staff-provider';
import { DataTable, type Column } from '../ui/data-table';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { PermissionGrid } from './permission-grid';
import { RoleEditor } from './role-editor';

type Editing = { role: RoleRow | null } | null;

/** Built-in and custom roles with their permissions; staff:manage creates and changes custom roles. */
export function RoleList() {
  const t = useTranslations('roles');
  const can = useCan();
  const mayManage = can('staff:manage');
  const roles = useSWR<RoleRow[]>('/api/roles');
  const [shown, setShown] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns = useMemo<Column<RoleRow>[]>(() => {
    const list: Column<RoleRow>[] = [
      { id: 'name', header: t('name'), cell: ({ row }) => <span className="mono">{row.original.name}</span> },
      { id: 'kind', header: t('kind'), cell: ({ row }) => (row.original.builtin ? t('builtin') : t('custom')) },
      { id: 'permissions', header: t('permissions'), cell: ({ row }) => t('permissionCount', { count: row.original.permissions.length }) },
      { id: 'addresses', header: t('addresses'), cell: ({ row }) => (row.original.allowedAddresses.length === 0 ? t('anyAddress') : <span className="mono small">{row.original.allowedAddresses.join(', ')}</span>) },
      {
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) => (
          <div className="row-actions">
            <button type="button" aria-expanded={shown === row.original.name} onClick={() => setShown(shown === row.original.name ? null : row.original.name)} aria-label={t('showOne', { name: row.original.name })}>
              {t('show')}
            </button>
            {mayManage && !row.original.builtin ? (
              <button type="button" onClick={() => setEditing({ role: row.original })} aria-label={t('editOne', { name: row.original.name })}>
                {t('edit')}
              </button>
            ) : null}
          </div>
        ),
      },
    ];
    return list;
  }, [t, shown, mayManage]);

  const selected = roles.data?.find((role) => role.name === shown);
  // The grid opens below the list: focus moves to it, so keyboard and screen-reader users land on it.
  const grid = useRef<HTMLElement>(null);
  useEffect(() => {
    if (shown) grid.current?.focus();
  }, [shown]);
  return (
    <>
      <Notice text={notice} />
      {mayManage && !editing ? (
        <div className="toolbar">
          <button type="button" className="primary" onClick={() => setEditing({ role: null })}>
            {t('create')}
          </button>
        </div>
      ) : null}
      {editing ? (
        <RoleEditor
          key={editing.role?.name ?? 'new'}
          role={editing.role}
          onCancel={() => setEditing(null)}
          onSaved={async (name) => {
            setEditing(null);
            setNotice(t('saved', { name }));
            setShown(name);
            await roles.mutate();
          }}
        />
      ) : null}
      <QueryState data={roles.data} error={roles.error} isLoading={roles.isLoading} retry={() => roles.mutate()} empty={t('empty')}>
        {(rows) => <DataTable caption={t('caption')} columns={columns} data={rows} rowId={(row) => row.name} />}
      </QueryState>
      {selected ? (
        <section ref={grid} tabIndex={-1} className="panel" aria-label={t('permissionsOf', { name: selected.name })}>
          <PermissionGrid caption={t('permissionsOf', { name: selected.name })} granted={selected.permissions} />
        </section>
      ) : null}
    </>
  );
}
