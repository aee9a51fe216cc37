import '../texts';
import { t } from '../../../lib/i18n';
import { IMPORT_TEMPLATES, limitsText } from '../import-format';

/** What file the import takes, and the templates to fill in. */
export function ImportHelp() {
  return (
    <aside className="card import-card import-help" aria-labelledby="import-help-title">
      <h2 id="import-help-title">{t('memberImport.help.title')}</h2>
      <ul>
        <li>{t('memberImport.help.formats')}</li>
        <li>{t('memberImport.help.encodings')}</li>
        <li>{t('memberImport.help.layouts')}</li>
        <li>{limitsText()}</li>
        <li>{t('memberImport.help.dates')}</li>
        <li>{t('memberImport.help.preview')}</li>
      </ul>
      <h3>{t('memberImport.templates')}</h3>
      <p>{t('memberImport.templatesText')}</p>
      <p className="actions">
        <a className="button-secondary" href={IMPORT_TEMPLATES.csv} download>
          {t('memberImport.templateCsv')}
        </a>
        <a className="button-secondary" href={IMPORT_TEMPLATES.xlsx} download>
          {t('memberImport.templateXlsx')}
        </a>
      </p>
    </aside>
  );
}
