import { describe, expect, it } from 'vitest';
import { pagerState } from './pager';

const nbsp = '\u00a0';

describe('pagerState', () => {
  it('shows an exact count with its pages', () => {
    const state = pagerState({ totalCount: 2015, capped: false, page: 3, perPage: 50 });
    expect(state.total).toBe(`Celkem: 2${nbsp}015`);
    expect(state.position).toBe('Strana 3 z 41');
    expect(state.hasPrevious).toBe(true);
    expect(state.hasNext).toBe(true);
    expect(pagerState({ totalCount: 2015, capped: false, page: 41, perPage: 50 }).hasNext).toBe(false);
  });

  it('says "více než" for a capped count and follows the server on the next page', () => {
    const state = pagerState({ totalCount: 10000, capped: true, page: 1, perPage: 50, hasNextPage: true });
    expect(state.total).toBe(`Celkem: více než 10${nbsp}000`);
    expect(state.position).toBe('Strana 1 z více než 200');
    expect(state.hasPrevious).toBe(false);
    expect(state.hasNext).toBe(true);
    // Past the counted pages the page number still reads sensibly.
    const deep = pagerState({ totalCount: 10000, capped: true, page: 3000, perPage: 50, hasNextPage: false });
    expect(deep.position).toBe(`Strana 3${nbsp}000 z více než 3${nbsp}000`);
    expect(deep.hasNext).toBe(false);
  });

  it('shows one page for an empty list', () => {
    const state = pagerState({ totalCount: 0, capped: false, page: 1, perPage: 50, hasNextPage: false });
    expect(state.position).toBe('Strana 1 z 1');
    expect(state.hasNext).toBe(false);
  });
});
