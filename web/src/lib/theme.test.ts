import { beforeEach, describe, expect, it } from 'vitest';
import { applyStoredTheme, applyTheme, storedTheme } from './theme';

describe('theme', () => {
  beforeEach(() => localStorage.clear());

  it('is light by default and remembers dark', () => {
    expect(storedTheme()).toBe('light');
    applyTheme('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    document.documentElement.dataset.theme = '';
    applyStoredTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('switches the grids colour scheme with the page', () => {
    applyTheme('dark');
    expect(document.documentElement.dataset.agThemeMode).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.dataset.agThemeMode).toBe('light');
  });
});
