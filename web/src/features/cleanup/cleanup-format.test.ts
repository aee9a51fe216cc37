import { describe, expect, it } from 'vitest';
import { fixBirthNumberSchema, fixInput, mergeQuestion, resolvedMessage, worklistCount } from './cleanup-format';

const NBSP = '\u00a0';

describe('cleanup texts', () => {
  it('count each worklist in Czech plural', () => {
    expect(worklistCount('nicknames', 95)).toBe('95 přezdívek');
    expect(worklistCount('birthNumbers', 1)).toBe('1 chybné rodné číslo');
    expect(worklistCount('birthNumbers', 6)).toBe('6 chybných rodných čísel');
    expect(worklistCount('addresses', 2)).toBe('2 neznámé adresy');
    expect(worklistCount('duplicates', 0)).toBe('žádná dvojice');
    expect(worklistCount('duplicates', 1200)).toBe(`1${NBSP}200 dvojic`);
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
