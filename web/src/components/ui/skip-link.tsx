import { t } from '../../lib/i18n';

/** The first stop of the keyboard on every page: jumps past the header to the main content
 * (`<main id="obsah" tabIndex={-1}>`). Hidden until focused. */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href="#obsah"
      onClick={(event) => {
        const main = document.getElementById('obsah');
        if (!main) return;
        // Focus, not only scroll: the next Tab goes on from the content (no hash in the URL).
        event.preventDefault();
        main.focus();
      }}
    >
      {t('nav.skipToContent')}
    </a>
  );
}
