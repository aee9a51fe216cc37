import { SimpleTable } from '../../../components/ui/simple-table';
import type { EventResultsQuery } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { dateTime, formatLabel, importStateLabel } from '../results-format';

type ImportOfEvent = EventResultsQuery['eventResults']['imports'][number];

/** The event's latest uploads, each opening its report. */
export function ImportsList({ imports, onShow }: { imports: readonly ImportOfEvent[]; onShow: (id: number) => void }) {
  return (
    <section className="card results-imports" aria-labelledby="results-imports-title">
      <h2 id="results-imports-title">{t('results.imports.title')}</h2>
      {imports.length === 0 ? (
        <p className="hint">{t('results.imports.none')}</p>
      ) : (
        <SimpleTable
          columns={[
            t('results.imports.file'),
            t('results.imports.format'),
            t('results.imports.created'),
            { label: t('results.imports.races'), numeric: true },
            { label: t('results.imports.rows'), numeric: true },
            t('results.imports.state'),
            {},
          ]}
          scroll
        >
          {imports.map((item) => (
            <tr key={item.id}>
              <td className="file-name">{item.fileName}</td>
              <td>{formatLabel(item.format)}</td>
              <td className="nowrap">{dateTime(item.createdAt)}</td>
              <td className="number">{formatNumber(item.raceCount)}</td>
              <td className="number">{formatNumber(item.totalRows)}</td>
              <td>
                <span className={`badge badge-state-${item.state.toLowerCase()}`}>{importStateLabel(item.state)}</span>
              </td>
              <td className="nowrap">
                <button type="button" className="link-button" aria-label={tf('results.imports.showOf', { name: item.fileName })} onClick={() => onShow(item.id)}>
                  {t('results.imports.show')}
                </button>
              </td>
            </tr>
          ))}
        </SimpleTable>
      )}
    </section>
  );
}
