import { formatFileSize } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { MAX_RESULT_BYTES } from '../results-format';

/** What files the upload takes. */
export function ResultsHelp() {
  return (
    <aside className="card import-card import-help" aria-labelledby="results-help-title">
      <h2 id="results-help-title">{t('results.help.title')}</h2>
      <ul>
        <li>{t('results.help.fisXml')}</li>
        <li>{t('results.help.dataset')}</li>
        <li>{t('results.help.json')}</li>
        <li>{tf('results.help.limits', { size: formatFileSize(MAX_RESULT_BYTES) })}</li>
        <li>{t('results.help.again')}</li>
      </ul>
    </aside>
  );
}
