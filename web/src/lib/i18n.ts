// The one catalogue of user-facing texts (Czech). Each part of the app keeps its keys in its own
// file under ./i18n (keys start with the part's name); `t` looks a key up in all of them. A
// missing key warns `Can't find translation for key` and shows the key.
import { auth } from './i18n/auth';
import { cleanup } from './i18n/cleanup';
import { clubs } from './i18n/clubs';
import { codebooks } from './i18n/codebooks';
import { common } from './i18n/common';
import { memberImport } from './i18n/member-import';
import { members } from './i18n/members';
import { racing } from './i18n/racing';
import { results } from './i18n/results';
import { ui } from './i18n/ui';
import { users } from './i18n/users';

export const catalogue = { ...common, ...auth, ...cleanup, ...clubs, ...codebooks, ...members, ...memberImport, ...racing, ...results, ...ui, ...users } as const;

export type TranslationKey = keyof typeof catalogue;

/** The Czech text of a key. */
export function t(key: TranslationKey | (string & {})): string {
  const text = (catalogue as Record<string, string>)[key];
  if (text === undefined) {
    console.warn("Can't find translation for key", key);
    return key;
  }
  return text;
}

/** The Czech text of a key with `{name}` placeholders filled in. */
export function tf(key: TranslationKey, values: Record<string, string | number>): string {
  return t(key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
