// Tab vypisy: upload a statement of the federation's account (Fio JSON, Fio CSV, ABO/GPC) and
// watch the worker match it; the outcome counts, each payment's outcome and the lines it could
// not read; the earlier statements, each opening its outcome.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PagerNav } from '../../../components/data-grid/pager-nav';
import { Alert } from '../../../components/ui/alert';
import { FactList } from '../../../components/ui/facts';
import { FileDropzone } from '../../../components/ui/file-dropzone';
import { SimpleTable } from '../../../components/ui/simple-table';
import { useUpload } from '../../../components/ui/use-upload';
import { formatDate, formatNumber, formatTime, progressFigures, progressFraction } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { type BankStatementRow, STATEMENT_ROWS_PER_PAGE, useBankStatement, useBankStatementRows, useBankStatements, useUploadBankStatement } from '../api/bank-statements';
import { PaymentCells, paymentColumns } from './payment-cells';

/** The types a statement may have, and its largest size (the API's limit). */
export const STATEMENT_ACCEPT = ['.json', '.csv', '.gpc', '.abo', '.txt'] as const;
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

export function StatementsTab({ canReview }: { canReview: boolean }) {
  const upload = useUploadBankStatement();
  const sending = useUpload();
  const [shownId, setShownId] = useState<number>();
  const statements = useBankStatements(true);
  return (
    <>
      <div className="import-layout">
        <section className="card import-card" aria-labelledby="statement-upload-title">
          <h2 id="statement-upload-title">{t('payments.statements.upload')}</h2>
          <p className="hint">{t('payments.statements.uploadHint')}</p>
          <FileDropzone
            label={t('payments.statements.file')}
            accept={STATEMENT_ACCEPT}
            maxBytes={MAX_STATEMENT_BYTES}
            progress={sending.progress}
            error={sending.error}
            onFiles={([file]) => {
              if (!file) return;
              sending.start((onProgress) => upload.mutateAsync({ file, onProgress }), setShownId);
            }}
          />
        </section>
        {shownId !== undefined && <StatementOutcome key={shownId} id={shownId} canReview={canReview} />}
      </div>
      {shownId !== undefined && <StatementRows key={shownId} id={shownId} />}
      <section className="earlier-imports" aria-labelledby="statements-earlier-title">
        <h2 id="statements-earlier-title">{t('payments.statements.earlier')}</h2>
        {statements.isPending && <p>{t('payments.loading')}</p>}
        {statements.isError && <Alert variant="danger">{statements.error.message}</Alert>}
        {statements.data?.length === 0 && <p className="hint">{t('payments.statements.none')}</p>}
        {statements.data && statements.data.length > 0 && (
          <SimpleTable
            caption={t('payments.statements.earlier')}
            scroll
            columns={[
              t('payments.statements.fileName'),
              t('payments.statements.format'),
              t('payments.statements.uploaded'),
              t('payments.statements.by'),
              t('payments.statements.state'),
              { label: t('payments.statements.counts'), numeric: true },
            ]}
          >
            {statements.data.map((statement) => (
              <tr key={statement.id}>
                <td>
                  <button type="button" className="link-button" onClick={() => setShownId(statement.id)}>
                    {statement.fileName}
                  </button>
                  {statement.account && <div className="hint">{statement.account}</div>}
                </td>
                <td>{statement.formatLabel}</td>
                <td>{dateTime(statement.createdAt)}</td>
                <td>{statement.fetched ? t('payments.statements.fetched') : (statement.createdByName ?? '—')}</td>
                <td>{t(`payments.statements.state.${statement.state}`)}</td>
                <td className="number">
                  {formatNumber(statement.matched)} / {formatNumber(statement.forReview)} / {formatNumber(statement.totalRows)}
                </td>
              </tr>
            ))}
          </SimpleTable>
        )}
      </section>
    </>
  );
}

function dateTime(value: unknown): string {
  return tf('payments.statements.dateTime', { date: formatDate(String(value)), time: formatTime(String(value)) });
}

