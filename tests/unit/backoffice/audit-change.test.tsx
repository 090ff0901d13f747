// The audit screen's before → after (backoffice/components/audit/audit-change.tsx, lib/audit-diff.ts):
// records now carry an object's whole compact state, so a row lists the fields that changed
// (`path: before → after`), what a created object holds, what a removed one held — never two blobs
// of JSON cut off mid-way.
import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import en from '@/backoffice/messages/en.json';
import th from '@/backoffice/messages/th.json';
import { AuditChange, type AuditChangeLabels } from '@/backoffice/components/audit/audit-change';
import { auditDiff, shortText } from '@/backoffice/lib/audit-diff';

/** The screen's words from the back office's own messages, as useAuditChangeLabels gives them. */
function labelsIn(locale: 'en' | 'th'): AuditChangeLabels {
  const audit = (locale === 'en' ? en : th).audit;
  const t = createTranslator({ locale, messages: { audit } as Record<string, unknown>, namespace: 'audit' }) as unknown as (key: string, values?: Record<string, number>) => string;
  return { created: t('created'), removed: t('removed'), unchanged: t('unchanged'), moreFields: (count) => t('moreFields', { count }) };
}

function show(before: unknown, after: unknown, locale: 'en' | 'th' = 'en') {
  render(<AuditChange before={before} after={after} labels={labelsIn(locale)} />);
}

describe('what an audit record changed', () => {
  it('lists only the fields that differ, nested ones by their path', () => {
    const before = { state: 1, amount: '200.00', remark: null, blocks: { deposit: false, bet: false, withdrawal: false } };
    const after = { state: 3, amount: '200.00', remark: 'name check', blocks: { deposit: false, bet: false, withdrawal: true } };
    expect(auditDiff(before, after)).toEqual({
      kind: 'changed',
      fields: [
        { path: 'state', before: '1', after: '3' },
        { path: 'remark', before: '∅', after: 'name check' },
        { path: 'blocks.withdrawal', before: 'false', after: 'true' },
      ],
    });
  });

  it('reads lists of objects by index and lists of plain values as one value', () => {
    const levels = [{ level: 0, upgradeReward: '0.00' }, { level: 1, upgradeReward: '100.00' }];
    expect(auditDiff({ levels }, { levels: [levels[0], { ...levels[1], upgradeReward: '999.00' }] }).fields).toEqual([
      { path: 'levels[1].upgradeReward', before: '100.00', after: '999.00' },
    ]);
    expect(auditDiff({ permissions: ['audit:read'] }, { permissions: ['audit:read', 'reports:read'] }).fields).toEqual([
      { path: 'permissions', before: '[audit:read]', after: '[audit:read, reports:read]' },
    ]);
  });

  it('shows what a created object holds and what a removed one held', () => {
    expect(auditDiff(null, { name: 'Audit mug', stock: 5 })).toEqual({ kind: 'created', fields: [{ path: 'name', after: 'Audit mug' }, { path: 'stock', after: '5' }] });
    expect(auditDiff({ authority: 'CGCB' }, null)).toEqual({ kind: 'removed', fields: [{ path: 'authority', before: 'CGCB' }] });
    expect(auditDiff(null, null)).toEqual({ kind: 'unchanged', fields: [] });
    expect(auditDiff('open', 'closed')).toEqual({ kind: 'changed', fields: [{ path: '', before: 'open', after: 'closed' }] });
  });

  it('shortens a long value instead of the whole record', () => {
    const text = shortText('x'.repeat(500));
    expect(text).toHaveLength(80);
    expect(text.endsWith('…')).toBe(true);
  });

  it('renders each changed field as path: before → after, and says how many more there are', () => {
    const before = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`field${i}`, i]));
    const after = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`field${i}`, i + 1]));
    show(before, after);
    const cell = screen.getByTestId('audit-change');
    expect(cell).toHaveTextContent('field0: 0 → 1');
    expect(cell).toHaveTextContent('field5: 5 → 6');
    expect(cell).not.toHaveTextContent('field6:');
    expect(cell).toHaveTextContent('and 3 more fields');
  });

  it('labels a creation, in Thai too, and says when nothing changed', () => {
    show(null, { name: 'Audit mug' }, 'th');
    expect(screen.getByTestId('audit-change')).toHaveTextContent('สร้างใหม่:name: Audit mug');
    show({ state: 1 }, { state: 1 });
    expect(screen.getByText('No change')).toBeInTheDocument();
  });
});
