'use client';
import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PERMISSIONS, type Permission } from '@/contract/staff-permissions';

// Permissions are `module:action`: the grid has a row per module and a column per action; a cell is
// empty where the module has no such action.
const MODULES = [...new Set(PERMISSIONS.map((permission) => permission.split(':')[0]))];
const ACTIONS = [...new Set(PERMISSIONS.map((permission) => permission.split(':')[1]))];
const exists = (permission: string): permission is Permission => (PERMISSIONS as readonly string[]).includes(permission);

/**
 * A role's or key's permissions as a module × action grid. Read-only it marks what is granted;
 * with `register` each cell is a checkbox (its name the permission), disabled where the staff
 * member does not hold the permission themselves: nobody grants more than they hold.
 */
export function PermissionGrid({
  caption,
  granted,
  register,
  mayGrant,
}: {
  caption: string;
  /** What is granted, for the read-only grid (a form's checkboxes hold their own state). */
  granted?: readonly string[];
  register?: UseFormRegisterReturn;
  mayGrant?: (permission: Permission) => boolean;
}) {
  const t = useTranslations('roles.grid');
  return (
    <div className="table-scroll">
      <table className="permission-grid">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('module')}</th>
            {ACTIONS.map((action) => (
              <th key={action} scope="col">
                {t(`actions.${action}` as 'actions.read')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MODULES.map((module) => (
            <tr key={module}>
              <th scope="row">{t(`modules.${module}` as 'modules.members')}</th>
              {ACTIONS.map((action) => {
                const permission = `${module}:${action}`;
                if (!exists(permission)) return <td key={action} aria-hidden="true" />;
                const has = granted?.includes(permission) ?? false;
                return (
                  <td key={action}>
                    {register ? (
                      <input type="checkbox" value={permission} aria-label={permission} disabled={mayGrant ? !mayGrant(permission) : false} {...register} />
                    ) : (
                      <span title={permission}>
                        <span aria-hidden="true">{has ? '✓' : '·'}</span>
                        <span className="visually-hidden">{has ? t('granted', { permission }) : t('notGranted', { permission })}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
