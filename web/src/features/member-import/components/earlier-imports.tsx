import '../texts';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatDate, formatNumber, formatTime } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { useClubMemberImports } from '../api/club-member-imports';
import { stateLabel } from '../import-format';

/** The club's earlier imports, each opening its result. */
export function EarlierImports({ clubId }: { clubId: number }) {
  const imports = useClubMemberImports(clubId);
  return (
    <section className="earlier-imports" aria-labelledby="earlier-imports-title">
      <h2 id="earlier-imports-title">{t('memberImport.earlier.title')}</h2>
      {imports.isPending && <p>{t('memberImport.loading')}</p>}
      {imports.isError && <Alert variant="danger">{imports.error.message}</Alert>}
      {imports.data?.length === 0 && <p className="hint">{t('memberImport.earlier.none')}</p>}
      {imports.data && imports.data.length > 0 && (
        <SimpleTable
          columns={[
            t('memberImport.earlier.file'),
            t('memberImport.earlier.created'),
            { label: t('memberImport.earlier.rows'), numeric: true },
            t('memberImport.earlier.state'),
          ]}
        >
          {imports.data.map((item) => (
            <tr key={item.id}>
              <td>
                <Link to="/evidence/clenove/import" search={{ id: item.id }}>
                  {item.fileName}
                </Link>
              </td>
              <td>{tf('memberImport.summary.dateTime', { date: formatDate(item.createdAt), time: formatTime(item.createdAt) })}</td>
              <td className="number">{formatNumber(item.totalRows)}</td>
              <td>{stateLabel(item.state)}</td>
            </tr>
          ))}
        </SimpleTable>
      )}
    </section>
  );
}
