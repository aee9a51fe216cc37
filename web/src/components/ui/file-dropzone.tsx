// The file dropzone of DESIGN §7: drop files or click to choose them, checked before they are
// sent (count, type, size: spec §5 messages), with the upload's progress and its failure.
import { type DragEvent, useId, useState } from 'react';
import { formatPercent } from '../../lib/format';
import { t, tf } from '../../lib/i18n';
import { Alert } from './alert';
import { checkFiles, rulesLabel } from './file-checks';

export interface FileDropzoneProps {
  /** Names the file input (screen readers, tests). */
  label: string;
  /** Extensions (".csv") or MIME types ("image/png"). */
  accept: readonly string[];
  maxFiles?: number;
  minFiles?: number;
  /** Largest file in bytes. */
  maxBytes?: number;
  /** Called with the chosen files once they pass the checks. */
  onFiles: (files: File[]) => void;
  /** How far the upload is, 0 to 1; undefined while nothing is being sent. */
  progress?: number | undefined;
  /** Why the last upload failed (the server's Czech message); shown under 'Soubor se nepodařilo nahrát.' */
  error?: string | undefined;
  disabled?: boolean;
}

export function FileDropzone({ label, accept, maxFiles = 1, minFiles = 1, maxBytes, onFiles, progress, error, disabled = false }: FileDropzoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [names, setNames] = useState<string[]>([]);
  const uploading = progress !== undefined;
  const many = maxFiles > 1;

  const take = (chosen: File[]) => {
    if (uploading) {
      setProblem(t('ui.dropzone.notCompleted'));
      return;
    }
    const checked = checkFiles(chosen, { accept, maxFiles, minFiles, maxBytes });
    setProblem(checked.problem);
    if (checked.problem !== undefined) return;
    setNames(checked.files.map((file) => file.name));
    onFiles(checked.files);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take([...event.dataTransfer.files]);
  };

  const fileNames = names.join(', ');
  const classes = ['dropzone', dragging ? 'dropzone-dragging' : '', disabled ? 'dropzone-disabled' : ''].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        id={id}
        type="file"
        className="dropzone-input"
        aria-label={label}
        aria-describedby={`${id}-rules`}
        accept={accept.join(',')}
        multiple={many}
        disabled={disabled}
        onChange={(event) => {
          take([...(event.target.files ?? [])]);
          // The same file chosen again (after fixing it) must fire a change too.
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="dropzone-area">
        <span className="dropzone-prompt">{many ? t('ui.dropzone.promptMany') : t('ui.dropzone.prompt')}</span>{' '}
        <span className="dropzone-choose">{many ? t('ui.dropzone.chooseMany') : t('ui.dropzone.choose')}</span>
        <span className="dropzone-rules" id={`${id}-rules`}>
          {rulesLabel({ accept, maxBytes })}
        </span>
      </label>
      {uploading && (
        <div className="upload-progress">
          <progress max={1} value={progress} aria-label={t('ui.dropzone.progress')} />
          <span aria-live="polite">
            {progress < 1
              ? tf('ui.dropzone.uploading', { name: fileNames, percent: formatPercent(progress, 0, 'down') })
              : tf('ui.dropzone.processing', { name: fileNames })}
          </span>
        </div>
      )}
      {problem !== undefined && <Alert variant="danger">{problem}</Alert>}
      {problem === undefined && error !== undefined && !uploading && (
        <Alert variant="danger">
          <strong>{t('ui.dropzone.failed')}</strong> {error}
        </Alert>
      )}
    </div>
  );
}
