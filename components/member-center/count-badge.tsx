'use client';
import './member-center.css';

/** Spec §2: a red count badge, shown only when the count is above 0. */
export function CountBadge({ count, label, testId }: { count: number; label: string; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" aria-label={label} role="status" data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
