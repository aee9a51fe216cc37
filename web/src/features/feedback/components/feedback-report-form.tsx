// The report form: its kind, the description (a screenshot may be pasted into it), an optional
// screenshot file, the page it is about and the browser (sent as it is). Sent, it opens the new
// report with a thank-you; the server's refusals land on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { type ClipboardEvent, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { FileDropzone } from '../../../components/ui/file-dropzone';
import { flashStore } from '../../../components/ui/flash-store';
import { FormRow } from '../../../components/ui/form-row';
import { formatFileSize, formatPercent } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { uploadFraction } from '../../../lib/upload-request';
import { useReportFeedback } from '../api/report-feedback';
import {
  MAX_SCREENSHOT_BYTES,
  MAX_TEXT_CHARS,
  REPORT_FORM_FIELDS,
  type ReportFormValues,
  SCREENSHOT_ACCEPT,
  charCount,
  newReport,
  reportFormSchema,
  reportInput,
  screenshotProblem,
} from '../feedback-form';
import { FEEDBACK_KINDS } from '../feedback-search';

interface FeedbackReportFormProps {
  /** The page the report is about, as the form opens. */
  page: string;
  /** The browser's identification, sent with the report. */
  browser: string;
  onCancel: () => void;
}

export function FeedbackReportForm({ page, browser, onCancel }: FeedbackReportFormProps) {
  const navigate = useNavigate();
  const report = useReportFeedback();
  const kindHintId = useId();
  const [screenshot, setScreenshot] = useState<File>();
  const [screenshotError, setScreenshotError] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const [formError, setFormError] = useState<string>();
  const form = useForm<ReportFormValues>({ defaultValues: newReport(page), resolver: zodResolver(reportFormSchema) });
  const { register, formState } = form;
  const errors = formState.errors;
  const textLength = charCount(form.watch('text'));

  /** Attaches a chosen or pasted file when it passes the checks; else says why not (the
   * dropzone checks what it is given before). */
  const attach = (file: File | undefined) => {
    if (!file) return;
    const problem = screenshotProblem(file);
    setScreenshotError(problem);
    if (problem === undefined) setScreenshot(file);
  };
  const detach = () => {
    setScreenshot(undefined);
    setScreenshotError(undefined);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const image = [...event.clipboardData.files].find((file) => file.type.startsWith('image/'));
    if (!image) return;
    // A picture alone is not text to paste; with text beside it (from a document), both stay.
    if (event.clipboardData.getData('text/plain') === '') event.preventDefault();
    attach(image);
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    setScreenshotError(undefined);
    try {
      const created = await report.mutateAsync({ input: reportInput(values, browser), screenshot, onProgress: (sent) => setProgress(uploadFraction(sent)) });
      flashStore.add({ message: t('feedback.sent') });
      await navigate({ to: '/evidence/zpetna-vazba/$id', params: { id: String(created.id) } });
    } catch (error) {
      const problems = serverProblems(error);
      const rest = problems.message ? [problems.message] : [];
      for (const problem of problems.fields) {
        const field = REPORT_FORM_FIELDS.find((candidate) => candidate === problem.field);
        if (field) form.setError(field, { type: 'server', message: problem.message }, { shouldFocus: true });
        else if (problem.field === 'screenshot') setScreenshotError(problem.message);
        else rest.push(problem.message);
      }
      setFormError(rest.length > 0 ? rest.join('\n') : undefined);
    } finally {
      setProgress(undefined);
    }
  });

  const sending = formState.isSubmitting;
  const sendingLabel = progress !== undefined && screenshot && progress < 1 ? tf('feedback.form.sendingPercent', { percent: formatPercent(progress, 0, 'down') }) : t('feedback.form.sending');
  return (
    <form className="card feedback-form" noValidate aria-label={t('feedback.form.title')} onSubmit={(event) => void submit(event)}>
      {formError && <Alert variant="danger">{formError}</Alert>}
      <fieldset className="choice feedback-kinds" aria-describedby={errors.kind ? kindHintId : undefined}>
        <legend>{t('feedback.form.kind')}</legend>
        {FEEDBACK_KINDS.map((kind) => (
          <label key={kind} className="feedback-kind">
            <input type="radio" value={kind} {...register('kind')} />
            {t(`feedback.kind.${kind}`)}
          </label>
        ))}
        {errors.kind?.message && (
          <p className="field-error" id={kindHintId}>
            {errors.kind.message}
          </p>
        )}
      </fieldset>
      <FormRow label={t('feedback.form.text')} hint={t('feedback.form.textHint')} error={errors.text?.message}>
        {(control) => <textarea {...control} rows={8} className="feedback-textarea" {...register('text')} onPaste={onPaste} />}
      </FormRow>
      <p className={textLength > MAX_TEXT_CHARS ? 'feedback-count field-error' : 'feedback-count hint'} aria-live="polite">
        {tf('feedback.form.textCount', { count: textLength, max: MAX_TEXT_CHARS })}
      </p>
      <div className="feedback-screenshot-field">
        <p className="feedback-field-title" aria-hidden="true">
          {t('feedback.form.screenshot')} <span className="hint">{t('ui.form.optional')}</span>
        </p>
        <FileDropzone
          label={t('feedback.form.screenshot')}
          accept={SCREENSHOT_ACCEPT}
          maxBytes={MAX_SCREENSHOT_BYTES}
          onFiles={([file]) => attach(file)}
          progress={screenshot && sending ? progress : undefined}
          error={screenshotError}
          disabled={sending}
        />
        <p className="hint">{t('feedback.form.screenshotHint')}</p>
        {screenshot && (
          <div className="feedback-attachment">
            <ScreenshotPreview file={screenshot} />
            <p>
              {tf('feedback.form.screenshotChosen', { name: screenshot.name, size: formatFileSize(screenshot.size) })}{' '}
              <button type="button" className="link-button" disabled={sending} onClick={detach}>
                {t('feedback.form.screenshotRemove')}
              </button>
            </p>
          </div>
        )}
      </div>
      <FormRow label={t('feedback.form.page')} optional hint={t('feedback.form.pageHint')} error={errors.page?.message}>
        {(control) => <input {...control} type="text" className="feedback-page-input" {...register('page')} />}
      </FormRow>
      {browser && <p className="hint feedback-browser">{tf('feedback.form.browser', { browser })}</p>}
      <div className="form-actions">
        <button type="submit" className="button" disabled={sending}>
          {sending ? sendingLabel : t('feedback.form.send')}
        </button>
        <button type="button" className="button-secondary" disabled={sending} onClick={onCancel}>
          {t('feedback.form.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The attached screenshot, small, from the file in the browser. */
function ScreenshotPreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <img src={url} alt={t('feedback.form.screenshotPreview')} className="feedback-screenshot-preview" /> : null;
}
