'use client';

/** Spec §9 pagination: range 2 around the current page, margin 0; previous/next buttons. */
export const PAGINATION_RANGE = 2;

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
}

export function Pagination({ page, pages, onPage, labels }: PaginationProps) {
  if (pages <= 1) return null;
  const first = Math.max(1, page - PAGINATION_RANGE);
  const last = Math.min(pages, page + PAGINATION_RANGE);
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <nav className="pagination" aria-label={labels.nav}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={labels.previous}>
        <span aria-hidden="true">‹</span>
      </button>
      {numbers.map((number) => (
        <button
          key={number}
          type="button"
          className="btn"
          aria-current={number === page ? 'page' : undefined}
          aria-label={labels.page(number)}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={labels.next}>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
