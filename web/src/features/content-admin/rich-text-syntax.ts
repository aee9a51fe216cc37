// The rich text of the content area (an article's body, a page's rich-text section): Markdown
// plus two block lines, `::tlacitko[Text](adresa)` and `::video(adresa)`. The editor's dialogs
// check what they insert by the server's rules (stopa_formats::rich_text `is_valid_link`,
// `video_of`) and say why not with spec §5's messages; the server checks the saved text again.
import { t } from '../../lib/i18n';

/** Whether a link or a button may point to `address`: an http(s) address whose host has a
 * dot, a `mailto:` address, or a path of this site (`/kalendar-a-vysledky`). */
export function isValidLink(address: string): boolean {
  const text = address.trim();
  if (text === '' || /[\s\p{Cc}]/u.test(text)) return false;
  if (text.startsWith('/')) return !text.startsWith('//') && !text.startsWith('/\\');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  switch (url.protocol) {
    case 'http:':
    case 'https:':
      return url.hostname.includes('.');
    case 'mailto:':
      return url.pathname.includes('@');
    default:
      return false;
  }
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** The player a YouTube or Vimeo address shows (`youtube:<id>`, `vimeo:<id>`), or undefined
 * for any other address: `youtube.com/watch?v=…`, `youtu.be/…`, `/embed/…`, `/shorts/…`,
 * `/live/…`, `vimeo.com/123`, `player.vimeo.com/video/123`. */
export function videoOf(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname.replace(/^(www\.)+/, '').replace(/^(m\.)+/, '');
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const youtube = (id: string | null | undefined) => (id && YOUTUBE_ID.test(id) ? `youtube:${id}` : undefined);
  const vimeo = (id: string | undefined) => (id && VIMEO_ID.test(id) ? `vimeo:${id}` : undefined);
  const [first, second, ...rest] = segments;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (first === 'watch' && second === undefined) return youtube(url.searchParams.get('v'));
    if ((first === 'embed' || first === 'shorts' || first === 'live') && second !== undefined && rest.length === 0) return youtube(second);
    return undefined;
  }
  if (host === 'youtu.be' && segments.length === 1) return youtube(first);
  if (host === 'vimeo.com' && segments.length === 1) return vimeo(first);
  if (host === 'player.vimeo.com' && first === 'video' && segments.length === 2) return vimeo(second);
  return undefined;
}

/** What the link dialog asks for. */
export interface LinkValues {
  text: string;
  url: string;
}

/** The problems of a dialog by field; empty when it may insert. */
export type DialogProblems<Field extends string> = Partial<Record<Field, string>>;

/** A link needs a valid address; without a text the address is shown. */
export function linkProblems(values: LinkValues): DialogProblems<'url'> {
  return isValidLink(values.url) ? {} : { url: t('contentAdmin.editor.invalidUrl') };
}

/** A button needs its text and a valid address. */
export function buttonProblems(values: LinkValues): DialogProblems<'text' | 'url'> {
  const problems: DialogProblems<'text' | 'url'> = {};
  if (oneLine(values.text) === '') problems.text = t('contentAdmin.editor.buttonTextRequired');
  if (!isValidLink(values.url)) problems.url = t('contentAdmin.editor.invalidUrl');
  return problems;
}

/** A video needs a YouTube or Vimeo address. */
export function videoProblems(url: string): DialogProblems<'url'> {
  return videoOf(url) === undefined ? { url: t('contentAdmin.editor.invalidVideo') } : {};
}

/** Text on one line, its whitespace runs as single spaces. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A link's text safe inside `[…]`: brackets and backslashes escaped. */
function escapeLinkText(text: string): string {
  return text.replace(/([\\[\]])/g, '\\$1');
}

/** `[text](url)`; without a text the address stands for itself. */
export function linkMarkdown({ text, url }: LinkValues): string {
  const address = url.trim();
  const label = oneLine(text);
  return `[${escapeLinkText(label === '' ? address : label)}](${address})`;
}

/** `::tlacitko[Text](url)` (a line of its own). */
export function buttonLine({ text, url }: LinkValues): string {
  return `::tlacitko[${oneLine(text)}](${url.trim()})`;
}

/** `::video(url)` (a line of its own). */
export function videoLine(url: string): string {
  return `::video(${url.trim()})`;
}

/** A text with something inserted, and where the caret goes after it. */
export interface Insertion {
  text: string;
  caret: number;
}

/** The selection of the textarea the insertion replaces (start ≤ end). */
export interface Selection {
  start: number;
  end: number;
}

/** Replaces the selection with inline Markdown (a link); the caret lands after it. Put at the
 * caret right after a word or a full stop, it gets a space before it so as not to glue to it. */
export function insertInline(text: string, selection: Selection, markdown: string): Insertion {
  const before = text.slice(0, selection.start);
  const after = text.slice(selection.end);
  const space = selection.start === selection.end && /[^\s([{„"'/]$/u.test(before) ? ' ' : '';
  return { text: `${before}${space}${markdown}${after}`, caret: before.length + space.length + markdown.length };
}

/** Puts a block line (a button, a video) on a line of its own in place of the selection,
 * with an empty line before and after it where the text goes on, so that it does not glue to a
 * paragraph; the caret lands after the line. */
export function insertBlock(text: string, selection: Selection, line: string): Insertion {
  const before = text.slice(0, selection.start).replace(/[ \t]+$/, '');
  const after = text.slice(selection.end).replace(/^[ \t]+/, '');
  const lead = before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const head = `${before}${lead}${line}`;
  return { text: `${head}${trail}${after}`, caret: head.length + Math.min(trail.length, 1) };
}
