'use client';

import { useTranslations } from 'next-intl';
import { parseRate, type RebateBound, type RebateSeries } from '@/contract/agent-team';

/** The local check of one rate: undefined when fine, else the problem (the platform checks again). */
export function rateProblem(text: string, bound: RebateBound): { kind: 'invalid' } | { kind: 'max'; max: string } | { kind: 'min'; min: string } | undefined {
  const bp = parseRate(text);
  if (bp === undefined) return { kind: 'invalid' };
  if (bp < parseRate(bound.min)!) return { kind: 'min', min: bound.min };
  if (bp > parseRate(bound.max)! && bp !== parseRate(bound.min)) return { kind: 'max', max: bound.max };
  return undefined;
}

/** One input per product series with its allowed range; errors beside the series they concern. */
export function RebateFields({
  idPrefix,
  bounds,
  values,
  errors,
  seriesNames,
  onChange,
}: {
  idPrefix: string;
  bounds: readonly RebateBound[];
  values: Record<string, string>;
  errors: Record<string, string>;
  seriesNames: Record<string, string>;
  onChange: (series: RebateSeries, value: string) => void;
}) {
  const t = useTranslations('agentTeam');
  return (
    <fieldset className="rebate-fields">
      <legend>{t('rebates')}</legend>
      <table className="record-table">
        <thead>
          <tr>
            <th scope="col">{t('rebateSeries')}</th>
            <th scope="col">{t('rate')}</th>
          </tr>
        </thead>
        <tbody>
          {bounds.map((bound) => {
            const id = `${idPrefix}-${bound.series}`;
            const error = errors[bound.series];
            return (
              <tr key={bound.series}>
                <th scope="row" data-label={t('rebateSeries')}>
                  <label htmlFor={id}>{seriesNames[bound.series] ?? bound.series}</label>
                </th>
                <td data-label={t('rate')}>
                  <input
                    id={id}
                    name={bound.series}
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={6}
                    value={values[bound.series] ?? ''}
                    aria-invalid={Boolean(error)}
                    aria-describedby={`${id}-range${error ? ` ${id}-error` : ''}`}
                    onChange={(event) => onChange(bound.series, event.target.value)}
                  />
                  <small id={`${id}-range`}> {t('range', { min: bound.min, max: bound.max })}</small>
                  {error ? (
                    <p className="field-error" id={`${id}-error`} role="alert">
                      {error}
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
