import '../texts';
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { type OutcomeCount, countsTotal, shownCounts } from '../import-format';
import { OutcomeBadge } from './outcome-badge';

/** Rows per outcome: predicted in the preview, final after the run. */
export function OutcomeCounts({ counts, predicted }: { counts: readonly OutcomeCount[]; predicted: boolean }) {
  const shown = shownCounts(counts);
  const title = predicted ? t('memberImport.counts.predicted') : t('memberImport.counts.final');
  return (
    <section className="card import-card" aria-labelledby="import-counts-title">
      <h2 id="import-counts-title">{title}</h2>
      <SimpleTable
        className="outcome-counts"
        columns={[t('memberImport.counts.outcome'), { label: t('memberImport.counts.rows'), numeric: true }]}
        footer={
          <tr>
            <th scope="row">{t('memberImport.counts.total')}</th>
            <td className="number">{formatNumber(countsTotal(counts))}</td>
          </tr>
        }
      >
        {shown.map((count) => (
          <tr key={count.outcome}>
            <td>
              <OutcomeBadge outcome={count.outcome} message={count.message} />
            </td>
            <td className="number">{formatNumber(count.count)}</td>
          </tr>
        ))}
      </SimpleTable>
      {predicted && <p className="hint">{t('memberImport.counts.predictedHint')}</p>}
    </section>
  );
}
