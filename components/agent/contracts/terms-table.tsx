import { useTranslations } from 'next-intl';
import type { ContractKind, ContractTerms, TermsOf } from '@/contract/agent-contracts';

/** A contract's levels as a small table (the popup, my contract, the management list). */
export function TermsTable({ kind, terms }: { kind: ContractKind; terms: ContractTerms }) {
  const t = useTranslations('contracts');
  const f = (field: string) => t(`fields.${field}` as 'fields.rate');
  let head: string[];
  let rows: (string | number)[][];
  let note: string | null = null;
  if (kind === 'realtime') {
    head = [f('gameCode'), f('betVolume'), f('profitRate'), f('lossRate')];
    rows = (terms as TermsOf['realtime']).games.flatMap((g) => g.tiers.map((tier) => [g.gameCode === '*' ? t('allGames') : g.gameCode, tier.betVolume, tier.profitRate, tier.lossRate]));
  } else if (kind === 'dividend') {
    const dividend = terms as TermsOf['dividend'];
    note = `${f('period')}: ${t(`periods.${dividend.period}`)}`;
    head = [f('minimumBet'), f('netLoss'), f('activeMember'), f('contractRate')];
    rows = dividend.tiers.map((tier) => [tier.minimumBet, tier.netLoss, tier.activeMember, tier.contractRate]);
  } else {
    const salary = terms as TermsOf['daily'] | TermsOf['hourly'];
    if ('frequency' in salary) note = `${f('frequency')}: ${t(`frequencies.${salary.frequency}`)}`;
    head = [kind === 'daily' ? f('betVolume') : f('minimumBet'), f('activeMember'), f('rateType'), f('rate')];
    rows = salary.tiers.map((tier) => ['betVolume' in tier ? tier.betVolume : tier.minimumBet, tier.activeMember, t(`rateTypes.${tier.rateType}`), tier.rate]);
  }
  return (
    <div className="contract-terms">
      {note ? <p>{note}</p> : null}
      <table className="record-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <th scope="row">{t('level', { n: i + 1 })}</th>
              {row.map((cell, j) => (
                <td key={j} data-label={head[j]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
