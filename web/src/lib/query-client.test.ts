import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from './graphql-client';
import { retryDelay, shouldRetry, slowLoadingThreshold } from './query-client';

describe('query defaults', () => {
  it('retries after a growing delay from 5 s, or 10 s when slow', () => {
    expect([0, 1, 2].map((attempt) => retryDelay(attempt, false))).toEqual([5000, 10000, 20000]);
    expect([0, 1].map((attempt) => retryDelay(attempt, true))).toEqual([10000, 20000]);
    expect(retryDelay(10, false)).toBe(60000);
  });

  it('calls loading slow after 3 s, or 5 s when slow', () => {
    expect(slowLoadingThreshold(false)).toBe(3000);
    expect(slowLoadingThreshold(true)).toBe(5000);
  });
});

describe('shouldRetry', () => {
  it('retries network trouble but not refusals', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(3, new TypeError('Failed to fetch'))).toBe(false);
    const forbidden = new GraphQLRequestError([{ message: 'x', extensions: { code: 'FORBIDDEN' } }], 200);
    expect(shouldRetry(0, forbidden)).toBe(false);
  });
});
