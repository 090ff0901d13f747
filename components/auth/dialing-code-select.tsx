'use client';

import { useTranslations } from 'next-intl';
import { useRegisterSettings } from '@/lib/ui/use-public-config';

/** Country dialing codes offered by the server's register settings. */
export function DialingCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const t = useTranslations('login');
  const { data } = useRegisterSettings();
  const codes = data?.countryDialingCodes?.length ? data.countryDialingCodes : [value];
  return (
    <select dir="ltr" aria-label={t('countryDialingCode')} value={value} onChange={(event) => onChange(event.target.value)}>
      {codes.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}
