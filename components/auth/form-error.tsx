'use client';

import { useErrorText } from '@/lib/ui/use-messages';
import { FormAlert } from '@/components/ui/form-alert';

export function FormError({ code }: { code: string | null }) {
  const errorText = useErrorText();
  return <FormAlert>{code && errorText(code)}</FormAlert>;
}
