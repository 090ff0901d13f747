'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { DOWNLINE_FIELD_RULES, type AccountKind, type CreatedDownline, type RebateBound, type RebateSeries } from '@/contract/agent-team';
import { checkField } from '@/contract/validation-patterns';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { callApi } from '@/lib/ui/post-json';
import { RebateFields, rateProblem } from './rebate-fields';
import { useTeamErrors } from './team-errors';

type Step = 'edit' | 'confirm' | 'done';

/**
 * REGCEN (money-and-agents §5.3): account type, username, password and a rebate per series within
 * the agent's bounds; a confirmation step ("Please confirm the information"); on success the
 * credentials with "Copy and close".
 */
export function RegisterDownlineForm({ bounds, seriesNames }: { bounds: readonly RebateBound[]; seriesNames: Record<string, string> }) {
  const t = useTranslations('agentTeam');
  const errors = useTeamErrors();
  const blankRates = () => Object.fromEntries(bounds.map((b) => [b.series, '0'])) as Record<string, string>;
  const [step, setStep] = useState<Step>('edit');
  const [accountType, setAccountType] = useState<AccountKind>('member');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rates, setRates] = useState<Record<string, string>>(blankRates);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ answer: CreatedDownline; password: string } | null>(null);

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    if (checkField(DOWNLINE_FIELD_RULES.username, username)) found.username = t('errors.format_username_err');
    if (checkField(DOWNLINE_FIELD_RULES.password, password)) found.password = t('errors.format_pwd_err');
    for (const bound of bounds) {
      const bad = rateProblem(rates[bound.series] ?? '', bound);
      if (bad) found[bound.series] = errors.rebate(bad);
    }
    return found;
  }

  function review(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setFieldErrors(found);
    setProblem(null);
    if (Object.keys(found).length === 0) setStep('confirm');
  }

  async function submit() {
    setBusy(true);
    const body = { accountType, username: username.trim(), password: password.trim(), rebates: rates };
    const result = await callApi<CreatedDownline>('/api/agent/team/downline', body);
    setBusy(false);
    if (!result.ok) {
      const code = result.error.code;
      setFieldErrors({
        ...(code === 'exists.username.err' || code === 'format.username.err' ? { username: errors.message(result.error) } : {}),
        ...(code === 'format.pwd.err' ? { password: errors.message(result.error) } : {}),
        ...errors.rebateFields(result.error),
      });
      setProblem(errors.message(result.error));
      setStep('edit');
      return;
    }
    setCreated({ answer: result.data, password: body.password });
    setStep('done');
  }

  async function copyAndClose() {
    if (created) await navigator.clipboard?.writeText(`${t('username')}: ${created.answer.account}\n${t('password')}: ${created.password}`).catch(() => undefined);
    setCreated(null);
    setUsername('');
    setPassword('');
    setRates(blankRates());
    setStep('edit');
  }

  const typeLabel = t(accountType);

  if (step === 'done' && created) {
    return (
      <section className="register-done" role="status" aria-labelledby="register-done-title">
        <h2 id="register-done-title">{t('createdTitle')}</h2>
        <dl>
          <dt>{t('accountType')}</dt>
          <dd>{typeLabel}</dd>
          <dt>{t('username')}</dt>
          <dd data-testid="created-username">{created.answer.account}</dd>
          <dt>{t('password')}</dt>
          <dd data-testid="created-password">{created.password}</dd>
        </dl>
        <button type="button" className="btn btn-primary" onClick={copyAndClose}>
          {t('copyClose')}
        </button>
      </section>
    );
  }

  if (step === 'confirm') {
    return (
      <section className="register-confirm" aria-labelledby="register-confirm-title">
        <h2 id="register-confirm-title">{t('confirmTitle')}</h2>
        <dl>
          <dt>{t('accountType')}</dt>
          <dd>{typeLabel}</dd>
          <dt>{t('username')}</dt>
          <dd>{username.trim()}</dd>
          {bounds.map((bound) => (
            <div key={bound.series}>
              <dt>{seriesNames[bound.series] ?? bound.series}</dt>
              <dd>{rates[bound.series]}%</dd>
            </div>
          ))}
        </dl>
        <div className="form-actions">
          <button type="button" className="btn" onClick={() => setStep('edit')} disabled={busy}>
            {t('back')}
          </button>
          <button type="button" className="btn btn-primary" onClick={submit} disabled={busy} aria-busy={busy}>
            {busy ? t('saving') : t('confirm')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <form className="register-downline" onSubmit={review} noValidate>
      <FormAlert>{problem}</FormAlert>
      <fieldset>
        <legend>{t('accountType')}</legend>
        {(['member', 'agent'] as const).map((kind) => (
          <label key={kind} className="radio">
            <input type="radio" name="accountType" value={kind} checked={accountType === kind} onChange={() => setAccountType(kind)} /> {t(kind)}
          </label>
        ))}
      </fieldset>
      <TextField id="downline-username" label={t('username')} required autoComplete="off" value={username} error={fieldErrors.username} placeholder={t('usernameHint')} onChange={(e) => setUsername(e.target.value)} />
      <TextField id="downline-password" label={t('password')} required autoComplete="new-password" value={password} error={fieldErrors.password} placeholder={t('passwordHint')} onChange={(e) => setPassword(e.target.value)} />
      <RebateFields
        idPrefix="downline-rate"
        bounds={bounds}
        values={rates}
        errors={fieldErrors}
        seriesNames={seriesNames}
        onChange={(series: RebateSeries, value) => setRates((current) => ({ ...current, [series]: value }))}
      />
      <button type="submit" className="btn btn-primary">
        {t('next')}
      </button>
    </form>
  );
}
