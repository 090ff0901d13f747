'use client';
import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Permission } from '@/contract/staff-permissions';
import { BffError, fetchJson } from '@bo/lib/client/api';
import { isSigningOut, resetSignOut } from '@bo/lib/client/sign-out';

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
  useEffect(() => resetSignOut(), []);
  const swr = useMemo(
    () => ({
      fetcher: fetchJson,
      // The platform ended the session (idle, expired, revoked): the login page, saying so — unless
      // the staff member is signing out, and the log-out button takes them there itself.
      onError: (error: unknown) => {
        if (error instanceof BffError && error.status === 401 && !isSigningOut()) router.replace('/login?ended=1');
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
