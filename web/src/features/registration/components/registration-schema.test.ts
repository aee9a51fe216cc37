import { describe, expect, it } from 'vitest';
import '../texts';
import { EMPTY_REGISTRATION, type RegistrationValues, formField, registrationInput, registrationSchema } from './registration-schema';

const yearsAgo = (years: number) => {
  const day = new Date();
  return `${day.getFullYear() - years}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

const child: RegistrationValues = {
  ...EMPTY_REGISTRATION,
  forChild: 'child',
  clubId: '1',
  firstName: ' Eliška ',
  lastName: 'Nováková',
  sex: 'FEMALE',
  birthDate: yearsAgo(10),
  birthNumber: '155314/0006',
  houseNumber: '12',
  street: 'Lipová',
  municipality: 'Praha',
  postcode: '110 00',
  applicantFirstName: 'Jana',
  applicantLastName: 'Nováková',
  applicantEmail: 'jana@example.cz',
  applicantPhone: '',
  consent: true,
};

const problems = (values: RegistrationValues) => {
  const result = registrationSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('the registration form', () => {
  it('passes a parent’s request for a child', () => {
    expect(problems(child)).toEqual({});
  });

  it('asks who registers, for the club, the sex and the consent', () => {
    const found = problems({ ...child, forChild: '', clubId: '', sex: '', consent: false });
    expect(Object.keys(found).sort()).toEqual(['clubId', 'consent', 'forChild', 'sex']);
  });

  it('keeps the server’s age rules: a parent registers a child under 18, one registers alone from 15', () => {
    expect(problems({ ...child, birthDate: yearsAgo(18) }).forChild).toBe('Zletilý člen podává přihlášku sám za sebe.');
    expect(problems({ ...child, forChild: 'self', birthDate: yearsAgo(14) }).forChild).toBe('Za dítě mladší 15 let podává přihlášku zákonný zástupce.');
    expect(problems({ ...child, forChild: 'self', birthDate: yearsAgo(15) }).forChild).toBeUndefined();
  });

  it('wants the parent’s name only for a child, and a birth number of a Czech citizen', () => {
    expect(problems({ ...child, applicantFirstName: '' }).applicantFirstName).toBe('Toto pole je povinné');
    expect(problems({ ...child, forChild: 'self', birthDate: yearsAgo(20), applicantFirstName: '' }).applicantFirstName).toBeUndefined();
    expect(problems({ ...child, birthNumber: '' }).birthNumber).toBe('Toto pole je povinné');
    expect(problems({ ...child, birthNumber: '', citizenship: 'SK' }).birthNumber).toBeUndefined();
    expect(problems({ ...child, postcode: '1100' }).postcode).toBe('PSČ tvoří pět číslic.');
  });

  it('sends the parent as the applicant and the child’s own contacts', () => {
    const input = registrationInput({ ...child, phone: '+420 601 000 111', titleBefore: 'Ing.' }, '2026-12');
    expect(input).toMatchObject({ clubId: 1, forChild: true, applicantFirstName: 'Jana', applicantPhone: null, consentVersion: '2026-12' });
    expect(input.member).toMatchObject({ firstName: 'Eliška', titleBefore: null, email: null, phone: '+420 601 000 111', birthNumber: '155314/0006', country: 'CZ' });
  });

  it('makes a member registering alone the applicant, with its e-mail and phone', () => {
    const input = registrationInput({ ...child, forChild: 'self', phone: '+420 601 000 111', applicantPhone: '+420 777 000 111' }, '2026-12');
    expect(input).toMatchObject({ forChild: false, applicantFirstName: null, applicantLastName: null });
    expect(input.member).toMatchObject({ email: 'jana@example.cz', phone: '+420 777 000 111' });
  });

  it('puts the server’s errors on the fields the form shows', () => {
    expect(formField('birthNumber', true)).toBe('birthNumber');
    expect(formField('consentVersion', true)).toBe('consent');
    expect(formField('email', false)).toBe('applicantEmail');
    expect(formField('email', true)).toBeUndefined();
    expect(formField('phone', true)).toBe('phone');
    expect(formField('applicantFirstName', false)).toBeUndefined();
    expect(formField('fisCode', true)).toBeUndefined();
  });
});
