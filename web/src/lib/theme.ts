// Theme of spec §4: light by default, dark available, kept in local storage under `theme`.

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

export function storedTheme(): Theme {
  return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  localStorage.setItem(THEME_KEY, theme);
  document.documentElement.dataset.theme = theme;
}

export function applyStoredTheme(): void {
  document.documentElement.dataset.theme = storedTheme();
}
