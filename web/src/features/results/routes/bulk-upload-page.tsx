// /evidence/zavody/hromadne-nahrani-vysledku: many result files at once. Each dropped file is
// read by the server (matchResultFile, nothing stored) which names the events it may be for;
// the person confirms or picks the event, and "Nahrát výsledky" uploads every file with an
// event through uploadResults, one after another, each then followed by its import report.
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { FileDropzone } from '../../../components/ui/file-dropzone';
import { flashStore } from '../../../components/ui/flash-store';
import { SimpleTable } from '../../../components/ui/simple-table';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { formatFileSize } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useMatchResultFile } from '../api/match-result-file';
import { useUploadResults } from '../api/upload-results';
import { MAX_BULK_FILES, doneText, initialEventId, readyText, readyToUpload } from '../bulk-upload-format';
import { type BulkFile, BulkFileRow } from '../components/bulk-file-row';
import { ImportReport } from '../components/import-report';
import { ResultsHelp } from '../components/results-help';
import { ResultsError } from '../components/with-result-race';
import { MAX_RESULT_BYTES, RESULT_ACCEPT } from '../results-format';

const messageOf = (failure: unknown): string => (failure instanceof Error ? failure.message : t('ui.error'));

/** A refusal of the asker (not logged in, not allowed) is the page's, not one file's. */
const isRefusal = (failure: unknown): failure is GraphQLRequestError =>
  failure instanceof GraphQLRequestError && (failure.code === 'FORBIDDEN' || failure.code === 'UNAUTHENTICATED');

export function BulkUploadPage() {
  usePageTitle(t('results.bulk.title'));
  const matchFile = useMatchResultFile();
  const uploadResults = useUploadResults();
  const [files, setFiles] = useState<BulkFile[]>([]);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<GraphQLRequestError>();
  const nextKey = useRef(1);

  const update = (key: number, change: (item: BulkFile) => BulkFile) => setFiles((list) => list.map((item) => (item.key === key ? change(item) : item)));

  const onFiles = (chosen: File[]) => {
    const added: BulkFile[] = chosen.map((file) => ({ key: nextKey.current++, file, eventId: '', changing: false }));
    setFiles((list) => [...list, ...added]);
    // One file at a time: the server reads each whole.
    void added.reduce(
      (previous, item) =>
        previous.then(() =>
          matchFile.mutateAsync(item.file).then(
            (match) => update(item.key, (current) => ({ ...current, match, eventId: initialEventId(match) })),
            (failure: unknown) => {
              if (isRefusal(failure)) setRefusal(failure);
              update(item.key, (current) => ({ ...current, readError: messageOf(failure) }));
            },
          ),
        ),
      Promise.resolve(),
    );
  };

  const ready = files.filter(readyToUpload);

  const uploadAll = async () => {
    setSending(true);
    let started = 0;
    for (const item of ready) {
      const racingEventId = Number(item.eventId);
      update(item.key, (current) => ({ ...current, upload: { status: 'sending' } }));
      try {
        const result = await uploadResults.mutateAsync({ racingEventId, raceId: null, format: null, file: item.file, onProgress: () => undefined });
        started += 1;
        update(item.key, (current) => ({ ...current, upload: { status: 'started', importId: result.id, eventId: racingEventId } }));
      } catch (failure) {
        update(item.key, (current) => ({ ...current, upload: { status: 'failed', error: messageOf(failure) } }));
      }
    }
    setSending(false);
    flashStore.add({ message: doneText(started), variant: started === 0 ? 'danger' : 'success' });
  };

  if (refusal) return <ResultsError error={refusal} />;
  const uploaded = files.filter((item) => item.upload?.status === 'started');
  return (
    <section className="bulk-upload">
      <Link to="/evidence/zavody" search={{ filter: undefined }} className="back-link">
        {t('results.bulk.back')}
      </Link>
      <div className="page-heading">
        <h1>{t('results.bulk.title')}</h1>
      </div>
      <p className="page-intro">{t('results.bulk.intro')}</p>
      <div className="import-layout">
        <section className="card import-card" aria-labelledby="bulk-files-title">
          <h2 id="bulk-files-title">{t('results.bulk.pick')}</h2>
          <FileDropzone
            label={t('results.bulk.files')}
            accept={RESULT_ACCEPT}
            maxFiles={MAX_BULK_FILES}
            maxBytes={MAX_RESULT_BYTES}
            disabled={sending}
            onFiles={onFiles}
          />
          <p className="hint">{tf('results.bulk.help', { count: MAX_BULK_FILES, size: formatFileSize(MAX_RESULT_BYTES) })}</p>
        </section>
        <ResultsHelp />
      </div>
      {files.length > 0 && (
        <section className="card bulk-files" aria-labelledby="bulk-table-title">
          <h2 id="bulk-table-title">{t('results.bulk.table')}</h2>
          <SimpleTable
            className="bulk-table"
            caption={t('results.bulk.table')}
            columns={[
              t('results.bulk.file'),
              t('results.bulk.content'),
              t('results.bulk.daysAndPlaces'),
              t('results.bulk.event'),
              t('results.bulk.state'),
            ]}
            scroll
          >
            {files.map((item) => (
              <BulkFileRow
                key={item.key}
                item={item}
                locked={sending}
                onChoose={(eventId) => update(item.key, (current) => ({ ...current, eventId }))}
                onChange={() => update(item.key, (current) => ({ ...current, changing: true }))}
                onRemove={() => setFiles((list) => list.filter((other) => other.key !== item.key))}
              />
            ))}
          </SimpleTable>
          <div className="import-actions bulk-actions">
            <p aria-live="polite">{readyText(ready.length)}</p>
            <button type="button" className="button" disabled={sending || ready.length === 0} onClick={() => void uploadAll()}>
              {sending ? t('results.bulk.uploading') : t('results.bulk.upload')}
            </button>
          </div>
        </section>
      )}
      {uploaded.length > 0 && (
        <section className="bulk-reports" aria-labelledby="bulk-reports-title">
          <h2 id="bulk-reports-title">{t('results.bulk.reports')}</h2>
          {uploaded.map((item) => (
            <UploadedReport key={item.key} item={item} />
          ))}
        </section>
      )}
    </section>
  );
}

/** A sent file's import report with the way to its event's results work. */
function UploadedReport({ item }: { item: BulkFile }) {
  if (item.upload?.status !== 'started') return null;
  const { importId, eventId } = item.upload;
  const eventName = item.match?.candidates.find((candidate) => candidate.racingEventId === eventId)?.name ?? String(eventId);
  return (
    <ImportReport importId={importId}>
      <p className="bulk-report-event">
        {tf('results.bulk.toEvent', { name: eventName })} ·{' '}
        <Link
          to="/evidence/zavody/$id/tvorba-vysledku"
          params={{ id: String(eventId) }}
          aria-label={tf('results.bulk.openWorkOf', { name: eventName })}
        >
          {t('results.bulk.openWork')}
        </Link>
      </p>
    </ImportReport>
  );
}
