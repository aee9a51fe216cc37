// Uploading a result file: the format (or told from the file), the event's race for a file of
// one race, and the dropzone with the upload's progress; the server's Czech refusal (a file
// that is not results, with the line) stays under the dropzone.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FileDropzone } from '../../../components/ui/file-dropzone';
import { flashStore } from '../../../components/ui/flash-store';
import { ValueOptions } from '../../../components/ui/options';
import { useUpload } from '../../../components/ui/use-upload';
import type { ResultImportQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { useUploadResults } from '../api/upload-results';
import { MAX_RESULT_BYTES, RESULT_ACCEPT, RESULT_FORMATS, formatLabel, parseFormat } from '../results-format';

interface ResultsUploadProps {
  racingEventId: number;
  races: readonly { id: number; name: string; raceDate: string }[];
  /** Names of the event's result races whose results are public now. */
  publishedRaces?: readonly string[];
  onUploaded: (started: ResultImportQuery['resultImport']) => void;
}

export function ResultsUpload({ racingEventId, races, publishedRaces = [], onUploaded }: ResultsUploadProps) {
  const upload = useUploadResults();
  const [format, setFormat] = useState('');
  const [raceId, setRaceId] = useState('');
  const sending = useUpload();
  const busy = sending.busy;

  const onFiles = ([file]: File[]) => {
    if (!file) return;
    sending.start(
      (onProgress) =>
        upload.mutateAsync({ racingEventId, raceId: raceId === '' ? null : Number(raceId), format: parseFormat(format), file, onProgress }),
      (started) => {
        flashStore.add({ message: tf('results.upload.started', { name: file.name }) });
        onUploaded(started);
      },
    );
  };

  return (
    <section className="card import-card" aria-labelledby="results-upload-title">
      <h2 id="results-upload-title">{t('results.upload.title')}</h2>
      <div className="field-grid">
        <div className="field">
          <label htmlFor="results-format">{t('results.upload.format')}</label>
          <select id="results-format" value={format} disabled={busy} onChange={(event) => setFormat(event.target.value)}>
            <option value="">{t('results.upload.format.auto')}</option>
            <ValueOptions values={RESULT_FORMATS} label={(value) => formatLabel(value)} />
          </select>
        </div>
        {races.length > 0 && (
          <div className="field">
            <label htmlFor="results-race">
              {t('results.upload.race')} <span className="hint">{t('ui.form.optional')}</span>
            </label>
            <select id="results-race" value={raceId} disabled={busy} aria-describedby="results-race-hint" onChange={(event) => setRaceId(event.target.value)}>
              <option value="">{t('results.upload.race.auto')}</option>
              {races.map((race) => (
                <option key={race.id} value={race.id}>
                  {race.name} ({formatDate(race.raceDate)})
                </option>
              ))}
            </select>
            <p className="hint" id="results-race-hint">
              {t('results.upload.raceHint')}
            </p>
          </div>
        )}
      </div>
      {publishedRaces.length > 0 && (
        <Alert variant="warning">
          <p>{tf('results.upload.publishedWarning', { races: publishedRaces.join(', ') })}</p>
        </Alert>
      )}
      <FileDropzone label={t('results.upload.file')} accept={RESULT_ACCEPT} maxBytes={MAX_RESULT_BYTES} onFiles={onFiles} progress={sending.progress} error={sending.error} />
    </section>
  );
}
