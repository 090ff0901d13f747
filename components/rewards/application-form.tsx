'use client';

import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { APPLICATION_IMAGE_MAX, APPLICATION_IMAGE_MAX_BYTES, APPLICATION_REMARK_MAX, type ClaimView } from '@/contract/rewards';
import { useRouter } from '@/lib/i18n/client-navigation';
import { callApi } from '@/lib/ui/post-json';
import { useRewardErrorText } from './reward-fetch';

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * Spec §5 activity application: a remark of at most 140 characters (live counter) and up to three
 * png or jpg images of at most 5 MB each, checked here for a quick answer and again by the
 * platform, which re-encodes every image.
 */
export function ApplicationForm({ promotionId, withForm }: { promotionId: string; withForm: boolean }) {
  const t = useTranslations('rewards');
  const router = useRouter();
  const errorText = useRewardErrorText();
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...files, ...Array.from(event.target.files ?? [])];
    event.target.value = '';
    if (picked.length > APPLICATION_IMAGE_MAX) return setMessage({ ok: false, text: errorText('too_many_images') });
    if (picked.some((f) => f.type !== 'image/png' && f.type !== 'image/jpeg')) return setMessage({ ok: false, text: errorText('image_invalid') });
    if (picked.some((f) => f.size > APPLICATION_IMAGE_MAX_BYTES)) return setMessage({ ok: false, text: errorText('image_too_large') });
    setMessage(null);
    setFiles(picked);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if ([...remark.trim()].length > APPLICATION_REMARK_MAX) return setMessage({ ok: false, text: errorText('remark_too_long') });
    setBusy(true);
    const images = withForm ? await Promise.all(files.map(readDataUrl)) : [];
    const body = withForm ? { promotionId, ...(remark.trim() ? { remark: remark.trim() } : {}), ...(images.length ? { images } : {}) } : { promotionId };
    const result = await callApi<ClaimView>('/api/rewards/join', body);
    setBusy(false);
    if (!result.ok) return setMessage({ ok: false, text: errorText(result.error) });
    setMessage({ ok: true, text: result.data.status === 'APPLYING' ? t('applied') : result.data.status === 'SIGNED_UP' ? t('signedUp') : t('joined') });
    router.refresh();
  }

  if (message?.ok) return <p className="form-success" role="status">{message.text}</p>;
  return (
    <form className="application-form" onSubmit={onSubmit} noValidate>
      {withForm ? (
        <>
          <div className="field">
            <label htmlFor={`remark-${promotionId}`}>{t('remark')}</label>
            <textarea
              id={`remark-${promotionId}`}
              name="remark"
              rows={3}
              maxLength={APPLICATION_REMARK_MAX}
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
              aria-describedby={`remark-count-${promotionId}`}
            />
            <p id={`remark-count-${promotionId}`} className="form-note" aria-live="polite">
              {t('remarkCounter', { count: [...remark].length, max: APPLICATION_REMARK_MAX })}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`images-${promotionId}`}>{t('images')}</label>
            <input id={`images-${promotionId}`} name="images" type="file" accept="image/png,image/jpeg" multiple onChange={pick} disabled={files.length >= APPLICATION_IMAGE_MAX} />
            {files.length ? (
              <ul className="picked-files">
                {files.map((file, i) => (
                  <li key={`${file.name}-${i}`}>
                    {file.name}{' '}
                    <button type="button" className="btn btn-link" onClick={() => setFiles(files.filter((_, j) => j !== i))} aria-label={t('removeImage', { name: file.name })}>
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
        {withForm ? t('sendApplication') : t('join')}
      </button>
      {message ? (
        <p className="field-error" role="alert">
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
