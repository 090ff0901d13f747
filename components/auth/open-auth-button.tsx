'use client';

import { authModal, type AuthView } from '@/lib/ui/auth-modal-store';

export function OpenAuthButton({ label, view = 'login', primary = true }: { label: string; view?: AuthView; primary?: boolean }) {
  return (
    <button type="button" className={primary ? 'btn btn-primary' : 'btn'} onClick={() => authModal.open(view)}>
      {label}
    </button>
  );
}
