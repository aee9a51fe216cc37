// Theme of spec §4: light by default, dark available, kept in local storage under `theme`.
// The AG Grid themes follow the same switch through `data-ag-theme-mode` on <html> (the
// Theming API's colour scheme modes), so every grid turns dark with the page.

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

export function storedTheme(): Theme {
  return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
}

function showTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.dataset.agThemeMode = theme;
}

export function applyTheme(theme: Theme): void {
  localStorage.setItem(THEME_KEY, theme);
  showTheme(theme);
}

export function applyStoredTheme(): void {
  showTheme(storedTheme());
}
