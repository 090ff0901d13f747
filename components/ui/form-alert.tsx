import type { ReactNode } from 'react';

/** A form's error, announced to screen readers as it appears; nothing when there is none. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p className="form-error" role="alert">
      {children}
    </p>
  );
}
