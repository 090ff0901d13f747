'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { FormError } from '@/components/auth/form-error';
import { TextField } from '@/components/ui/text-field';
import { authModal } from '@/lib/ui/auth-modal-store';
import { callApi } from '@/lib/ui/post-json';
import { useFormState } from '@/lib/ui/use-form-state';
import { useProblemText } from '@/lib/ui/use-messages';
import { totpCodeSchema } from '@/lib/validation/accounts';

interface Security {
  mobile: string | null;
  email: string | null;
  payeeNameSet: boolean;
  totpEnabled: boolean;
}

async function fetchSecurity(url: string): Promise<Security> {
  const result = await callApi<Security>(url);
  if (!result.ok) throw Object.assign(new Error(result.error.code), { code: result.error.code });
  return result.data;
}

/** The member's security overview and Google authenticator enrolment (spec §4 second verification). */
export function SecurityCenter() {
  const t = useTranslations('security');
  const { data, error, mutate } = useSWR('/api/security', fetchSecurity);
  if (error) return <FormError code={(error as { code?: string }).code ?? 'generic'} />;
  if (!data) return <p aria-busy="true">…</p>;
  return (
    <>
      <dl className="summary">
        <dt>{t('mobile')}</dt>
        <dd>{data.mobile ?? t('notSet')}</dd>
        <dt>{t('email')}</dt>
        <dd>{data.email ?? t('notSet')}</dd>
        <dt>{t('payeeName')}</dt>
        <dd>{data.payeeNameSet ? t('set') : t('notSet')}</dd>
      </dl>
      <p>
        <button type="button" className="btn" onClick={() => authModal.open('changePassword')}>{t('changePassword')}</button>
      </p>
      <section aria-labelledby="totp-title">
        <h2 id="totp-title">{t('totpTitle')}</h2>
        <Authenticator enabled={data.totpEnabled} onChange={() => mutate()} />
      </section>
    </>
  );
}

function Authenticator({ enabled, onChange }: { enabled: boolean; onChange: () => void }) {
  const t = useTranslations('security');
  const problemText = useProblemText();
  const form = useFormState();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function start() {
    const result = await form.send(() => callApi<{ secret: string; otpauthUrl: string }>('/api/security/totp/setup', {}));
    if (result.ok) setSetup(result.data);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.validate(totpCodeSchema, { code: new FormData(event.currentTarget).get('code') ?? '' });
    if (!body) return;
    const action = enabled ? 'disable' : 'enable';
    const result = await form.send(() => callApi(`/api/security/totp/${action}`, body));
    if (!result.ok) return;
    setSetup(null);
    setNotice(enabled ? t('totpDisabled') : t('totpEnabled'));
    onChange();
  }

  const codeForm = (
    <form onSubmit={onSubmit} noValidate>
      <FormError code={form.formError} />
      <TextField id="totp-code" name="code" label={t('totpCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6}
        error={problemText(form.problems.code)} />
      <button type="submit" className="btn btn-primary" disabled={form.submitting}>{enabled ? t('totpDisable') : t('totpEnable')}</button>
    </form>
  );

  return (
    <>
      {notice ? <p className="form-success" role="status">{notice}</p> : null}
      <p>{enabled ? t('totpOn') : t('totpOff')}</p>
      {enabled ? codeForm : setup ? (
        <>
          <p>{t('totpScan')}</p>
          <p className="secret" data-testid="totp-secret">{setup.secret}</p>
          <p><a href={setup.otpauthUrl}>{setup.otpauthUrl.split('?')[0]}</a></p>
          {codeForm}
        </>
      ) : (
        <>
          <FormError code={form.formError} />
          <button type="button" className="btn" onClick={start} disabled={form.submitting}>{t('totpSetup')}</button>
        </>
      )}
    </>
  );
}
