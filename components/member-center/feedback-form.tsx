'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FEEDBACK_LENGTH, FEEDBACK_TYPES } from '@/contract/member-inbox';
import { callApi } from '@/lib/ui/post-json';

const REFRESH_THROTTLE_MS = 1_000; // spec §4: captcha refresh at most once per second

type Field = 'type' | 'content' | 'captcha';

/**
 * Spec §5 feedback: question type, description and captcha required (the missing ones listed);
 * the description trimmed, 20 to 200 characters, input capped at 200 with a live counter.
 */
export function FeedbackForm({ onDone }: { onDone?: () => void }) {
  const t = useTranslations('memberCenter.feedback');
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const lastLoad = useRef(0);

  const loadCaptcha = useCallback(async (force = false) => {
    const now = Date.now();
    if (!force && now - lastLoad.current < REFRESH_THROTTLE_MS) return;
    lastLoad.current = now;
    const response = await fetch('/api/captcha', { cache: 'no-store' }).catch(() => null);
    const body = response?.ok ? ((await response.json()) as { image?: string }) : null;
    setImage(body?.image ?? null);
  }, []);
  useEffect(() => void loadCaptcha(true), [loadCaptcha]);

  const labels: Record<Field, string> = { type: t('type'), content: t('description'), captcha: t('captcha') };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = content.trim();
    const missing = (Object.entries({ type, content: trimmed, captcha: captcha.trim() }) as [Field, string][]).filter(([, value]) => !value).map(([field]) => labels[field]);
    if (missing.length) return setProblem(t('missing', { fields: missing.join(', ') }));
    if (trimmed.length < FEEDBACK_LENGTH.min || trimmed.length > FEEDBACK_LENGTH.max) return setProblem(t('length', FEEDBACK_LENGTH));
    setSending(true);
    const result = await callApi<{ id: number }>('/api/feedback', { type: Number(type), content: trimmed, captcha: captcha.trim() }, 'PUT');
    setSending(false);
    if (result.ok) {
      setProblem(null);
      setSent(true);
      return;
    }
    setCaptcha('');
    void loadCaptcha(true);
    setProblem(result.error.code === 'captcha_invalid' ? t('captchaInvalid') : t('failed'));
  }

  if (sent) {
    return (
      <div className="feedback-sent">
        <p role="status" data-testid="feedback-sent">{t('sent')}</p>
        {onDone ? (
          <button type="button" className="btn btn-primary" onClick={onDone}>
            {t('close')}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <form className="form feedback-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="feedback-type">
          {t('type')}
          <span aria-hidden="true"> *</span>
        </label>
        <select id="feedback-type" name="type" value={type} onChange={(e) => setType(e.target.value)} aria-required>
          <option value="">{t('choose')}</option>
          {FEEDBACK_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`type${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="feedback-content">
          {t('description')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id="feedback-content"
          name="content"
          rows={5}
          maxLength={FEEDBACK_LENGTH.max}
          value={content}
          placeholder={t('placeholder', FEEDBACK_LENGTH)}
          onChange={(e) => setContent(e.target.value.slice(0, FEEDBACK_LENGTH.max))}
          aria-required
          aria-describedby="feedback-counter"
        />
        <p id="feedback-counter" className="hint counter" aria-live="polite" data-testid="feedback-counter">
          {t('counter', { count: content.trim().length, max: FEEDBACK_LENGTH.max })}
        </p>
      </div>
      <div className="field">
        <label htmlFor="feedback-captcha">
          {t('captcha')}
          <span aria-hidden="true"> *</span>
        </label>
        <div className="field-row">
          <input id="feedback-captcha" name="captcha" autoComplete="off" maxLength={12} value={captcha} onChange={(e) => setCaptcha(e.target.value)} aria-required />
          {image ? <img src={image} alt={t('captchaImage')} width={120} height={44} data-testid="captcha-image" /> : null}
          <button type="button" className="btn btn-icon" onClick={() => loadCaptcha()} aria-label={t('refreshCaptcha')}>
            ↻
          </button>
        </div>
      </div>
      {problem ? (
        <p className="form-alert" role="alert" data-testid="feedback-problem">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
