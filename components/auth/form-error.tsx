'use client';

import { useErrorText } from '@/lib/ui/use-messages';

export function FormError({ code }: { code: string | null }) {
  const errorText = useErrorText();
  if (!code) return null;
  return (
    <p className="form-error" role="alert">
      {errorText(code)}
    </p>
  );
}
