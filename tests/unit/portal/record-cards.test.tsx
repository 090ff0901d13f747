import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ShortReference } from '@/components/ui/short-reference';
import siteEn from '@/messages/site/en.json';

const renderEn = (ui: ReactElement) =>
  render(
    <NextIntlClientProvider locale="en" messages={{ reference: siteEn.reference }}>
      {ui}
    </NextIntlClientProvider>,
  );

interface Row {
  id: string;
  kind: string;
  amount: string;
  remark: string;
}

describe('records as cards (issue #30)', () => {
  it('gives every cell its place on the phone card and its label, detail by default', () => {
    renderEn(
      <DataTable<Row>
        rows={[{ id: 'a', kind: 'Deposit', amount: '100.00', remark: 'first' }]}
        rowKey={(row) => row.id}
        columns={[
          { label: 'Type', cell: (row) => row.kind, card: 'title' },
          { label: 'Amount', cell: (row) => row.amount, card: 'amount' },
          { label: 'Remark', cell: (row) => row.remark },
        ]}
      />,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveClass('record-table', 'card-table');
    expect(screen.getByRole('cell', { name: 'Deposit' })).toHaveAttribute('data-card', 'title');
    expect(screen.getByRole('cell', { name: '100.00' })).toHaveAttribute('data-card', 'amount');
    const remark = screen.getByRole('cell', { name: 'first' });
    expect(remark).toHaveAttribute('data-card', 'detail');
    expect(remark).toHaveAttribute('data-label', 'Remark');
  });

  it('shows a long reference by its first characters and copies the whole of it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const full = '0f9a3c1e-5b7d-4e2a-9c11-2d4b6f8a0e13';
    renderEn(<ShortReference value={full} />);
    const button = screen.getByRole('button', { name: `Copy reference ${full}` });
    expect(within(button).getByText('0f9a3c1e…')).toBeInTheDocument();
    // The whole reference stays in the page's text (searchable, read out), only not drawn.
    expect(within(button).getByText(full)).toHaveClass('visually-hidden');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith(full);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('leaves a short reference as it is', () => {
    renderEn(<ShortReference value="W2601" />);
    expect(screen.getByText('W2601')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
