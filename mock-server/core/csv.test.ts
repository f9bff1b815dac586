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
