/**
 * A field a spreadsheet would read as a formula (OWASP's CSV injection rule: it starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return), unless it is a plain number such as a refund's `-12.50`.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * RFC 4180: a field with a comma, a quote or a line break goes in quotes, its quotes doubled. Text from the server (a
 * bill's description) that would start a formula starts with a `'` instead, which spreadsheets show as text.
 */
function csvField(value: string): string {
  const text = FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV (RFC 4180, CRLF line ends, a line end after the last row too). */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
