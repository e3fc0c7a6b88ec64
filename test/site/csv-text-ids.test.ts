/**
 * A table's CSV keeps ids such as "1e5", "00", "0.0" as text for spreadsheets (issue 44), with the
 * quote mark the writer already uses against formulas; numbers stay numbers, other text is as
 * before, and the file stays RFC 4180 (read back by a plain CSV split).
 */
import { describe, expect, it } from 'vitest';
import { csvTextField, tableCsv } from '../../src/site/csv.ts';

describe('csvTextField', () => {
  it('marks text a spreadsheet would read as a number, date or boolean', () => {
    // Hand-listed: Excel/LibreOffice read these as 100000, 0, 0, 0.5, 2 January, TRUE.
    expect(['1e5', '00', '0.0', '.5', '1-2', 'true'].map(csvTextField)).toEqual(["'1e5", "'00", "'0.0", "'.5", "'1-2", "'true"]);
  });
  it('leaves other ids and names alone, and still neutralises formulas', () => {
    expect(['index.html', 'null', 'a.', 'x.1', 'claude-opus-4.7', 'شركة'].map(csvTextField)).toEqual(['index.html', 'null', 'a.', 'x.1', 'claude-opus-4.7', 'شركة']);
    expect(csvTextField('=1+1')).toBe("'=1+1");
  });
});

describe('tableCsv', () => {
  const columns = [{ id: 'model_id', unit: 'id' }, { id: 'display_name', unit: 'text' }, { id: 'acc', unit: 'percent' }, { id: 'n', unit: 'count' }];
  it('marks ids and text that would become numbers; writes numbers as numbers', () => {
    const csv = tableCsv(columns, [
      { model_id: '1e5', display_name: '00', acc: 77.5, n: 3 },
      { model_id: 'null', display_name: 'Model, "B"', acc: null, n: 0 },
    ]);
    expect(csv).toBe(`model_id,display_name,acc,n\r\n'1e5,'00,77.5,3\r\nnull,"Model, ""B""",,0\r\n`);
  });
  it('leaves a numeric column\'s number-like string as it is (a display number, not an id)', () => {
    expect(tableCsv([{ id: 'acc', unit: 'percent' }], [{ acc: '0.0' }])).toBe('acc\r\n0.0\r\n');
  });
});
