// The rich-text editor of the content area (an article's body, a page's rich-text section): a
// Markdown textarea, a toolbar whose dialogs insert a link, a button or a video where the caret
// is (checked before, with spec §5's messages), and "Náhled": the HTML the server makes of the
// text, under the textarea, while it is open.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FormRow } from '../../../components/ui/form-row';
import { modalStore } from '../../../components/ui/modal-store';
import { t } from '../../../lib/i18n';
import { useDebounced } from '../../../lib/use-debounced';
import { getRichTextPreviewQueryOptions } from '../api/rich-text-preview';
import {
  type DialogProblems,
  type Insertion,
  type Selection,
  buttonLine,
  buttonProblems,
  insertBlock,
  insertInline,
  linkMarkdown,
  linkProblems,
  videoLine,
  videoProblems,
} from '../rich-text-syntax';

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** The field's name on the textarea (`data-field`): a refusal of the server focuses it. */
  field?: string;
  rows?: number;
}

type DialogKind = 'link' | 'button' | 'video';

const DIALOG_TITLES = {
  link: 'contentAdmin.editor.linkTitle',
  button: 'contentAdmin.editor.buttonTitle',
  video: 'contentAdmin.editor.videoTitle',
} as const;

export function RichTextEditor({ label, value, onChange, onBlur, error, field, rows = 14 }: RichTextEditorProps) {
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const previewId = useId();

  const openDialog = (kind: DialogKind) => {
    const element = textarea.current;
    const selection: Selection = element ? { start: element.selectionStart, end: element.selectionEnd } : { start: value.length, end: value.length };
    const selected = value.slice(selection.start, selection.end);
    const insert = (make: (text: string, selection: Selection) => Insertion) => {
      const inserted = make(value, selection);
      onChange(inserted.text);
      modalStore.close();
      // Back in the text, after what was inserted (once the dialog has given the focus back).
      requestAnimationFrame(() => {
        textarea.current?.focus();
        textarea.current?.setSelectionRange(inserted.caret, inserted.caret);
      });
    };
    modalStore.open({ title: t(DIALOG_TITLES[kind]), content: <InsertDialog kind={kind} selected={selected} onInsert={insert} /> });
  };

  return (
    <FormRow label={label} error={error} hint={t('contentAdmin.editor.hint')}>
      {(control) => (
        <div className="rich-text-editor">
          <div className="rich-text-toolbar" role="toolbar" aria-label={t('contentAdmin.editor.toolbar')}>
            <button type="button" className="button-secondary button-small" onClick={() => openDialog('link')}>
              {t('contentAdmin.editor.link')}
            </button>
            <button type="button" className="button-secondary button-small" onClick={() => openDialog('button')}>
              {t('contentAdmin.editor.button')}
            </button>
            <button type="button" className="button-secondary button-small" onClick={() => openDialog('video')}>
              {t('contentAdmin.editor.video')}
            </button>
            <button
              type="button"
              className="button-secondary button-small rich-text-preview-toggle"
              aria-pressed={previewing}
              aria-controls={previewing ? previewId : undefined}
              onClick={() => setPreviewing((open) => !open)}
            >
              {t('contentAdmin.editor.preview')}
            </button>
          </div>
          <textarea
            {...control}
            ref={textarea}
            data-field={field}
            className="rich-text-source"
            rows={rows}
            value={value}
            spellCheck
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          {previewing && <RichTextPreview id={previewId} text={value} />}
        </div>
      )}
    </FormRow>
  );
}

/** The server's HTML of the text, asked for once typing pauses (the last one stays meanwhile). */
function RichTextPreview({ id, text }: { id: string; text: string }) {
  const debounced = useDebounced(text, 400);
  const preview = useQuery({ ...getRichTextPreviewQueryOptions(debounced), placeholderData: keepPreviousData });
  return (
    <section id={id} className="rich-text-preview" aria-label={t('contentAdmin.editor.previewTitle')} aria-busy={preview.isFetching}>
      <h3 className="rich-text-preview-title">{t('contentAdmin.editor.previewTitle')}</h3>
      {preview.isError ? (
        <Alert variant="danger">{preview.error.message}</Alert>
      ) : preview.data === undefined ? (
        <p className="hint">{t('contentAdmin.loading')}</p>
      ) : preview.data.trim() === '' ? (
        <p className="hint">{t('contentAdmin.editor.previewEmpty')}</p>
      ) : (
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: preview.data }} />
      )}
    </section>
  );
}

interface InsertDialogProps {
  kind: DialogKind;
  /** The text selected in the textarea: the link's or the button's text to start with. */
  selected: string;
  onInsert: (make: (text: string, selection: Selection) => Insertion) => void;
}

/** The dialog of one toolbar button: its fields, checked when "Vložit" is pressed. */
function InsertDialog({ kind, selected, onInsert }: InsertDialogProps) {
  const [text, setText] = useState(kind === 'video' ? '' : selected.replace(/\s+/g, ' ').trim());
  const [url, setUrl] = useState(kind === 'video' ? selected.trim() : '');
  const [problems, setProblems] = useState<DialogProblems<'text' | 'url'>>({});
  const textRef = useRef<HTMLInputElement | null>(null);
  const urlRef = useRef<HTMLInputElement | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const found: DialogProblems<'text' | 'url'> = kind === 'link' ? linkProblems({ text, url }) : kind === 'button' ? buttonProblems({ text, url }) : videoProblems(url);
    setProblems(found);
    if (found.text !== undefined) return textRef.current?.focus();
    if (found.url !== undefined) return urlRef.current?.focus();
    if (kind === 'link') onInsert((source, selection) => insertInline(source, selection, linkMarkdown({ text, url })));
    else if (kind === 'button') onInsert((source, selection) => insertBlock(source, selection, buttonLine({ text, url })));
    else onInsert((source, selection) => insertBlock(source, selection, videoLine(url)));
  };

  return (
    <form className="rich-text-dialog" noValidate onSubmit={submit}>
      {kind !== 'video' && (
        <FormRow
          label={t(kind === 'link' ? 'contentAdmin.editor.text' : 'contentAdmin.editor.buttonText')}
          optional={kind === 'link'}
          hint={kind === 'link' ? t('contentAdmin.editor.textHint') : undefined}
          error={problems.text}
        >
          {(control) => <input {...control} ref={textRef} type="text" value={text} autoFocus onChange={(event) => setText(event.target.value)} />}
        </FormRow>
      )}
      <FormRow
        label={t(kind === 'video' ? 'contentAdmin.editor.videoUrl' : 'contentAdmin.editor.url')}
        hint={t(kind === 'video' ? 'contentAdmin.editor.videoUrlHint' : 'contentAdmin.editor.urlHint')}
        error={problems.url}
      >
        {(control) => <input {...control} ref={urlRef} type="url" inputMode="url" value={url} autoFocus={kind === 'video'} onChange={(event) => setUrl(event.target.value)} />}
      </FormRow>
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('ui.dialog.back')}
        </button>
        <button type="submit" className="button">
          {t('contentAdmin.editor.insert')}
        </button>
      </div>
    </form>
  );
}
