// /evidence/casomiry/{id}/dokumentace: how a timing company's program talks to Stopa — log in
// as an API client, find its events, download the entries, upload the results and follow
// their import. Examples use this server's address.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SimpleTable } from '../../../components/ui/simple-table';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useMe } from '../../auth';
import { WithCompany } from './timekeeper-pages';

/** The downloads and their columns (libs/app/src/event_exports.rs). */
export const ENTRY_LAYOUTS = [
  {
    path: 'registration-csv',
    columns: 'Závod;Datum;Kategorie;St. číslo;Příjmení;Jméno;Ročník;Pohlaví;Klub;Kód klubu;Stát;Reg. číslo;FIS kód;Pozdní přihláška',
    textKey: 'timekeepers.docs.layout.registration',
  },
  {
    path: 'registration-csv-by-club',
    columns: 'Klub;Kód klubu;Příjmení;Jméno;Ročník;Pohlaví;Závod;Kategorie;St. číslo',
    textKey: 'timekeepers.docs.layout.byClub',
  },
  {
    path: 'registration-old-csv',
    columns: 'PRIJMENI;JMENO;ROCNIK;POHLAVI;ODDIL;KATEGORIE;ZAVOD;REG_CISLO;STC',
    textKey: 'timekeepers.docs.layout.old',
  },
  {
    path: 'registration-csv-cx?race={raceId}&encoding=utf8',
    columns: 'Bib;Lastname;Firstname;Yearofbirth;Gender;Nation;Club;Clubcode;Category;Fiscode;Regnumber;Race',
    textKey: 'timekeepers.docs.layout.cx',
  },
] as const;

/** The result file formats uploadResults takes (ResultFormat of the schema). */
const RESULT_FORMATS = ['FIS_XML', 'FIS_XML_DATASET', 'CROSS_COUNTRY_JSON'] as const;

function Code({ children }: { children: string }) {
  return (
    <pre className="code-block" tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card docs-step">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function TimekeeperDocsPage({ id }: { id: number }) {
  return <WithCompany id={id}>{(company) => <TimekeeperDocs id={company.id} name={company.name} />}</WithCompany>;
}

function TimekeeperDocs({ id, name }: { id: number; name: string }) {
  usePageTitle(tf('timekeepers.docs.title', { name }));
  const me = useMe();
  const origin = window.location.origin;
  // The asker's own login when it is the company's account; the password is never shown.
  const email = me.data?.activeIdentity.identityType === 'TIMEKEEPER' ? me.data.account?.email : undefined;
  const login = `TOKEN=$(curl -s ${origin}/graphql \\
  -H 'content-type: application/json' \\
  -d '{"query":"mutation { login(input: {email: \\"${email ?? 'casomira@example.cz'}\\", password: \\"VASE_HESLO\\", client: API}) { token } }"}' \\
  | sed -E 's/.*"token":"([^"]+)".*/\\1/')`;
  const events = `curl -s ${origin}/graphql \\
  -H 'content-type: application/json' \\
  -H "X-Authorization: Bearer $TOKEN" \\
  -d '{"query":"{ racingEvents(filter: {from: \\"2027-01-01\\"}, perPage: 50) { totalCount nodes { id name dateFrom dateTo place stateLabel } } }"}'`;
  const races = `curl -s ${origin}/graphql \\
  -H 'content-type: application/json' \\
  -H "X-Authorization: Bearer $TOKEN" \\
  -d '{"query":"{ racingEvent(id: 123) { races { id name raceDate categories { id name } } } }"}'`;
  const upload = `curl -s ${origin}/graphql \\
  -H "X-Authorization: Bearer $TOKEN" \\
  -H 'X-GQL-Operation: UploadResults' -H 'X-GQL-Operation-Type: mutation' \\
  -F operations='{"query":"mutation UploadResults($input: UploadResultsInput!, $file: Upload!) { uploadResults(input: $input, file: $file) { id state progress } }","variables":{"input":{"racingEventId":123,"format":"FIS_XML"},"file":null},"operationName":"UploadResults"}' \\
  -F map='{"0":["variables.file"]}' \\
  -F 0=@vysledky.xml`;
  const poll = `curl -s ${origin}/graphql \\
  -H 'content-type: application/json' \\
  -H "X-Authorization: Bearer $TOKEN" \\
  -d '{"query":"{ resultImport(id: 45) { progress state processedRows totalRows counts { key label count } problems error } }"}'`;
  const download = `curl -s -H "X-Authorization: Bearer $TOKEN" \\
  -o prihlasky.csv ${origin}/api/public/export/racing/event/123/registration-csv
curl -s -H "X-Authorization: Bearer $TOKEN" \\
  -o casomira.csv '${origin}/api/public/export/racing/event/123/registration-csv-cx?race=456&encoding=cp1250'`;

  return (
    <section className="docs-page">
      <Link to="/evidence/casomiry/$id" params={{ id: String(id) }} className="back-link">
        {tf('timekeepers.backTo', { name })}
      </Link>
      <h1>{tf('timekeepers.docs.title', { name })}</h1>
      <p className="page-intro">{t('timekeepers.docs.intro')}</p>

      <Step title={t('timekeepers.docs.loginTitle')}>
        <p>{t('timekeepers.docs.loginText')}</p>
        <Code>{login}</Code>
        <p>{t('timekeepers.docs.loginHeader')}</p>
        <ul>
          <li>{t('timekeepers.docs.loginExpiry')}</li>
          <li>{t('timekeepers.docs.loginNoCookie')}</li>
        </ul>
      </Step>

      <Step title={t('timekeepers.docs.eventsTitle')}>
        <p>{t('timekeepers.docs.eventsText')}</p>
        <Code>{events}</Code>
        <p>{t('timekeepers.docs.racesText')}</p>
        <Code>{races}</Code>
      </Step>

      <Step title={t('timekeepers.docs.downloadsTitle')}>
        <p>{t('timekeepers.docs.downloadsText')}</p>
        <SimpleTable
          className="docs-table"
          caption={t('timekeepers.docs.downloadsTitle')}
          columns={[t('timekeepers.docs.address'), t('timekeepers.docs.content'), t('timekeepers.docs.columns')]}
          scroll
        >
          {ENTRY_LAYOUTS.map((layout) => (
            <tr key={layout.path}>
              <td>
                <code>/api/public/export/racing/event/{'{id}'}/{layout.path}</code>
              </td>
              <td>{t(layout.textKey)}</td>
              <td>
                <code className="columns">{layout.columns}</code>
              </td>
            </tr>
          ))}
        </SimpleTable>
        <ul>
          <li>{t('timekeepers.docs.noWithdrawn')}</li>
          <li>{t('timekeepers.docs.noBirthDates')}</li>
          <li>{t('timekeepers.docs.encoding')}</li>
        </ul>
        <Code>{download}</Code>
      </Step>

      <Step title={t('timekeepers.docs.resultsTitle')}>
        <p>{t('timekeepers.docs.resultsText')}</p>
        <p>{t('timekeepers.docs.resultsFormats')}</p>
        <ul>
          {RESULT_FORMATS.map((format) => (
            <li key={format}>
              <code>{format}</code> – {t(`timekeepers.docs.resultsFormat.${format}`)}
            </li>
          ))}
        </ul>
        <Code>{upload}</Code>
        <p>{t('timekeepers.docs.resultsRefused')}</p>
        <p>{t('timekeepers.docs.resultsPoll')}</p>
        <Code>{poll}</Code>
        <p>{t('timekeepers.docs.resultsAfter')}</p>
      </Step>
    </section>
  );
}
