// Uploads a ranking document to the department's season: its title (the file's name when left
// empty) and the file (PDF, XLSX, XLS or ODS, at most 10 MB), sent as soon as it is chosen.
import { useId, useState } from 'react';
import { FileDropzone } from '../../../components/ui/file-dropzone';
import { flashStore } from '../../../components/ui/flash-store';
import { useUpload } from '../../../components/ui/use-upload';
import { t, tf } from '../../../lib/i18n';
import { useUploadRankingDocument } from '../api/upload-ranking-document';

const DOCUMENT_ACCEPT = ['.pdf', '.xlsx', '.xls', '.ods'] as const;
const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export function DocumentUpload({ departmentId, season }: { departmentId: number; season: number }) {
  const upload = useUploadRankingDocument();
  const sending = useUpload();
  const [title, setTitle] = useState('');
  const titleId = useId();

  const onFiles = ([file]: File[]) => {
    if (!file) return;
    const named = title.trim() === '' ? null : title.trim();
    sending.start(
      (onProgress) => upload.mutateAsync({ departmentId, season, title: named, file, onProgress }),
      (document) => {
        setTitle('');
        flashStore.add({ message: tf('rankings.documents.uploaded', { name: document.title }) });
      },
    );
  };

  return (
    <div className="document-upload">
      <h3>{t('rankings.documents.add')}</h3>
      <div className="field">
        <label htmlFor={titleId}>
          {t('rankings.documents.title')} <span className="hint">{t('ui.form.optional')}</span>
        </label>
        <input id={titleId} value={title} maxLength={200} disabled={sending.busy} aria-describedby={`${titleId}-hint`} onChange={(event) => setTitle(event.target.value)} />
        <p className="hint" id={`${titleId}-hint`}>
          {t('rankings.documents.titleHint')}
        </p>
      </div>
      <FileDropzone
        label={t('rankings.documents.file')}
        accept={DOCUMENT_ACCEPT}
        maxBytes={MAX_DOCUMENT_BYTES}
        onFiles={onFiles}
        progress={sending.progress}
        error={sending.error}
      />
    </div>
  );
}
