import { describe, expect, it } from 'vitest';
import { feedbackListFilter, hasFeedbackFilters } from './list-filter';

describe('the list filters', () => {
  it('become the API filter, nulls for no filter', () => {
    expect(feedbackListFilter({})).toEqual({ status: null, kind: null, mine: false });
    expect(feedbackListFilter({ status: 'RECEIVED', mine: true })).toEqual({ status: 'RECEIVED', kind: null, mine: true });
  });

  it('tell whether any is set', () => {
    expect(hasFeedbackFilters({})).toBe(false);
    expect(hasFeedbackFilters({ kind: 'QUESTION' })).toBe(true);
    expect(hasFeedbackFilters({ mine: true })).toBe(true);
  });
});
