// An upload's progress (polled every second while it runs) and, once done, its counts and the
// rows that could not be read. When it ends, the event's result races are asked for again.
// Several reports may share a page (the bulk upload): their ids are the component's own.
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import type { ResultImportQuery } from '../../../gql/graphql';
import { formatNumber, progressFraction } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { useResultImport } from '../api/result-import';
import { formatLabel, importStateLabel, progressText } from '../results-format';
import { resultKeys, withoutImports } from '../api/keys';

type ResultImport = ResultImportQuery['resultImport'];

interface ImportReportProps {
  importId: number;
  /** Hides the report (a button); none where the report stays. */
  onClose?: () => void;
  /** Shown under the heading (the bulk upload's link to the event's results work). */
  children?: ReactNode;
}

export function ImportReport({ importId, onClose, children }: ImportReportProps) {
  const report = useResultImport(importId);
  const titleId = useId();
  const client = useQueryClient();
  const progress = report.data?.progress;
  useEffect(() => {
    if (progress === undefined || progress === 'IN_PROGRESS') return;
    // The import wrote result races: every results list but the import itself is stale.
    void client.invalidateQueries({ queryKey: resultKeys.all, predicate: withoutImports });
  }, [progress, client]);
  if (report.isPending) return <p>{t('results.loading')}</p>;
  if (report.isError) return <Alert variant="danger">{report.error.message}</Alert>;
  const item = report.data;
  return (
    <section className="card import-report" aria-labelledby={titleId} aria-busy={item.progress === 'IN_PROGRESS'}>
      <div className="page-heading">
        <h2 id={titleId}>{tf('results.import.title', { name: item.fileName })}</h2>
        {onClose && (
          <button type="button" className="button-secondary" onClick={onClose}>
            {t('results.import.close')}
          </button>
        )}
      </div>
      {children}
      <p className="import-state">
        <span className={`badge badge-state-${item.state.toLowerCase()}`}>{importStateLabel(item.state)}</span>{' '}
        <span className="hint">{formatLabel(item.format)}</span>
      </p>
      {item.progress === 'IN_PROGRESS' && <ImportProgressBar item={item} />}
      {item.state === 'FAILED' && <Alert variant="danger">{tf('results.import.failed', { error: item.error ?? t('ui.error') })}</Alert>}
      {item.progress === 'UNKNOWN' && item.state !== 'FAILED' && <Alert variant="danger">{t('results.import.unknown')}</Alert>}
      {item.state === 'COMPLETED' && <ImportOutcome item={item} />}
    </section>
  );
}

function ImportProgressBar({ item }: { item: ResultImport }) {
  return (
    <div className="upload-progress">
      <progress className="import-progress-bar" max={1} value={progressFraction(item.processedRows, item.totalRows)} aria-label={t('results.import.progress')} />
      <p aria-live="polite">{progressText(item.processedRows, item.totalRows)}</p>
      <p className="hint">{t('results.import.hint')}</p>
    </div>
  );
}

function ImportOutcome({ item }: { item: ResultImport }) {
  const problemsId = useId();
  return (
    <div className="import-outcome">
      <table className="simple-table import-counts">
        <caption>{t('results.import.counts')}</caption>
        <tbody>
          {item.counts.map((count) => (
            <tr key={count.key} className={count.key === 'PROBLEMS' && count.count > 0 ? 'count-problem' : undefined}>
              <th scope="row">{count.label}</th>
              <td className="number">{formatNumber(count.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <h3 id={problemsId}>{t('results.import.problems')}</h3>
        {item.problems.length === 0 ? (
          <p className="hint">{t('results.import.noProblems')}</p>
        ) : (
          <ul className="import-problems" aria-labelledby={problemsId}>
            {item.problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
