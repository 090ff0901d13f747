'use client';
import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
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
  return useCallback((permission: Permission) => permissions.includes(permission), [permissions]);
}

export function useStaffName(): string {
  return useContext(StaffContext).name;
}

export function StaffProvider({ staff, children }: { staff: Staff; children: ReactNode }) {
  const router = useRouter();
  const swr = useMemo(
    () => ({
      fetcher: fetchJson,
      // The platform ended the session (idle, expired, revoked): the login page, saying so.
      onError: (error: unknown) => {
        if (error instanceof BffError && error.status === 401) router.replace('/login?ended=1');
      },
      revalidateOnFocus: true,
      shouldRetryOnError: false,
    }),
    [router],
  );
  return (
    <StaffContext.Provider value={staff}>
      <SWRConfig value={swr}>{children}</SWRConfig>
    </StaffContext.Provider>
  );
}
