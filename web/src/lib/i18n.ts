// The one catalogue of user-facing texts (Czech). Each part of the app keeps its keys in its own
// file under ./i18n (keys start with the part's name); `t` looks a key up in all of them.
//
// Keys are typed: `t('members.titel')` fails the type check, and so does a placeholder that the
// text does not have (`tf('ui.grid.total', { cuont: 3 })`). A key built from a union of literals
// (`t(\`racing.kind.${kind}\`)` with `kind: 'RACING' | 'RESULT'`) is checked for every member
// of the union. A key that only the running app knows (a code the server sends) goes through
// `tDynamic`, which warns `Can't find translation for key` and shows the key when it is missing.
import { auth } from './i18n/auth';
import { clubs } from './i18n/clubs';
import { codebooks } from './i18n/codebooks';
import { common } from './i18n/common';
import { members } from './i18n/members';
import { racing } from './i18n/racing';
import { results } from './i18n/results';
import { ui } from './i18n/ui';
import { users } from './i18n/users';
// Types only: these parts come with their features' lazily loaded pages (see `addLazyPart`).
import type { accounts } from './i18n/accounts';
import type { branches } from './i18n/branches';
import type { cleanup } from './i18n/cleanup';
import type { clubEntry } from './i18n/club-entry';
import type { content } from './i18n/content';
import type { contentAdmin } from './i18n/content-admin';
import type { feedback } from './i18n/feedback';
import type { memberImport } from './i18n/member-import';
import type { memberRoles } from './i18n/member-roles';
import type { membersGrid } from './i18n/members-grid';
import type { notifications } from './i18n/notifications';
import type { ownProfile } from './i18n/own-profile';
import type { payments } from './i18n/payments';
import type { rankings } from './i18n/rankings';
import type { registration } from './i18n/registration';
import type { releaseNotes } from './i18n/release-notes';
import type { roles } from './i18n/roles';
import type { sportCenters } from './i18n/sport-centers';
import type { timekeepers } from './i18n/timekeepers';
import type { statistics } from './i18n/statistics';
import type { transfers } from './i18n/transfers';
import type { workspace } from './i18n/workspace';

/** The parts of the catalogue loaded with the app; a key belongs to exactly one part (a unit
 * test checks it, lazy parts included). */
export const catalogueParts = { common, auth, clubs, codebooks, members, racing, results, ui, users } as const;

/** Parts that only the evidence pages of one feature show, kept out of the public pages' first
 * JavaScript (its 150 kB budget): the feature's route tree loads the part before its pages
 * (`addLazyPart`). Their keys are typed like the rest. */
export interface LazyCatalogueParts {
  accounts: typeof accounts;
  branches: typeof branches;
  cleanup: typeof cleanup;
  clubEntry: typeof clubEntry;
  content: typeof content;
  contentAdmin: typeof contentAdmin;
  feedback: typeof feedback;
  memberImport: typeof memberImport;
  memberRoles: typeof memberRoles;
  membersGrid: typeof membersGrid;
  notifications: typeof notifications;
  ownProfile: typeof ownProfile;
  payments: typeof payments;
  rankings: typeof rankings;
  registration: typeof registration;
  releaseNotes: typeof releaseNotes;
  roles: typeof roles;
  sportCenters: typeof sportCenters;
  statistics: typeof statistics;
  timekeepers: typeof timekeepers;
  transfers: typeof transfers;
  workspace: typeof workspace;
}

const eagerCatalogue = { ...common, ...auth, ...clubs, ...codebooks, ...members, ...racing, ...results, ...ui, ...users } as const;

/** Every lazy part's texts in one type (an intersection: a union of the parts would keep only
 * the keys they share). */
type LazyTexts = { [Name in keyof LazyCatalogueParts]: (texts: LazyCatalogueParts[Name]) => void }[keyof LazyCatalogueParts] extends (texts: infer All) => void ? All : never;

type Catalogue = typeof eagerCatalogue & LazyTexts;

/** Every text the app knows now: the eager parts, and the lazy parts once loaded. */
export const catalogue: Catalogue = { ...eagerCatalogue } as Catalogue;

/** Adds a lazily loaded part's texts (its module calls this when it loads). */
export function addLazyPart<Name extends keyof LazyCatalogueParts>(_name: Name, texts: LazyCatalogueParts[Name]): void {
  Object.assign(catalogue, texts);
}

export type TranslationKey = keyof Catalogue;

/** The `{name}` placeholders of a text. */
export type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The values a text's placeholders take: every placeholder, and nothing else. */
export type PlaceholderValues<Key extends TranslationKey> = { [Name in Placeholders<Catalogue[Key]>]: string | number };

/** The stem of a key that has the four Czech plural forms (`<stem>.zero`, `.one`, `.few`, `.many`). */
export type PluralStem = {
  [Key in TranslationKey]: Key extends `${infer Stem}.zero`
    ? `${Stem}.one` | `${Stem}.few` | `${Stem}.many` extends TranslationKey
      ? Stem
      : never
    : never;
}[TranslationKey];

/** Whether the catalogue has a key: narrows text that comes from outside the type system. */
export function isTranslationKey(key: string): key is TranslationKey {
  return Object.hasOwn(catalogue, key);
}

/** The Czech text of a key. (A key forced past the type check still warns when missing.) */
export function t(key: TranslationKey): string {
  return tDynamic(key);
}

/** The Czech text of a key only known at run time (a code from the server, a stored name).
 * A missing key warns `Can't find translation for key` and shows the key itself. */
export function tDynamic(key: string): string {
  if (isTranslationKey(key)) return catalogue[key];
  console.warn("Can't find translation for key", key);
  return key;
}

/** The Czech text of a key with its `{name}` placeholders filled in. */
export function tf<Key extends TranslationKey>(key: Key, values: PlaceholderValues<Key>): string {
  return fill(t(key), values);
}

/** `{name}` placeholders of a text filled in; a placeholder without a value stays as it is. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
