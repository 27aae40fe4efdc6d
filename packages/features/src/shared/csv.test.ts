import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

describe('csvText', () => {
  it('writes RFC 4180: quotes around a comma, a quote or a line break, CRLF line ends', () => {
    expect(
      csvText([
        ['a', 'b,c'],
        ['say "hi"', 'two\nlines'],
      ]),
    ).toBe('a,"b,c"\r\n"say ""hi""","two\nlines"\r\n');
  });

  // OWASP's rule for CSV injection: a field a spreadsheet would read as a formula starts with a quote instead.
  it.each([
    ['=HYPERLINK("https://evil.test","Refund")', `"'=HYPERLINK(""https://evil.test"",""Refund"")"`],
    ['+1+1', "'+1+1"],
    ['-1+cmd|x', "'-1+cmd|x"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['=1,2', `"'=1,2"`],
  ])('escapes a formula start: %j → %j', (field, written) => {
    expect(csvText([[field]])).toBe(`${written}\r\n`);
  });

  it.each(['-12.50', '-3', '0.00', 'Pro plan - monthly', 'a=b'])(
    'keeps a number or plain text as it is: %j',
    (field) => {
      expect(csvText([[field]])).toBe(`${field}\r\n`);
    },
  );
});
