// An image of an article or a page: the uploaded one shown with its size (width and height set,
// so the form does not jump as it loads), "Odebrat obrázek", and a dropzone that uploads a new
// one as soon as it is chosen.
import { FileDropzone } from '../../../components/ui/file-dropzone';
import { useUpload } from '../../../components/ui/use-upload';
import { t, tf } from '../../../lib/i18n';
import { type ContentImageData, IMAGE_ACCEPT, MAX_IMAGE_BYTES, useUploadContentImage } from '../api/content-image';

interface ImageFieldProps {
  label: string;
  image: ContentImageData | null;
  onChange: (image: ContentImageData | null) => void;
  /** The server's refusal of the image (one that no longer exists). */
  error?: string | undefined;
  /** The field's name on its box (`data-field`): a refusal of the server focuses it. */
  field?: string;
}

export function ImageField({ label, image, onChange, error, field }: ImageFieldProps) {
  const upload = useUploadContentImage();
  const sending = useUpload();
  const onFiles = ([file]: File[]) => {
    if (!file) return;
    sending.start((onProgress) => upload.mutateAsync({ file, onProgress }), onChange);
  };
  return (
    <div className="field content-image-field" data-field={field}>
      <p className="content-field-title">{label}</p>
      {image ? (
        <figure className="content-image-preview">
          <img src={image.src} srcSet={image.srcSet} sizes="(max-width: 40rem) 100vw, 20rem" width={image.width} height={image.height} alt={tf('contentAdmin.image.preview', { label })} />
          <figcaption>
            <span className="hint">{tf('contentAdmin.image.size', { width: image.width, height: image.height })}</span>{' '}
            <button type="button" className="link-button" disabled={sending.busy} onClick={() => onChange(null)}>
              {t('contentAdmin.image.remove')}
            </button>
          </figcaption>
        </figure>
      ) : (
        <p className="hint">{t('contentAdmin.image.none')}</p>
      )}
      <FileDropzone
        label={tf('contentAdmin.image.choose', { label })}
        accept={IMAGE_ACCEPT}
        maxBytes={MAX_IMAGE_BYTES}
        onFiles={onFiles}
        progress={sending.progress}
        error={sending.error}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
