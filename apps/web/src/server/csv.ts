/**
 * CSV (RFC 4180) for spreadsheet exports. Cells are quoted when needed; a cell that a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or carriage return) gets a leading apostrophe (OWASP CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text with CRLF line ends and a UTF-8 byte order mark, so that spreadsheets detect the encoding. */
export function buildCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
