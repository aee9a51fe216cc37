import '../texts';
import { FactList } from '../../../components/ui/facts';
import type { MemberImportQuery } from '../../../gql/graphql';
import { formatDate, formatNumber, formatTime } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { encodingLabel } from '../import-format';

export type MemberImportDetail = MemberImportQuery['memberImport'];

const dateTime = (instant: string) => tf('memberImport.summary.dateTime', { date: formatDate(instant), time: formatTime(instant) });

/** What was uploaded: the club, the file, how it was read. */
export function ImportSummary({ memberImport }: { memberImport: MemberImportDetail }) {
  const facts: [string, string][] = [
    [t('memberImport.summary.club'), memberImport.clubName],
    [t('memberImport.summary.file'), memberImport.fileName],
    [t('memberImport.summary.kind'), memberImport.fileKind],
    [t('memberImport.summary.encoding'), encodingLabel(memberImport.encoding)],
    [t('memberImport.summary.layout'), memberImport.layout],
    [t('memberImport.summary.rows'), formatNumber(memberImport.totalRows)],
    [t('memberImport.summary.uploaded'), dateTime(memberImport.createdAt)],
  ];
  if (memberImport.finishedAt) facts.push([t('memberImport.summary.finished'), dateTime(memberImport.finishedAt)]);
  return (
    <section className="card import-card" aria-labelledby="import-summary-title">
      <h2 id="import-summary-title">{t('memberImport.summary.title')}</h2>
      <FactList facts={facts} />
      {memberImport.warnings.length > 0 && (
        <div className="alert alert-warning" role="status">
          <strong>{t('memberImport.warnings')}</strong>
          <ul>
            {memberImport.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
