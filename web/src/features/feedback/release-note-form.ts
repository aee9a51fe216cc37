// The release note form (Admin), pure so that it is tested apart: version, date and Markdown
// text with the server's limits, its values from a stored note and the GraphQL input.
import './texts';
import type { ReleaseNoteInput } from '../../gql/graphql';
import { pragueToday } from '../../lib/evidence-season';
import { tf } from '../../lib/i18n';
import { messages } from '../../lib/validation';
import { z } from '../../lib/zod';
import { charCount } from './feedback-form';

export const MAX_VERSION_CHARS = 40;
export const MAX_BODY_CHARS = 20_000;

export const releaseNoteSchema = z.object({
  version: z
    .string()
    .trim()
    .min(1, messages.required)
    .refine((text) => charCount(text) <= MAX_VERSION_CHARS, tf('releaseNotes.form.versionTooLong', { max: MAX_VERSION_CHARS })),
  // The date input gives YYYY-MM-DD or nothing.
  releasedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.required),
  body: z
    .string()
    .trim()
    .min(1, messages.required)
    .refine((text) => charCount(text) <= MAX_BODY_CHARS, tf('releaseNotes.form.bodyTooLong', { max: MAX_BODY_CHARS })),
});

export type ReleaseNoteFormValues = z.infer<typeof releaseNoteSchema>;

/** The fields of the form: the server's field names are the same. */
export const RELEASE_NOTE_FIELDS = Object.keys(releaseNoteSchema.shape) as (keyof ReleaseNoteFormValues)[];

/** An empty form: released today (in Prague). */
export function newReleaseNote(now: Date = new Date()): ReleaseNoteFormValues {
  return { version: '', releasedOn: pragueToday(now), body: '' };
}

/** The form's values of a stored note. */
export function releaseNoteFormValues(note: { version: string; releasedOn: string; body: string }): ReleaseNoteFormValues {
  return { version: note.version, releasedOn: note.releasedOn, body: note.body };
}

/** The input of `saveReleaseNote`: the version trimmed, the text as written (Markdown keeps
 * its indentation) without the blank lines around it. */
export function releaseNoteInput(values: ReleaseNoteFormValues): ReleaseNoteInput {
  return { version: values.version.trim(), releasedOn: values.releasedOn, body: values.body.replace(/^\s*\n/, '').trimEnd() };
}
