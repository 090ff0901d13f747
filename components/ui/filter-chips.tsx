'use client';

import './filter-chips.css';

export interface FilterChip<T extends string> {
  value: T;
  label: string;
}

/**
 * One choice among a few, as a row of chips (records' date presets and kinds): a tap target each,
 * the chosen one pressed. On a phone the row scrolls inside itself, never the page.
 */
export function FilterChips<T extends string>({ label, chips, value, onChange }: { label: string; chips: readonly FilterChip<T>[]; value: T; onChange(value: T): void }) {
  return (
    <div role="group" aria-label={label} className="filter-chips">
      {chips.map((chip) => (
        <button key={chip.value} type="button" className="filter-chip" aria-pressed={chip.value === value} onClick={() => onChange(chip.value)}>
          {chip.label}
        </button>
      ))}
    </div>
  );
}
