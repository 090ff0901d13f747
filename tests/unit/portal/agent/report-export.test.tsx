// The report's CSV export button (components/agent/reports/report-export.tsx): a refusal of the
// export — another export of the agent's still running (issue 27), too many rows — is shown as the
// portal's sentence for its code instead of a failed download; a file is handed to the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ReportExport, type ReportExportTexts } from '@/components/agent/reports/report-export';

const textsOf = (locale: string): ReportExportTexts => {
  const errors = JSON.parse(readFileSync(path.join(__dirname, '../../../../messages/agent-reports', `${locale}.json`), 'utf8')).agentReports.errors;
  return { export_in_progress: errors.export_in_progress, export_too_large: errors.export_too_large, other: errors.other };
};
const HREF = '/api/agent/reports/teamBetting?startDate=2026-11-01&endDate=2026-11-02&format=csv&locale=th';
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

it.each(['en', 'th'])('shows the %s sentence for a second export while one runs (429 export_in_progress)', async (locale) => {
  const texts = textsOf(locale);
  expect(texts.export_in_progress?.trim()).toBeTruthy();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: { code: 'export_in_progress', message: 'busy' } }), { status: 429 }));
  render(<ReportExport href={HREF} label="CSV" texts={texts} />);
  fireEvent.click(screen.getByRole('link', { name: 'CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(texts.export_in_progress);
  expect(fetchMock).toHaveBeenCalledWith(HREF);
});

it('shows the sentence for too many rows, and the general one for anything else', async () => {
  const texts = textsOf('en');
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: { code: 'export_too_large' } }), { status: 422 }));
  render(<ReportExport href={HREF} label="CSV" texts={texts} />);
  fireEvent.click(screen.getByRole('link', { name: 'CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(texts.export_too_large);
  fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
  fireEvent.click(screen.getByRole('link', { name: 'CSV' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(texts.other));
});

it('hands the CSV to the browser under the answer’s file name, with no alert', async () => {
  const saved: { href: string; download: string }[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  fetchMock.mockResolvedValue(
    new Response('"a","b"\r\n', { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="teamBetting-2026-11-01-2026-11-02.csv"' } }),
  );
  render(<ReportExport href={HREF} label="CSV" texts={textsOf('en')} />);
  fireEvent.click(screen.getByRole('link', { name: 'CSV' }));
  await waitFor(() => expect(saved).toEqual([{ href: 'blob:report', download: 'teamBetting-2026-11-01-2026-11-02.csv' }]));
  expect(screen.queryByRole('alert')).toBeNull();
  click.mockRestore();
});
