'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import useSWR from 'swr';
import { AUDIENCE_KINDS, broadcastInput, type AudienceKind, type BroadcastRow } from '@/contract/inbox-admin';
import type { MessageAudience } from '@/contract/member-inbox';
import { api } from '@bo/lib/client/api';
import { HtmlPreview, inLanguage } from '../content/html-preview';
import { LocalizedFields } from '../content/localized-fields';
import { useCan } from '../layout/staff-provider';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable, type Column } from '../ui/data-table';
import { FormSubmit } from '../ui/form-submit';
import { Notice } from '../ui/notice';
import { QueryState } from '../ui/query-state';
import { useScopedErrorText, useScopedFieldText } from '../ui/scoped-text';

/** What the form edits; the audience is built from the kind and the one account it needs. */
interface BroadcastForm {
  audience: { to: AudienceKind; account?: string; agent?: string };
  title: { th: string; en: string };
  content: { th: string; en: string };
}

const EMPTY: BroadcastForm = { audience: { to: 'all', account: '', agent: '' }, title: { th: '', en: '' }, content: { th: '', en: '' } };

function audienceOf(form: BroadcastForm['audience']): MessageAudience {
  if (form.to === 'member') return { to: 'member', account: form.account?.trim() ?? '' };
  if (form.to === 'subtree') return { to: 'subtree', agent: form.agent?.trim() ?? '' };
  return { to: 'all' };
}

/**
 * Inbox broadcasts (issue #28): a message to all members, an agent's members or one member, in Thai
 * and English with a preview; before it goes, a confirmation that says how many members it reaches
 * (counted now). Each form carries one idempotency key, so a retry or a second click sends once.
 * Below, what was sent.
 */
