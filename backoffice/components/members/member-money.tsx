'use client';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { MemberOverview } from '@/contract/member-admin';
import { useMoney } from '../ui/money';
import { MemberTable } from './member-table';

type Of<K extends keyof MemberOverview> = MemberOverview[K] extends (infer R)[] ? R : never;

/** The member's money and play: ledger, rounds, deposits, withdrawals, bonuses and the turnover still to play. */
export function MemberMoney({ member }: { member: MemberOverview }) {
  const t = useTranslations('members.money');
  const format = useFormatter();
  const locale = useLocale();
  const money = useMoney();
  const time = (iso: string) => <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' })}</time>;
  const amount = (value: string) => <span className="amount">{money(value)}</span>;
  return (
    <section id="member-money" aria-labelledby="member-money-title" className="panel">
      <h2 id="member-money-title">{t('title')}</h2>
      <MemberTable<Of<'ledger'>>
        title={t('ledger')}
        empty={t('none')}
        data={member.ledger}
        rowId={(row) => row.id}
        columns={[
          { id: 'at', header: t('at'), cell: ({ row }) => time(row.original.at) },
          { id: 'type', header: t('type'), cell: ({ row }) => <span className="mono">{row.original.txType}</span> },
          { id: 'amount', header: t('amount'), cell: ({ row }) => amount(row.original.amount) },
          { id: 'balance', header: t('balanceAfter'), cell: ({ row }) => (row.original.balanceAfter === null ? '—' : amount(row.original.balanceAfter)) },
          { id: 'by', header: t('by'), cell: ({ row }) => row.original.actor ?? '—' },
          { id: 'remark', header: t('remark'), cell: ({ row }) => row.original.remark ?? '—' },
        ]}
      />
      <MemberTable<Of<'rounds'>>
        title={t('rounds')}
        empty={t('none')}
        data={member.rounds}
        rowId={(row) => row.id}
        columns={[
          { id: 'at', header: t('at'), cell: ({ row }) => time(row.original.at) },
          { id: 'game', header: t('game'), cell: ({ row }) => `${row.original.game} (${row.original.vendor})` },
          { id: 'type', header: t('type'), cell: ({ row }) => row.original.gameType },
          { id: 'bet', header: t('bet'), cell: ({ row }) => amount(row.original.bet) },
          { id: 'win', header: t('win'), cell: ({ row }) => amount(row.original.win) },
        ]}
      />
      <MemberTable<Of<'deposits'>>
        title={t('deposits')}
        empty={t('none')}
        data={member.deposits}
        rowId={(row) => String(row.id)}
        columns={[
          { id: 'at', header: t('at'), cell: ({ row }) => time(row.original.createdAt) },
          { id: 'order', header: t('order'), cell: ({ row }) => <span className="mono">{row.original.depositId}</span> },
          { id: 'amount', header: t('amount'), cell: ({ row }) => amount(row.original.amount) },
          { id: 'state', header: t('state'), cell: ({ row }) => t(`depositStates.${row.original.state}` as 'depositStates.2') },
        ]}
      />
      <MemberTable<Of<'withdrawals'>>
        title={t('withdrawals')}
        empty={t('none')}
        data={member.withdrawals}
        rowId={(row) => String(row.id)}
        columns={[
          { id: 'at', header: t('at'), cell: ({ row }) => time(row.original.createdAt) },
          { id: 'order', header: t('order'), cell: ({ row }) => <span className="mono">{row.original.withdrawalId}</span> },
          { id: 'amount', header: t('amount'), cell: ({ row }) => amount(row.original.amount) },
          { id: 'state', header: t('state'), cell: ({ row }) => t(`withdrawalStates.${row.original.state}` as 'withdrawalStates.1') },
        ]}
      />
      <MemberTable<Of<'bonuses'>>
        title={t('bonuses')}
        empty={t('none')}
        data={member.bonuses}
        rowId={(row) => row.claimId}
        columns={[
          { id: 'at', header: t('at'), cell: ({ row }) => time(row.original.createdAt) },
          { id: 'promotion', header: t('promotion'), cell: ({ row }) => row.original.title[locale] ?? row.original.title.en ?? row.original.promotionId },
          { id: 'state', header: t('state'), cell: ({ row }) => <span className="mono">{row.original.state}</span> },
          { id: 'bonus', header: t('bonus'), cell: ({ row }) => amount(row.original.bonus) },
          { id: 'turnover', header: t('turnoverRequired'), cell: ({ row }) => amount(row.original.turnoverRequired) },
        ]}
      />
      <MemberTable<MemberOverview['turnover']['details'][number]>
        title={t('turnover', { status: member.turnover.status })}
        empty={t('none')}
        data={member.turnover.details}
        rowId={(row) => row.gameType}
        columns={[
          { id: 'type', header: t('type'), cell: ({ row }) => row.original.gameType },
          { id: 'required', header: t('required'), cell: ({ row }) => amount(row.original.requiredTurnover) },
          { id: 'played', header: t('played'), cell: ({ row }) => amount(row.original.actualTurnover) },
          { id: 'remaining', header: t('remaining'), cell: ({ row }) => amount(row.original.remainingTurnover) },
        ]}
      />
    </section>
  );
}
