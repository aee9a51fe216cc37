import { describe, expect, it } from 'vitest';
import { email, newPassword, required, sameAs } from './validation';

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
