import { describe, expect, it } from 'vitest';
import { csvCell, csvChunks, csvLine, parseCsv, type CsvColumn } from './csv';

describe('csvCell (RFC 4180 and formula injection)', () => {
  it('writes plain text and decimal strings as they are', () => {
    expect(csvCell('Card purchase')).toBe('Card purchase');
    expect(csvCell('48.73')).toBe('48.73');
    expect(csvCell('0.000000000000000001')).toBe('0.000000000000000001');
    expect(csvCell('-12.34')).toBe('-12.34');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a field with a comma, a double quote or a line break, doubling inner quotes', () => {
    expect(csvCell('Tokyo, JP')).toBe('"Tokyo, JP"');
    expect(csvCell('The "Best" Shop')).toBe('"The ""Best"" Shop"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('puts a single quote before a cell a spreadsheet would run as a formula (OWASP)', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell('+1+2')).toBe(`"'+1+2"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it.each([
    [' =1+1', `"' =1+1"`],
    ['   =HYPERLINK("http://evil.example")', `"'   =HYPERLINK(""http://evil.example"")"`],
    [';=cmd', `"';=cmd"`],
    [',=1+1', `"',=1+1"`],
    ['|=cmd', `"'|=cmd"`],
    [' ; @SUM(A1)', `"' ; @SUM(A1)"`],
    ['\u00a0+1', `"'\u00a0+1"`],
    ['\u3000-1+2', `"'\u3000-1+2"`],
    ['\u200b=1', `"'\u200b=1"`],
    ['\n=1+1', `"'\n=1+1"`],
    ['\uff1d1+1', `"'\uff1d1+1"`],
    [' -12.34', `"' -12.34"`],
  ])('neutralises %j: a formula start after leading spaces or separators (OWASP)', (cell, expected) => {
    expect(csvCell(cell)).toBe(expected);
    expect(parseCsv(`${csvCell(cell)}\r\n`)).toEqual([[`'${cell}`]]);
  });

  it('leaves text with a formula sign only inside it, and decimal strings, as they are', () => {
    expect(csvCell('Coffee; 2 = 1 + 1')).toBe('Coffee; 2 = 1 + 1');
    expect(csvCell('Tokyo, =JP')).toBe('"Tokyo, =JP"');
    expect(csvCell('-0.5')).toBe('-0.5');
    expect(csvCell('   ')).toBe('   ');
  });

  it('ends every record with CRLF', () => {
    expect(csvLine(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });
});

describe('csvChunks', () => {
  const columns: CsvColumn<{ id: number; note: string }>[] = [
    { header: 'id', cell: (row) => String(row.id) },
    { header: 'note', cell: (row) => row.note },
  ];

  it('writes the header row even when no row is kept', () => {
    expect([...csvChunks(columns, [{ id: 1, note: 'x' }], () => false)]).toEqual(['id,note\r\n']);
  });

  it('gives the kept rows in chunks of at most chunkRows rows, reading the source lazily', () => {
    let read = 0;
    function* source() {
      for (let id = 1; id <= 10; id++) {
        read++;
        yield { id, note: id % 2 ? 'odd, "one"' : 'even' };
      }
    }
    const chunks = csvChunks(columns, source(), (row) => row.id !== 4, 3);
    const first = chunks.next();
    expect(first.value).toBe('id,note\r\n1,"odd, ""one"""\r\n2,even\r\n3,"odd, ""one"""\r\n');
    expect(read).toBe(3);
    const rest = [...chunks];
    expect(read).toBe(10);
    const records = parseCsv([first.value as string, ...rest].join(''));
    expect(records.map((record) => record[0])).toEqual(['id', '1', '2', '3', '5', '6', '7', '8', '9', '10']);
    expect(records[1]).toEqual(['1', 'odd, "one"']);
  });
});

describe('parseCsv', () => {
  it('reads back quoted fields with commas, quotes and line breaks', () => {
    const text = csvLine(['id', 'text']) + csvLine(['1', 'a,b']) + csvLine(['2', 'say "hi"\r\nbye']);
    expect(parseCsv(text)).toEqual([
      ['id', 'text'],
      ['1', 'a,b'],
      ['2', 'say "hi"\r\nbye'],
    ]);
  });
});