/** One statement: its progress while the worker matches it, then what became of its payments. */
function StatementOutcome({ id, canReview }: { id: number; canReview: boolean }) {
  const statement = useBankStatement(id);
  if (statement.isPending) return <p>{t('payments.loading')}</p>;
  if (statement.isError) return <Alert variant="danger">{statement.error.message}</Alert>;
  const data = statement.data;
  return (
    <section className="card import-card" aria-labelledby="statement-outcome-title" aria-live="polite">
      <h2 id="statement-outcome-title">{tf('payments.statements.progress', { name: data.fileName })}</h2>
      <p className="import-state">
        <span className={`badge badge-state-${data.state.toLowerCase()}`}>{t(`payments.statements.state.${data.state}`)}</span>
      </p>
      {data.progress === 'IN_PROGRESS' ? <StatementProgress statement={data} /> : <StatementCounts statement={data} canReview={canReview} />}
    </section>
  );
}

function StatementProgress({ statement }: { statement: BankStatementRow }) {
  return (
    <>
      <progress className="import-progress-bar" max={1} value={progressFraction(statement.processedRows, statement.totalRows)} aria-label={t('payments.statements.outcomes')} />
      <p>{tf('payments.statements.progressText', progressFigures(statement.processedRows, statement.totalRows))}</p>
    </>
  );
}

function StatementCounts({ statement, canReview }: { statement: BankStatementRow; canReview: boolean }) {
  return (
    <>
      {statement.error ? (
        <Alert variant="danger">{tf('payments.statements.failed', { error: statement.error })}</Alert>
      ) : (
        <Alert variant="success">{tf('payments.statements.done', { name: statement.fileName })}</Alert>
      )}
      <h3>{t('payments.statements.outcomes')}</h3>
      <FactList
        className="statement-counts"
        facts={[
          [t('payments.statements.total'), formatNumber(statement.totalRows)],
          [t('payments.statements.matched'), formatNumber(statement.matched)],
          [t('payments.statements.forReview'), formatNumber(statement.forReview)],
          [t('payments.statements.ignored'), formatNumber(statement.ignored)],
          [t('payments.statements.alreadyImported'), formatNumber(statement.alreadyImported)],
          ...(statement.outOfScope > 0 ? [[t('payments.statements.outOfScope'), formatNumber(statement.outOfScope)] as const] : []),
        ]}
      />
      {statement.problems.length > 0 && (
        <>
          <h3>{t('payments.statements.problems')}</h3>
          <ul>
            {statement.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      )}
      {canReview && statement.forReview > 0 && (
        <p>
          <Link to="/evidence/objednavky-a-platby" search={{ tab: 'k-vyreseni' }}>
            {t('payments.statements.toReview')}
          </Link>
        </p>
      )}
    </>
  );
}

/** What became of each payment the statement recorded, a page at a time, once the worker
 * has matched it (the full width under the upload and the outcome). */
function StatementRows({ id }: { id: number }) {
  const statement = useBankStatement(id);
  if (!statement.data || statement.data.progress === 'IN_PROGRESS') return null;
  return <StatementRowsTable id={id} />;
}

function StatementRowsTable({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const rows = useBankStatementRows(id, page);
  if (rows.isPending) return <p>{t('payments.loading')}</p>;
  if (rows.isError) return <Alert variant="danger">{rows.error.message}</Alert>;
  if (rows.data.totalCount === 0) return null;
  return (
    <section className="import-rows" aria-labelledby="statement-rows-title">
      <h2 id="statement-rows-title">{t('payments.statements.rows')}</h2>
      <SimpleTable caption={t('payments.statements.rows')} scroll columns={paymentColumns()}>
        {rows.data.nodes.map((payment) => (
          <tr key={payment.id}>
            <PaymentCells payment={payment} />
          </tr>
        ))}
      </SimpleTable>
      <PagerNav page={page} perPage={STATEMENT_ROWS_PER_PAGE} totalCount={rows.data.totalCount} onPageChange={setPage} label={t('payments.statements.rows')} />
    </section>
  );
}
