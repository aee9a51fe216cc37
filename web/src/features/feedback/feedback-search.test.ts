import { describe, expect, it } from 'vitest';
import { parseFeedbackReportSearch, parseFeedbackSearch } from './feedback-search';

describe('the feedback list filters', () => {
  it('keep a known state and kind and leave out anything else', () => {
    expect(parseFeedbackSearch({ status: 'RESOLVED', kind: 'BUG' })).toEqual({ status: 'RESOLVED', kind: 'BUG' });
    expect(parseFeedbackSearch({ status: 'resolved', kind: 'CHYBA', other: 'x' })).toEqual({});
  });

  it('read "only mine" as the spec reads booleans, whatever type the router gives', () => {
    for (const mine of ['1', 'true', '', 1, true]) expect(parseFeedbackSearch({ mine })).toEqual({ mine: true });
    for (const mine of ['0', 'false', 0, false, undefined]) expect(parseFeedbackSearch({ mine })).toEqual({});
  });
});

describe('the report form query', () => {
  it('keeps the page the report is about, trimmed', () => {
    expect(parseFeedbackReportSearch({ stranka: ' /evidence/kluby ' })).toEqual({ stranka: '/evidence/kluby' });
    expect(parseFeedbackReportSearch({ stranka: '' })).toEqual({});
    expect(parseFeedbackReportSearch({})).toEqual({});
  });
});
