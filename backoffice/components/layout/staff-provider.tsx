'use client';
import { createContext, useContext, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Permission } from '@/contract/staff-permissions';
import { BffError, fetchJson } from '@bo/lib/client/api';

interface Staff {
  name: string;
  permissions: readonly Permission[];
}

const StaffContext = createContext<Staff>({ name: '', permissions: [] });

/** What the signed-in staff member may do, for the screens to hide what the platform would refuse. */
export function useCan(): (permission: Permission) => boolean {
  const { permissions } = useContext(StaffContext);
  return (permission) => permissions.includes(permission);
}

export function useStaffName(): string {
  return useContext(StaffContext).name;
}

/** The platform ended the session (idle, expired, revoked): the login page, saying so. */
function onError(error: unknown) {
  if (error instanceof BffError && error.status === 401) window.location.assign('/login?ended=1');
}

export function StaffProvider({ staff, children }: { staff: Staff; children: ReactNode }) {
  return (
    <StaffContext.Provider value={staff}>
      <SWRConfig value={{ fetcher: fetchJson, onError, revalidateOnFocus: true, shouldRetryOnError: false }}>{children}</SWRConfig>
    </StaffContext.Provider>
  );
}
