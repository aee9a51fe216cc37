import { describe, expect, it } from 'vitest';
import { type BranchValues, EMPTY_BRANCH, branchInput, branchSchema, formField } from './branch-schema';

const valid: BranchValues = {
  ...EMPTY_BRANCH,
  name: 'Lyžařská škola Bublava, pobočný spolek SLČR',
  departmentIds: ['2'],
  street: 'Bublava 12',
  municipality: 'Bublava',
  postcode: '358 01',
  regionId: '9',
  email: 'skola@bublava.test',
  phone: '+420 777 000 111',
  chairFirstName: 'Jana',
  chairLastName: 'Nováková',
  chairEmail: 'jana@bublava.test',
  chairPhone: '777 000 222',
  expectedMembers: '1 200',
  instructorCount: '0',
  activities: 'Lyžařská škola pro děti.\nŠkolní kurzy.',
  consent: true,
};

function messagesOf(values: BranchValues): Record<string, string> {
  const result = branchSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('branchSchema', () => {
  it('accepts a complete application without IČO and web', () => {
    expect(messagesOf(valid)).toEqual({});
  });

  it('asks for a department, the consent and numbers in their ranges', () => {
    const messages = messagesOf({ ...valid, departmentIds: [], consent: false, expectedMembers: '0', instructorCount: '-1' });
    expect(messages.departmentIds).toBe('Vyberte alespoň jeden úsek.');
    expect(messages.consent).toBe('Bez souhlasu nelze žádost odeslat.');
    expect(messages.expectedMembers).toBe('Zadejte celé číslo od 1 do 100 000.');
    expect(messages.instructorCount).toBe('Zadejte celé číslo od 0 do 10 000.');
  });

  it('checks an IČO only when one is given', () => {
    expect(messagesOf({ ...valid, ico: '12345678' }).ico).toBe('IČO není platné.');
    expect(messagesOf({ ...valid, ico: '255 966 41' })).toEqual({});
  });

  it('refuses a description longer than 2000 characters', () => {
    expect(messagesOf({ ...valid, activities: 'x'.repeat(2001) }).activities).toBe('Popis může mít nejvýše 2 000 znaků.');
  });
});

describe('branchInput', () => {
  it('sends numbers, ids and the consent version, leaving out what is empty', () => {
    expect(branchInput({ ...valid, ico: '255 966 41' }, '2026-12')).toMatchObject({
      ico: '25596641',
      web: null,
      regionId: 9,
      departmentIds: [2],
      expectedMembers: 1200,
      instructorCount: 0,
      consentVersion: '2026-12',
    });
    expect(branchInput(valid, '2026-12').ico).toBeNull();
  });
});

describe('formField', () => {
  it('puts the server’s consent version on the checkbox and ignores unknown fields', () => {
    expect(formField('consentVersion')).toBe('consent');
    expect(formField('chairEmail')).toBe('chairEmail');
    expect(formField('code')).toBeUndefined();
  });
});
