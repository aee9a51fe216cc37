import { describe, expect, it } from 'vitest';
import { clubs } from '../../lib/i18n/clubs';

// Every catalogue key the clubs feature asks for exists (a missing one would only warn at run time).
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

describe('clubs catalogue', () => {
  it('holds every key the clubs feature uses', () => {
    const used = Object.values(sources).flatMap((text) => [...text.matchAll(/\bt[f]?\('(clubs\.[\w.-]+)'/g)].map((match) => match[1]));
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((key) => !(key && key in clubs))).toEqual([]);
  });
});
