import { CODEBOOKS } from '../codebooks';
import { CodebookLink } from './codebook-link';

/** /evidence/ciselniky: every codebook with what it holds. */
export function CodebooksIndexPage() {
  return (
    <section>
      <div className="page-heading">
        <h1>Číselníky</h1>
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
            <CodebookLink page={{ kind: 'regions' }}>Kraje</CodebookLink>
          </h2>
          <p>Čtrnáct krajů České republiky (jen pro čtení).</p>
        </li>
      </ul>
    </section>
  );
}