export function BroadcastScreen() {
  const t = useTranslations('inbox');
  const can = useCan();
  const fieldText = useScopedFieldText('inbox');
  const errorText = useScopedErrorText('inbox');
  const sent = useSWR<BroadcastRow[]>('/api/inbox/messages');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState<{ values: BroadcastForm; members: number } | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const maySend = can('inbox:send');
  const form = useForm<BroadcastForm>({
    resolver: (async (values, context, options) => {
      const checked = await (zodResolver(broadcastInput) as unknown as Resolver<BroadcastForm>)({ ...values, audience: audienceOf(values.audience) as BroadcastForm['audience'] }, context, options);
      return checked.errors && Object.keys(checked.errors).length > 0 ? checked : { values, errors: {} };
    }) as Resolver<BroadcastForm>,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const preview = useWatch({ control: form.control });
  const audienceProblem = (errors.audience as { account?: { message?: string }; agent?: { message?: string } } | undefined) ?? undefined;

  // Count the audience now, then ask: the number is what the send will reach.
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const audience = audienceOf(values.audience);
      const { data } = await api<{ members: number }>(`/api/inbox/audience?${new URLSearchParams(audience as Record<string, string>)}`);
      setConfirming({ values, members: data.members });
    } catch (failure) {
      setError(failure);
    }
  });

  const columns = useMemo<Column<BroadcastRow>[]>(
    () => [
      { id: 'sentAt', header: t('sentAt'), cell: ({ row }) => <time dateTime={row.original.sentAt}>{new Date(row.original.sentAt).toLocaleString()}</time> },
      {
        id: 'audience',
        header: t('audience'),
        cell: ({ row }) => {
          const audience = row.original.audience;
          return audience.to === 'all' ? t('audiences.all') : audience.to === 'subtree' ? t('toSubtree', { agent: audience.agent }) : t('toMember', { account: audience.account });
        },
      },
      {
        id: 'title',
        header: t('messageTitle'),
        cell: ({ row }) => <span lang="en">{row.original.title.en ?? Object.values(row.original.title)[0]}</span>,
      },
      { id: 'recipients', header: t('recipients'), cell: ({ row }) => row.original.recipients.toLocaleString() },
      { id: 'sentBy', header: t('sentBy'), cell: ({ row }) => <span className="mono small">{row.original.sentBy}</span> },
    ],
    [t],
  );

  return (
    <>
      <Notice text={notice} />
      {maySend ? (
        <form className="panel" onSubmit={submit} noValidate aria-labelledby="broadcast-send-title">
          <h2 id="broadcast-send-title">{t('sendTitle')}</h2>
          <fieldset className="field">
            <legend>{t('audience')}</legend>
            {AUDIENCE_KINDS.map((kind) => (
              <label key={kind} className="choice">
                <input type="radio" value={kind} {...form.register('audience.to')} /> {t(`audiences.${kind}`)}
              </label>
            ))}
          </fieldset>
          {preview.audience?.to === 'subtree' ? (
            <div className="field">
              <label htmlFor="broadcast-agent">{t('agentAccount')}</label>
              <input id="broadcast-agent" autoCapitalize="none" spellCheck={false} aria-invalid={audienceProblem?.agent ? true : undefined} aria-describedby="broadcast-agent-hint" {...form.register('audience.agent')} />
              <p id="broadcast-agent-hint" className={audienceProblem?.agent ? 'field-error' : 'hint'}>
                {audienceProblem?.agent ? t('fields.account_invalid') : t('agentHint')}
              </p>
            </div>
          ) : null}
          {preview.audience?.to === 'member' ? (
            <div className="field">
              <label htmlFor="broadcast-account">{t('memberAccount')}</label>
              <input id="broadcast-account" autoCapitalize="none" spellCheck={false} aria-invalid={audienceProblem?.account ? true : undefined} aria-describedby="broadcast-account-hint" {...form.register('audience.account')} />
              <p id="broadcast-account-hint" className={audienceProblem?.account ? 'field-error' : 'hint'}>
                {audienceProblem?.account ? t('fields.account_invalid') : t('memberHint')}
              </p>
            </div>
          ) : null}
          <LocalizedFields form={form} name="title" idPrefix="broadcast-title" label={t('messageTitle')} hint={t('titleHint')} errors={errors.title} fieldText={fieldText} />
          <LocalizedFields form={form} name="content" idPrefix="broadcast-content" label={t('messageText')} hint={t('htmlHint')} errors={errors.content} fieldText={fieldText} multiline />
          <section className="html-preview" aria-labelledby="broadcast-preview-title">
            <h3 id="broadcast-preview-title">{t('preview')}</h3>
            <p className="hint">{t('previewHint')}</p>
            <div className="html-preview-cards">
              {(['th', 'en'] as const).map((language) => (
                <HtmlPreview key={language} language={language} testId={`broadcast-preview-${language}`} title={inLanguage(preview.title, language)} html={inLanguage(preview.content, language)} />
              ))}
            </div>
          </section>
          <FormSubmit error={error ? errorText(error) : null} label={t('send')} busy={isSubmitting} />
        </form>
      ) : null}
      <h2>{t('sentTitle')}</h2>
      <QueryState data={sent.data} error={sent.error} isLoading={sent.isLoading} retry={() => sent.mutate()} empty={t('sentEmpty')}>
        {(rows) => <DataTable caption={t('sentCaption')} columns={columns} data={rows} rowId={(row) => String(row.id)} />}
      </QueryState>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t('confirmTitle', { count: confirming.members }) : ''}
        confirmLabel={t('sendNow')}
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return;
          const { values } = confirming;
          const { data } = await api<{ recipients: number }>('/api/inbox/messages', { method: 'POST', body: { audience: audienceOf(values.audience), title: values.title, content: values.content, idempotencyKey: key } });
          setNotice(t('sentDone', { count: data.recipients, title: values.title.en }));
          setConfirming(null);
          form.reset(EMPTY);
          // The next message is another send.
          setKey(crypto.randomUUID());
          await sent.mutate();
        }}
      >
        <p>{confirming ? t('confirmBody', { count: confirming.members, title: confirming.values.title.en }) : null}</p>
      </ConfirmDialog>
    </>
  );
}
