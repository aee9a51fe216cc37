import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('page titles', () => {
  it('names the page and the federation', () => {
    expect(pageTitle('Členové')).toBe('Členové – SLČR');
    expect(pageTitle(undefined)).toBe('Svaz lyžařů České republiky – SLČR');
  });
});
