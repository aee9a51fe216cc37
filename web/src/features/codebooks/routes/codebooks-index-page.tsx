import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { CODEBOOKS } from '../codebooks';
import { CodebookLink } from './codebook-link';

/** /evidence/ciselniky: every codebook with what it holds. */
export function CodebooksIndexPage() {
  usePageTitle(t('codebooks.index.title'));
  return (
    <section>
      <div className="page-heading">
        <h1>{t('codebooks.index.title')}</h1>
      </div>
      <ul className="codebook-index">
        {CODEBOOKS.map((codebook) => (
          <li key={codebook.slug} className="card">
            <h2>
              <CodebookLink page={{ kind: 'list', codebook }}>{codebook.title}</CodebookLink>
            </h2>
            <p>{codebook.description}</p>
          </li>
        ))}
        <li className="card">
          <h2>
            <CodebookLink page={{ kind: 'regions' }}>{t('codebooks.regions.title')}</CodebookLink>
          </h2>
          <p>{t('codebooks.regions.description')}</p>
        </li>
      </ul>
    </section>
  );
}
