// Every page names itself in the browser's title bar and history: "<page> – SLČR".
import { useEffect } from 'react';
import { t } from './i18n';

/** The document title of a page. */
export function pageTitle(title: string | undefined): string {
  const app = t('app.name');
  return title ? `${title} – ${app}` : `${t('app.title')} – ${app}`;
}

/** Sets the document title while the page is shown. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
