// The feedback forms' rules, pure so that they are tested apart: the report (kind, text, page,
// an optional screenshot) with the same limits as the server (stopa_domain::feedback), a
// report's first line for the list, the comment or change of state, the state's badge.
import './texts';
import type { FeedbackInput, FeedbackKind } from '../../gql/graphql';
import { formatFileSize } from '../../lib/format';
import { t, tf } from '../../lib/i18n';
import { messages } from '../../lib/validation';
import { z } from '../../lib/zod';
import { FEEDBACK_KINDS } from './feedback-search';

export const MAX_TEXT_CHARS = 5000;
export const MAX_COMMENT_CHARS = 2000;
/** The page and the browser are kept to 500 characters. */
export const MAX_CONTEXT_CHARS = 500;
export const MAX_SCREENSHOT_BYTES = 10 * 1024 * 1024;
/** The screenshot's types, as the server reads them. */
const SCREENSHOT_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
/** What the dropzone offers and checks: the types' extensions ("PNG, JPG, JPEG, WEBP"). */
export const SCREENSHOT_ACCEPT = ['.png', '.jpg', '.jpeg', '.webp'] as const;

/** Characters as the server counts them (code points, so an emoji is one). */
export function charCount(text: string): number {
  return [...text].length;
}

export const reportFormSchema = z.object({
  kind: z.enum(FEEDBACK_KINDS),
  text: z
    .string()
    .trim()
    .min(1, messages.required)
    .refine((text) => charCount(text) <= MAX_TEXT_CHARS, tf('feedback.form.textTooLong', { max: MAX_TEXT_CHARS })),
  page: z
    .string()
    .trim()
    .refine((text) => charCount(text) <= MAX_CONTEXT_CHARS, tf('feedback.form.pageTooLong', { max: MAX_CONTEXT_CHARS })),
});

export type ReportFormValues = z.infer<typeof reportFormSchema>;

/** The fields of the report form the server may name in a refusal (and the screenshot's). */
export const REPORT_FORM_FIELDS = ['kind', 'text', 'page'] as const satisfies readonly (keyof ReportFormValues)[];

/** The report form's first values: a bug on the page it came from. */
export function newReport(page: string): ReportFormValues {
  return { kind: 'BUG' satisfies FeedbackKind, text: '', page };
}

/** The input of `reportFeedback`: trimmed text, an empty page is none, the browser as the
 * server keeps it. */
export function reportInput(values: ReportFormValues, browser: string): FeedbackInput {
  const page = values.page.trim();
  const agent = [...browser.trim()].slice(0, MAX_CONTEXT_CHARS).join('');
  return { kind: values.kind, text: values.text.trim(), page: page === '' ? null : page, browser: agent === '' ? null : agent };
}

/** What the file checks need of a screenshot (a File has it). */
export interface ScreenshotFacts {
  name: string;
  size: number;
  type: string;
}

/** Why a file cannot be attached as the screenshot, or undefined when it can. The type is
 * judged by the browser's MIME type, or by the name when the browser gives none. */
export function screenshotProblem(file: ScreenshotFacts): string | undefined {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  const typed = type === '' ? SCREENSHOT_ACCEPT.some((extension) => name.endsWith(extension)) : SCREENSHOT_TYPES.includes(type);
  if (!typed) return t('feedback.form.screenshotType');
  if (file.size > MAX_SCREENSHOT_BYTES) return tf('feedback.form.screenshotSize', { size: formatFileSize(file.size), max: formatFileSize(MAX_SCREENSHOT_BYTES) });
  return undefined;
}

/** The first line of a report that says something, cut to `max` characters with an ellipsis
 * (after a whole word where one ends in the last third). */
export function firstLine(text: string, max = 100): string {
  const line = text
    .split(/\r?\n/)
    .map((part) => part.trim())
    .find((part) => part !== '');
  if (line === undefined) return '';
  const chars = [...line];
  if (chars.length <= max) return line;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > cut.length * 0.66 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Why a comment or change of state cannot be sent, or undefined. A change of state needs no
 * comment; a comment alone does. */
export function changeProblem(comment: string, statusChosen: boolean): string | undefined {
  const text = comment.trim();
  if (text === '' && !statusChosen) return t('feedback.change.commentRequired');
  if (charCount(text) > MAX_COMMENT_CHARS) return tf('feedback.change.commentTooLong', { max: MAX_COMMENT_CHARS });
  return undefined;
}

/** The badge of a state: new, being handled, resolved, dismissed. */
export function statusBadgeClass(status: string): string {
  switch (status) {
    case 'RECEIVED':
      return 'badge badge-pending';
    case 'UNDER_REVIEW_STOPA':
    case 'UNDER_REVIEW_SUPPLIER':
      return 'badge badge-warning';
    case 'RESOLVED':
      return 'badge badge-approved';
    case 'DISMISSED':
      return 'badge badge-rejected';
    default:
      return 'badge';
  }
}
