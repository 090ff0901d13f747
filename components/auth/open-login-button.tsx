'use client';

import { loginModal } from '@/lib/ui/login-modal-store';

export function OpenLoginButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn btn-primary" onClick={loginModal.open}>
      {label}
    </button>
  );
}
