import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { type Placeholders, type PluralStem, type TranslationKey, addLazyPart, catalogue, catalogueParts, isTranslationKey, t, tDynamic, tf } from './i18n';
import { memberRoles } from './i18n/member-roles';
import { payments } from './i18n/payments';
import { roles } from './i18n/roles';
import { sportCenters } from './i18n/sport-centers';
import { rankings } from './i18n/rankings';
import { statistics } from './i18n/statistics';
import { workspace } from './i18n/workspace';
import { accounts } from './i18n/accounts';
import { membersGrid } from './i18n/members-grid';
import { notifications } from './i18n/notifications';
import { ownProfile } from './i18n/own-profile';
import { clubEntry } from './i18n/club-entry';
import { transfers } from './i18n/transfers';
import { cleanup } from './i18n/cleanup';
import { memberImport } from './i18n/member-import';
import { feedback } from './i18n/feedback';
import { releaseNotes } from './i18n/release-notes';
import { registration } from './i18n/registration';
import { branches } from './i18n/branches';
import { content } from './i18n/content';
import { contentAdmin } from './i18n/content-admin';
import { timekeepers } from './i18n/timekeepers';

describe('t', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the Czech text', () => {
    expect(t('form.required')).toBe('Toto pole je povinné');
  });

  it('warns about a missing dynamic key and shows the key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(tDynamic('neexistuje.klic')).toBe('neexistuje.klic');
    expect(warn).toHaveBeenCalledWith("Can't find translation for key", 'neexistuje.klic');
  });

  it('still warns about a key forced past the type check', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(t('neexistuje.klic' as TranslationKey)).toBe('neexistuje.klic');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('fills the placeholders of a text', () => {
    expect(tf('ui.grid.page', { page: 3, pages: 41 })).toBe('Strana 3 z 41');
  });
});

// These cases are checked by `npm run typecheck` (tsc -b): each `@ts-expect-error` fails the
// type check the day the line below it starts to compile.
describe('typed keys', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuse a key with a typo', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // @ts-expect-error: 'members.titel' is not a key of the catalogue.
    expect(t('members.titel')).toBe('members.titel');
    // @ts-expect-error: a key built from a union is checked for every member of it.
    expect(t(`racing.kind.${'RACING' as 'RACING' | 'RACNG'}`)).toBe('Závod s přihláškami');
    expectTypeOf<'members.title'>().toExtend<TranslationKey>();
    expectTypeOf<'members.titel'>().not.toExtend<TranslationKey>();
  });

  it('refuse a placeholder the text does not have, and a missing one', () => {
    // @ts-expect-error: the text says {count}, not {cuont}.
    expect(tf('ui.grid.total', { cuont: 3 })).toBe('Celkem: {count}');
    // @ts-expect-error: {pages} is missing.
    expect(tf('ui.grid.page', { page: 1 })).toBe('Strana 1 z {pages}');
    expectTypeOf<Placeholders<'Strana {page} z {pages}'>>().toEqualTypeOf<'page' | 'pages'>();
  });

  it('know the stems that have all four plural forms', () => {
    expectTypeOf<'cleanup.card.duplicates'>().toExtend<PluralStem>();
    expectTypeOf<'cleanup.card'>().not.toExtend<PluralStem>();
  });

  it('tell a key from other text at run time', () => {
    expect(isTranslationKey('form.required')).toBe(true);
    expect(isTranslationKey('toString')).toBe(false);
    expect(isTranslationKey('neexistuje.klic')).toBe(false);
  });
});

describe('the catalogue', () => {
  it('has each key in one part only (a later part would silently win)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [part, texts] of Object.entries({ ...catalogueParts, memberRoles, payments, rankings, roles, sportCenters, statistics, transfers, workspace, accounts, clubEntry, notifications, ownProfile, cleanup, memberImport, membersGrid, feedback, releaseNotes, branches, registration, content, timekeepers, contentAdmin })) {
      for (const key of Object.keys(texts)) {
        const earlier = seen.get(key);
        if (earlier) twice.push(`${key} (${earlier}, ${part})`);
        seen.set(key, part);
      }
    }
    expect(twice).toEqual([]);
    addLazyPart('memberRoles', memberRoles);
    addLazyPart('payments', payments);
    addLazyPart('rankings', rankings);
    addLazyPart('roles', roles);
    addLazyPart('sportCenters', sportCenters);
    addLazyPart('statistics', statistics);
    addLazyPart('transfers', transfers);
    addLazyPart('workspace', workspace);
    addLazyPart('accounts', accounts);
    addLazyPart('clubEntry', clubEntry);
    addLazyPart('notifications', notifications);
    addLazyPart('ownProfile', ownProfile);
    addLazyPart('cleanup', cleanup);
    addLazyPart('memberImport', memberImport);
    addLazyPart('membersGrid', membersGrid);
    addLazyPart('feedback', feedback);
    addLazyPart('releaseNotes', releaseNotes);
    addLazyPart('branches', branches);
    addLazyPart('registration', registration);
    addLazyPart('content', content);
    addLazyPart('contentAdmin', contentAdmin);
    addLazyPart('timekeepers', timekeepers);
    expect(Object.keys(catalogue)).toHaveLength(seen.size);
  });
});
