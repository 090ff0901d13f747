// One CSV cell, safe against CSV injection (used by the agent reports and the operator's exports): a
// cell that starts with = + - @, their full-width and small forms (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫: spreadsheets
// with an East Asian input mode read them as formulas too), a tab, a carriage return or a line feed,
// also after leading spaces, and is not a plain number, gets a leading apostrophe, so a spreadsheet
// shows it as text instead of running it.
export type CsvValue = string | number | boolean | bigint | null | undefined;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[\t\r\n]|^[ \u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV line (CRLF). */
export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
