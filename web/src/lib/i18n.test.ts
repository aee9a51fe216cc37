import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from './i18n';

describe('t', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the Czech text', () => {
    expect(t('form.required')).toBe('Toto pole je povinné');
  });

  it('warns about a missing key and shows the key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(t('neexistuje.klic')).toBe('neexistuje.klic');
    expect(warn).toHaveBeenCalledWith("Can't find translation for key", 'neexistuje.klic');
  });
});
