import { describe, expect, it } from 'vitest';
import { fisLoadMessage, fisScoreText, fixBirthNumberSchema, fixInput, mergeQuestion, resolvedMessage, worklistCount } from './cleanup-format';

const NBSP = '\u00a0';

describe('cleanup texts', () => {
  it('count each worklist in Czech plural', () => {
    expect(worklistCount('nicknames', 95)).toBe('95 přezdívek');
    expect(worklistCount('birthNumbers', 1)).toBe('1 chybné rodné číslo');
    expect(worklistCount('birthNumbers', 6)).toBe('6 chybných rodných čísel');
    expect(worklistCount('addresses', 2)).toBe('2 neznámé adresy');
    expect(worklistCount('duplicates', 0)).toBe('žádná dvojice');
    expect(worklistCount('duplicates', 1200)).toBe(`1${NBSP}200 dvojic`);
    expect(worklistCount('fisPairing', 0)).toBe('žádný návrh');
    expect(worklistCount('fisPairing', 2)).toBe('2 návrhy');
    expect(worklistCount('fisPairing', 5)).toBe('5 návrhů');
  });

  it('say how many members got a resolved address', () => {
    expect(resolvedMessage(0)).toBe('Adresa je vyřešená; nečekal na ni žádný člen.');
    expect(resolvedMessage(1)).toBe('Adresa je vyřešená; dostal ji 1 člen.');
    expect(resolvedMessage(3)).toBe('Adresa je vyřešená; dostali ji 3 členové.');
    expect(resolvedMessage(7)).toBe('Adresa je vyřešená; dostalo ji 7 členů.');
  });

  it('ask before a merge who stays and who is archived', () => {
    const keep = { memberId: 33, registrationNumber: 100033, firstName: 'Věra', lastName: 'Bauerová' };
    const merge = { memberId: 308, registrationNumber: 100308, firstName: 'Věra', lastName: 'Bauerová' };
    expect(mergeQuestion(keep, merge)).toBe(
      'Sloučit záznam Věra Bauerová (reg. č. 100308) do záznamu Věra Bauerová (reg. č. 100033)? Záznam 100308 se archivuje a vše z něj přejde na 100033. Sloučení nelze vrátit.',
    );
  });
});

describe('the birth number fix form', () => {
  const valid = { birthNumber: '881219/4431', birthDate: '1988-12-19', sex: 'MALE' as const };

  it('takes 9 or 10 digits with an optional slash, or none', () => {
    expect(fixBirthNumberSchema.safeParse(valid).success).toBe(true);
    expect(fixBirthNumberSchema.safeParse({ ...valid, birthNumber: '' }).success).toBe(true);
    const wrong = fixBirthNumberSchema.safeParse({ ...valid, birthNumber: '8812' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('Rodné číslo musí mít 9 nebo 10 číslic (lomítko je nepovinné)');
    expect(fixBirthNumberSchema.safeParse({ ...valid, birthDate: '' }).error?.issues[0]?.message).toBe('Toto pole je povinné');
  });

  it('sends the digits only, and null for none', () => {
    expect(fixInput(37, valid)).toEqual({ memberId: 37, birthNumber: '8812194431', birthDate: '1988-12-19', sex: 'MALE' });
    expect(fixInput(37, { ...valid, birthNumber: ' ' })).toMatchObject({ birthNumber: null });
  });
});

describe('FIS points lists', () => {
  const load = { sector: 'AL', listKey: '413', listName: '22nd FIS points list 2024/25', athletes: 461, newList: true, added: 461, proposals: 2 };

  it('a new list says how many athletes it holds and how many codes it proposes', () => {
    expect(fisLoadMessage(load)).toBe('Listina AL 413 (22nd FIS points list 2024/25): 461 závodníků, 2 návrhy.');
    expect(fisLoadMessage({ ...load, athletes: 1, proposals: 0 })).toBe('Listina AL 413 (22nd FIS points list 2024/25): 1 závodník, žádný návrh.');
  });

  it('a list loaded before says that nothing changed', () => {
    expect(fisLoadMessage({ ...load, newList: false, added: 0, proposals: 0 })).toBe('Listina AL 413 (22nd FIS points list 2024/25) už byla nahraná, nic se nezměnilo.');
    // Members added since the first load still get their proposals.
    expect(fisLoadMessage({ ...load, newList: false, added: 0, proposals: 1 })).toBe('Listina AL 413 (22nd FIS points list 2024/25) už byla nahraná; podle ní jsou navržené kódy FIS: 1 návrh.');
  });

  it('a list loaded before with athletes it lacked says how many were added', () => {
    expect(fisLoadMessage({ ...load, newList: false, added: 1200, proposals: 1 })).toBe(
      `Listina AL 413 (22nd FIS points list 2024/25) už byla nahraná, doplněno závodníků: 1${NBSP}200; 1 návrh.`,
    );
  });

  it('a proposal’s score is a percentage', () => {
    expect(fisScoreText(92)).toBe(`92${NBSP}%`);
  });
});
