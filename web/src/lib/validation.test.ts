import { describe, expect, it } from 'vitest';
import { email, isBankAccount, isEmail, isIco, isPhone, isPostcode, isUrl, newPassword, required, sameAs } from './validation';

describe('validation', () => {
  it('gives the spec messages', () => {
    expect(required(' ')).toBe('Toto pole je povinné');
    expect(email('nekdo')).toBe('Zadejte platný e-mail');
    expect(email('jan@example.cz')).toBeUndefined();
    expect(newPassword('kratke')).toBe('Heslo musí mít alespoň 8 znaků');
    expect(sameAs('dlouhe-heslo', 'jine-heslo')).toBe('Hesla musí být stejná');
    expect(sameAs('dlouhe-heslo', 'dlouhe-heslo')).toBeUndefined();
  });
});

describe('contact checks', () => {
  it('accept what the server accepts', () => {
    expect(isIco('25596641')).toBe(true);
    expect(isIco('00000060')).toBe(true);
    expect(isIco('25596642')).toBe(false);
    expect(isPhone('+420 603 123 456')).toBe(true);
    expect(isPhone('603-123')).toBe(false);
    expect(isUrl('www.skiklub.cz')).toBe(true);
    expect(isUrl('není adresa')).toBe(false);
    expect(isPostcode('460 01')).toBe(true);
    expect(isPostcode('4600')).toBe(false);
    expect(isBankAccount('19-2000145399/0800')).toBe(true);
    expect(isBankAccount('123456789/0800')).toBe(false);
    expect(isEmail('klub@localhost')).toBe(false);
  });
});
