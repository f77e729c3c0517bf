import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from './csv';

describe('CSV', () => {
  it('quotes cells with separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });
  it('neutralises formulas (CSV injection)', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+49 40 123')).toBe("'+49 40 123");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });
  it('builds a document with a BOM, a header and CRLF lines', () => {
    expect(
      buildCsv(
        ['name', 'email'],
        [
          ['Jana', 'j@x.de'],
          ['=1+1', '<b>x</b>'],
        ],
      ),
    ).toBe("\uFEFFname,email\r\nJana,j@x.de\r\n'=1+1,<b>x</b>\r\n");
  });
});
