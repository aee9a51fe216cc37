// Uploading a FIS points list: the dropzone with the upload's progress, and what loading it
// did ("Listina AL 413 (…): 461 závodníků, 2 návrhy." or that nothing changed); the server's
// Czech refusal (not a points list) stays under the dropzone.
import '../texts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FileDropzone } from '../../../components/ui/file-dropzone';
import { useUpload } from '../../../components/ui/use-upload';
import { t } from '../../../lib/i18n';
import { useUploadFisPointsList } from '../api/upload-fis-points-list';
import { FIS_LIST_ACCEPT, MAX_FIS_LIST_BYTES, fisLoadMessage } from '../cleanup-format';

export function FisListUpload() {
  const upload = useUploadFisPointsList();
  const sending = useUpload();
  const [loaded, setLoaded] = useState<string>();

  const onFiles = ([file]: File[]) => {
    if (!file) return;
    setLoaded(undefined);
    sending.start(
      (onProgress) => upload.mutateAsync({ file, onProgress }),
      (load) => setLoaded(fisLoadMessage(load)),
    );
  };

  return (
    <section className="card import-card" aria-labelledby="fis-upload-title">
      <h2 id="fis-upload-title">{t('cleanup.fis.upload.title')}</h2>
      <p className="hint">{t('cleanup.fis.upload.hint')}</p>
      <FileDropzone
        label={t('cleanup.fis.upload.file')}
        accept={FIS_LIST_ACCEPT}
        maxBytes={MAX_FIS_LIST_BYTES}
        onFiles={onFiles}
        progress={sending.progress}
        error={sending.error}
      />
      {loaded && <Alert variant="success">{loaded}</Alert>}
    </section>
  );
}
