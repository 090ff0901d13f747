'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BLOCK_KINDS, MESSAGE_LANGUAGES, adjustmentBody, memberMessageBody, realNameBody, reasonBody, type BlockKind, type MemberOverview } from '@/contract/member-admin';
import { api } from '@bo/lib/client/api';
import type { MemberAction } from '@bo/lib/member-schemas';
import { useCan } from '../layout/staff-provider';
import { useMoney } from '../ui/money';
import { ActionDialog } from './action-dialog';
import { loginLocked } from './member-summary';

type Pending =
  | { kind: 'lock'; locked: boolean }
  | { kind: 'block'; block: BlockKind; blocked: boolean }
  | { kind: 'end-sessions' | 'reset-funds-password' | 'real-name' | 'adjust' | 'message' };

type Done = (text: string, tone?: 'ok' | 'wait') => Promise<void>;

const post = <T,>(account: string, action: MemberAction, body: unknown) => api<T>(`/api/members/${encodeURIComponent(account)}/${action}`, { method: 'POST', body });

/** The staff's actions on a member, each shown only with its permission, each with a reason and a confirmation. */
export function MemberActions({ member, onDone }: { member: MemberOverview; onDone: Done }) {
  const t = useTranslations('members.actions');
  const can = useCan();
  const money = useMoney();
  const [pending, setPending] = useState<Pending | null>(null);
  const account = member.profile.account;
  const locked = loginLocked(member);
  const mayEdit = can('members:edit');
  const mayAdjust = can('members:adjust');
  const maySend = can('inbox:send');
  if (!mayEdit && !mayAdjust && !maySend) return null;
  const close = () => setPending(null);
  const finish = async (text: string, tone: 'ok' | 'wait' = 'ok') => {
    setPending(null);
    await onDone(text, tone);
  };
  const reasonField = { reason: '' };
  const summaryWithReason = (line: string, reason: string) => (
    <>
      <p>{line}</p>
      <p>{t('reasonIs', { reason })}</p>
    </>
  );

  return (
    <section id="member-actions" aria-labelledby="member-actions-title" className="panel">
      <h2 id="member-actions-title">{t('title')}</h2>
      <div className="action-bar">
        {mayEdit ? (
          <>
            <button type="button" className={locked ? '' : 'danger'} onClick={() => setPending({ kind: 'lock', locked: !locked })}>
              {locked ? t('unlockLogin') : t('lockLogin')}
            </button>
            {BLOCK_KINDS.map((block) => (
              <button key={block} type="button" className={member.blocks[block] ? '' : 'danger'} onClick={() => setPending({ kind: 'block', block, blocked: !member.blocks[block] })}>
                {member.blocks[block] ? t(`unblock.${block}`) : t(`block.${block}`)}
              </button>
            ))}
            <button type="button" onClick={() => setPending({ kind: 'real-name' })}>
              {t('correctRealName')}
            </button>
            <button type="button" onClick={() => setPending({ kind: 'reset-funds-password' })}>
              {t('resetFundsPassword')}
            </button>
            <button type="button" onClick={() => setPending({ kind: 'end-sessions' })}>
              {t('endSessions')}
            </button>
          </>
        ) : null}
        {mayAdjust ? (
          <button type="button" onClick={() => setPending({ kind: 'adjust' })}>
            {t('adjust')}
          </button>
        ) : null}
        {maySend ? (
          <button type="button" onClick={() => setPending({ kind: 'message' })}>
            {t('message')}
          </button>
        ) : null}
      </div>

      <ActionDialog
        open={pending?.kind === 'lock'}
        title={pending?.kind === 'lock' && pending.locked ? t('lockTitle', { account }) : t('unlockTitle', { account })}
        intro={<p>{pending?.kind === 'lock' && pending.locked ? t('lockIntro') : t('unlockIntro')}</p>}
        schema={reasonBody}
        defaultValues={reasonField}
        fields={(field) => field.text('reason', t('reason'), { multiline: true, hint: t('reasonHint') })}
        summary={(values) => summaryWithReason(pending?.kind === 'lock' && pending.locked ? t('lockConfirm', { account }) : t('unlockConfirm', { account }), values.reason)}
        confirmLabel={pending?.kind === 'lock' && pending.locked ? t('lockLogin') : t('unlockLogin')}
        danger={pending?.kind === 'lock' && pending.locked}
        onClose={close}
        onConfirm={async ({ reason }) => {
          const lock = pending?.kind === 'lock' && pending.locked;
          await post(account, 'login-lock', { locked: lock, reason });
          await finish(lock ? t('lockedDone', { account }) : t('unlockedDone', { account }));
        }}
      />

      <ActionDialog
        open={pending?.kind === 'block'}
        title={pending?.kind === 'block' ? t(pending.blocked ? `blockTitle.${pending.block}` : `unblockTitle.${pending.block}`, { account }) : ''}
        intro={<p>{pending?.kind === 'block' ? t(pending.blocked ? `blockIntro.${pending.block}` : 'unblockIntro') : ''}</p>}
        schema={reasonBody}
        defaultValues={reasonField}
        fields={(field) => field.text('reason', t('reason'), { multiline: true, hint: t('reasonHint') })}
        summary={(values) =>
          summaryWithReason(pending?.kind === 'block' ? t(pending.blocked ? `blockConfirm.${pending.block}` : `unblockConfirm.${pending.block}`, { account }) : '', values.reason)
        }
        confirmLabel={pending?.kind === 'block' ? t(pending.blocked ? `block.${pending.block}` : `unblock.${pending.block}`) : ''}
        danger={pending?.kind === 'block' && pending.blocked}
        onClose={close}
        onConfirm={async ({ reason }) => {
          if (pending?.kind !== 'block') return;
          await post(account, 'blocks', { [pending.block]: pending.blocked, reason });
          await finish(t(pending.blocked ? `blockedDone.${pending.block}` : `unblockedDone.${pending.block}`, { account }));
        }}
      />

      <ActionDialog
        open={pending?.kind === 'real-name'}
        title={t('realNameTitle', { account })}
        intro={<p>{t('realNameIntro', { name: member.profile.realName ?? '—' })}</p>}
        schema={realNameBody}
        defaultValues={{ realName: member.profile.realName ?? '', reason: '' }}
        fields={(field) => (
          <>
            {field.text('realName', t('realName'))}
            {field.text('reason', t('reason'), { multiline: true, hint: t('reasonHint') })}
          </>
        )}
        summary={(values) => summaryWithReason(t('realNameConfirm', { before: member.profile.realName ?? '—', after: values.realName }), values.reason)}
        confirmLabel={t('correctRealName')}
        onClose={close}
        onConfirm={async (values) => {
          await post(account, 'real-name', values);
          await finish(t('realNameDone', { account, name: values.realName.trim() }));
        }}
      />

      <ActionDialog
        open={pending?.kind === 'reset-funds-password'}
        title={t('resetTitle', { account })}
        intro={<p>{t('resetIntro')}</p>}
        schema={reasonBody}
        defaultValues={reasonField}
        fields={(field) => field.text('reason', t('reason'), { multiline: true, hint: t('reasonHint') })}
        summary={(values) => summaryWithReason(t('resetConfirm', { account }), values.reason)}
        confirmLabel={t('resetFundsPassword')}
        danger
        onClose={close}
        onConfirm={async (values) => {
          const { data } = await post<{ reset: boolean }>(account, 'reset-funds-password', values);
          await finish(data.reset ? t('resetDone', { account }) : t('resetNone', { account }));
        }}
      />

      <ActionDialog
        open={pending?.kind === 'end-sessions'}
        title={t('endTitle', { account })}
        intro={<p>{t('endIntro', { count: member.sessions.length })}</p>}
        schema={reasonBody}
        defaultValues={reasonField}
        fields={(field) => field.text('reason', t('reason'), { multiline: true, hint: t('reasonHint') })}
        summary={(values) => summaryWithReason(t('endConfirm', { account }), values.reason)}
        confirmLabel={t('endSessions')}
        danger
        onClose={close}
        onConfirm={async (values) => {
          await post(account, 'end-sessions', values);
          await finish(t('endDone', { account }));
        }}
      />

      <ActionDialog
        open={pending?.kind === 'adjust'}
        title={t('adjustTitle', { account })}
        intro={<p>{t('adjustIntro', { balance: money(member.balances.cash) })}</p>}
        schema={adjustmentBody}
        defaultValues={{ amount: '', remark: '' }}
        fields={(field) => (
          <>
            {field.text('amount', t('amount'), { inputMode: 'decimal', hint: t('amountHint') })}
            {field.text('remark', t('reason'), { multiline: true, hint: t('reasonHint') })}
          </>
        )}
        summary={(values) => summaryWithReason(values.amount.startsWith('-') ? t('adjustConfirmTake', { amount: money(values.amount.slice(1)), account }) : t('adjustConfirmGive', { amount: money(values.amount), account }), values.remark)}
        confirmLabel={t('adjust')}
        onClose={close}
        onConfirm={async (values) => {
          const answer = await post<{ approvalId?: number; balance?: string }>(account, 'adjust', { ...values, idempotencyKey: crypto.randomUUID() });
          if (answer.status === 202) await finish(t('adjustWaiting', { id: answer.data.approvalId ?? 0 }), 'wait');
          else await finish(t('adjustDone', { account, balance: money(String(answer.data.balance ?? member.balances.cash)) }));
        }}
      />

      <ActionDialog
        open={pending?.kind === 'message'}
        title={t('messageTitle', { account })}
        intro={<p>{t('messageIntro')}</p>}
        schema={memberMessageBody}
        defaultValues={{ language: 'th', title: '', content: '', reason: '' }}
        fields={(field) => (
          <>
            <div className="field">
              <label htmlFor="member-message-language">{t('language')}</label>
              <select id="member-message-language" {...field.form.register('language')}>
                {MESSAGE_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {t(`languages.${language}`)}
                  </option>
                ))}
              </select>
            </div>
            {field.text('title', t('messageSubject'))}
            {field.text('content', t('messageBody'), { multiline: true })}
            {field.text('reason', t('reason'), { multiline: true, hint: t('reasonHint') })}
          </>
        )}
        summary={(values) => summaryWithReason(t('messageConfirm', { account, title: values.title }), values.reason)}
        confirmLabel={t('send')}
        onClose={close}
        onConfirm={async (values) => {
          await post(account, 'messages', values);
          await finish(t('messageDone', { account }));
        }}
      />
    </section>
  );
}
