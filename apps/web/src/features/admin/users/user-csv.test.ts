import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './user-csv';

describe('user CSV export', () => {
  it('defuses cells that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('starts with a UTF-8 byte-order mark so Excel reads Chinese', () => {
    const csv = toCsv([
      ['用户名', '昵称'],
      ['zhang', '张三'],
    ]);
    expect(csv.startsWith('\uFEFF用户名,昵称\r\n')).toBe(true);
    expect(csv).toContain('zhang,张三\r\n');
  });
});
