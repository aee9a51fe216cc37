import { useState } from 'react';
import { t } from '../../lib/i18n';
import { type Theme, applyTheme, storedTheme } from '../../lib/theme';

/** Switches between the light (default) and dark theme; the choice survives a reload. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="link-button"
      aria-pressed={theme === 'dark'}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      {t('ui.theme.dark')}
    </button>
  );
}
