'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DIVIDEND_PERIODS, HOUR_FREQUENCIES, RATE_TYPES, type ContractKind, type ContractTerms } from '@/contract/agent-contracts';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { TermsTable } from './terms-table';

type Level = Record<string, string>;

const LEVEL_FIELDS: Record<ContractKind, string[]> = {
  daily: ['betVolume', 'activeMember', 'rateType', 'rate'],
  hourly: ['minimumBet', 'activeMember', 'rateType', 'rate'],
  dividend: ['minimumBet', 'netLoss', 'activeMember', 'contractRate'],
  realtime: ['betVolume', 'profitRate', 'lossRate'],
};

function levelsOf(kind: ContractKind, terms: ContractTerms | undefined): { levels: Level[]; option: string; gameCode: string } {
  const blank = Object.fromEntries(LEVEL_FIELDS[kind].map((f) => [f, f === 'rateType' ? 'P' : f === 'activeMember' ? '1' : '']));
  if (!terms) return { levels: [blank], option: kind === 'hourly' ? 'H' : 'W', gameCode: '*' };
  if ('games' in terms) return { levels: terms.games[0].tiers.map((t) => ({ ...t })), option: '', gameCode: terms.games[0].gameCode };
  const levels = terms.tiers.map((t) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, String(v)])));
  return { levels, option: 'frequency' in terms ? terms.frequency : 'period' in terms ? terms.period : '', gameCode: '*' };
}

function termsOf(kind: ContractKind, levels: Level[], option: string, gameCode: string): unknown {
  const tiers = levels.map((level) => Object.fromEntries(Object.entries(level).map(([k, v]) => [k, k === 'activeMember' ? Number(v) : v.trim()])));
  if (kind === 'realtime') return { games: [{ gameCode: gameCode.trim() || '*', tiers }] };
  if (kind === 'hourly') return { frequency: option, tiers };
  if (kind === 'dividend') return { period: option, tiers };
  return { tiers };
}

/**
 * A contract's levels (create or modify): one row per level, rising; then a confirmation step
 * ("Please confirm the information") before it is sent. `error` is the platform's refusal.
 */
export function TermsForm({
  kind,
  initial,
  error,
  busy,
  onSubmit,
  onCancel,
}: {
  kind: ContractKind;
  initial?: ContractTerms;
  error: string | null;
  busy: boolean;
  onSubmit(terms: unknown): void;
  onCancel(): void;
}) {
  const t = useTranslations('contracts');
  const start = levelsOf(kind, initial);
  const [levels, setLevels] = useState<Level[]>(start.levels);
  const [option, setOption] = useState(start.option);
  const [gameCode, setGameCode] = useState(start.gameCode);
  const [confirming, setConfirming] = useState(false);
  const terms = termsOf(kind, levels, option, gameCode);
  const set = (i: number, field: string, value: string) => setLevels((all) => all.map((l, j) => (j === i ? { ...l, [field]: value } : l)));

  if (confirming) {
    return (
      <div className="contract-confirm">
        <h3>{t('confirmTitle')}</h3>
        <TermsTable kind={kind} terms={terms as ContractTerms} />
        <FormAlert>{error}</FormAlert>
        <div className="actions">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onSubmit(terms)}>
            {t('confirm')}
          </button>
          <button type="button" className="btn" disabled={busy} onClick={() => setConfirming(false)}>
            {t('cancel')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="contract-form"
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <p>{t('rising')}</p>
      {kind === 'hourly' || kind === 'dividend' ? (
        <div className="field">
          <label htmlFor="contract-option">{t(kind === 'hourly' ? 'fields.frequency' : 'fields.period')}</label>
          <select id="contract-option" value={option} onChange={(e) => setOption(e.target.value)}>
            {(kind === 'hourly' ? HOUR_FREQUENCIES : DIVIDEND_PERIODS).map((o) => (
              <option key={o} value={o}>
                {kind === 'hourly' ? t(`frequencies.${o as 'H'}`) : t(`periods.${o as 'D'}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {kind === 'realtime' ? (
        <TextField id="contract-game" label={t('fields.gameCode')} value={gameCode} onChange={(e) => setGameCode(e.target.value)} maxLength={40} aria-describedby="all-games">
          <small id="all-games" className="field-hint">
            {t('allGames')}
          </small>
        </TextField>
      ) : null}
      {levels.map((level, i) => (
        <fieldset key={i} className="contract-level">
          <legend>{t('level', { n: i + 1 })}</legend>
          <div className="contract-level-fields">
            {LEVEL_FIELDS[kind].map((field) =>
              field === 'rateType' ? (
                <div className="field" key={field}>
                  <label htmlFor={`contract-${field}-${i}`}>{t('fields.rateType')}</label>
                  <select id={`contract-${field}-${i}`} value={level[field]} onChange={(e) => set(i, field, e.target.value)}>
                    {RATE_TYPES.map((r) => (
                      <option key={r} value={r}>
                        {t(`rateTypes.${r}`)}
                      </option>
                    ))}
                  </select>
                </div>
              ) : (
                <TextField
                  key={field}
                  id={`contract-${field}-${i}`}
                  label={t(`fields.${field as 'rate'}`)}
                  required
                  inputMode={field === 'activeMember' ? 'numeric' : 'decimal'}
                  value={level[field]}
                  onChange={(e) => set(i, field, e.target.value)}
                  maxLength={16}
                  name={`${field}-${i}`}
                />
              ),
            )}
          </div>
          {levels.length > 1 ? (
            <button type="button" className="btn" onClick={() => setLevels((all) => all.filter((_, j) => j !== i))}>
              {t('removeLevel', { n: i + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      <FormAlert>{error}</FormAlert>
      <div className="actions">
        {levels.length < 10 ? (
          <button type="button" className="btn" onClick={() => setLevels((all) => [...all, { ...all[all.length - 1] }])}>
            {t('addLevel')}
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary">
          {t('send')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
