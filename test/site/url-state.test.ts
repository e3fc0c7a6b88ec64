// URL state of tables and facets: what a shared link restores.
import { describe, expect, it } from 'vitest';
import { compareSortValues, readFacets, readTableState, writeFacets, writeTableState } from '../../src/site/url-state.ts';

describe('table state in the URL', () => {
  it('round-trips sort direction and filter, prefixed by the table id', () => {
    const params = writeTableState(new URLSearchParams('other=1'), 'board', { sort: 'acc', descending: true, query: 'claude' });
    expect(params.toString()).toBe('other=1&board.sort=-acc&board.q=claude');
    expect(readTableState(params, 'board', ['model_id', 'acc'])).toEqual({ sort: 'acc', descending: true, query: 'claude' });
  });
  it('ignores a sort on a column the table does not have (a stale link shows the default order)', () => {
    expect(readTableState(new URLSearchParams('board.sort=-gone'), 'board', ['acc'])).toEqual({ sort: null, descending: false, query: '' });
  });
  it('removes parameters that are back to their default', () => {
    const params = writeTableState(new URLSearchParams('board.sort=acc&board.q=x'), 'board', { sort: null, descending: false, query: '' });
    expect(params.toString()).toBe('');
  });
});

describe('facets in the URL', () => {
  it('writes sorted comma-joined values and reads them back, with repeated parameters merged', () => {
    const params = writeFacets(new URLSearchParams(), { family: ['workflow', 'code_style'], method: [] }, 'tests');
    expect(params.toString()).toBe('family=code_style%2Cworkflow&q=tests');
    expect(readFacets(new URLSearchParams('family=a,b&family=c'), ['family', 'method'])).toEqual({ facets: { family: ['a', 'b', 'c'] }, query: '' });
  });
});

describe('compareSortValues', () => {
  it('sorts numbers numerically, text naturally, and missing values last in both directions', () => {
    const values = [10, null, 9, 100];
    expect([...values].sort((a, b) => compareSortValues(a, b, false))).toEqual([9, 10, 100, null]);
    expect([...values].sort((a, b) => compareSortValues(a, b, true))).toEqual([100, 10, 9, null]);
    expect(['T10', 'T9', 'T100'].sort((a, b) => compareSortValues(a, b, false))).toEqual(['T9', 'T10', 'T100']);
  });
});
