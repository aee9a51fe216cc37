import { describe, expect, it } from 'vitest';
import { slug } from './slug';

describe('slug', () => {
  it('folds Czech letters and joins words with hyphens', () => {
    expect(slug('Žofie Černá')).toBe('zofie-cerna');
    expect(slug('  Řehoř  Ťuťálek-Šťastný ')).toBe('rehor-tutalek-stastny');
    expect(slug('TJ Ski Klub Úpice 1923')).toBe('tj-ski-klub-upice-1923');
  });
});
