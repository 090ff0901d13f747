'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/ui/text-field';

const REFRESH_THROTTLE_MS = 1_000; // spec §9: captcha refresh at most once per second

interface CaptchaFieldProps {
  /** Bumped by the form when the server asks for a new challenge (each one answers once). */
  version: number;
  error: string | null;
  /** The input's id (one form may not share another's). */
  id?: string;
  required?: boolean;
  /** A controlled answer (forms that send it from elsewhere than their submit, e.g. an SMS button). */
  value?: string;
  onChange?: (answer: string) => void;
}

/** The answer of a captcha row that each use renews (a challenge answers once, right or wrong). */
export function useCaptchaAnswer() {
  const [value, setValue] = useState('');
  const [version, setVersion] = useState(0);
  const renew = useCallback(() => {
    setValue('');
    setVersion((current) => current + 1);
  }, []);
  return { value, answer: value.trim(), setValue, version, renew };
}

/**
 * The captcha row: the answer, the picture and a refresh button at most once per second (spec §4,
 * §9). Login shows it once the server flagged it; registration and SMS codes always need it.
 */
export function CaptchaField({ version, error, id = 'login-captcha', required, value, onChange }: CaptchaFieldProps) {
  const t = useTranslations('login');
  const [image, setImage] = useState<string | null>(null);
  const lastLoad = useRef(0);

  const load = useCallback(async () => {
    const now = Date.now();
    if (now - lastLoad.current < REFRESH_THROTTLE_MS) return;
    lastLoad.current = now;
    const response = await fetch('/api/captcha', { cache: 'no-store' }).catch(() => null);
    const body = response?.ok ? await response.json() : null;
    setImage(body?.image ?? null);
  }, []);

  useEffect(() => {
    lastLoad.current = 0;
    void load();
  }, [version, load]);

  return (
    <TextField id={id} name="captcha" label={t('captcha')} autoComplete="off" maxLength={16} error={error} required={required}
      {...(onChange ? { value: value ?? '', onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value) } : {})}>
      {image ? <img src={image} alt={t('captchaImage')} width={120} height={44} data-testid="captcha-image" /> : null}
      <button type="button" className="btn btn-icon" onClick={load} aria-label={t('refreshCaptcha')} data-testid="captcha-refresh">
        ↻
      </button>
    </TextField>
  );
}
