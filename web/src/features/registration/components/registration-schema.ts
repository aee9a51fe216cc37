// The public registration form /registrace-clena: its values, their checks (Czech messages as
// the server's), the input it sends, and where the server's field errors land. The age rules
// are the server's (libs/app/src/registration.rs): a child registered by a parent is under 18,
// a member registering alone is 15 or older.
import type { SubmitMemberRegistrationInput } from '../../../gql/graphql';
import { t } from '../../../lib/i18n';
import { contactMessages, isEmail, isPhone, isPostcode, messages } from '../../../lib/validation';
import { z } from '../../../lib/zod';
import { ageOn } from './birth-number';

export const ADULT_AGE = 18;
export const SELF_REGISTRATION_AGE = 15;

const required = z.string().trim().min(1, messages.required);
const optional = (check: (text: string) => boolean, message: string) => z.string().refine((text) => text.trim() === '' || check(text.trim()), message);

export const registrationSchema = z
  .object({
    /** Who registers: the member alone ('self') or a parent a child ('child'); '' until chosen. */
    forChild: z.enum(['', 'self', 'child']),
    clubId: z.string(),
    titleBefore: z.string(),
    firstName: required,
    middleNames: z.string(),
    lastName: required,
    titleAfter: z.string(),
    sex: z.enum(['', 'MALE', 'FEMALE']),
    birthDate: required,
    birthNumber: optional((text) => /^\d{6}\/?\d{3,4}$/.test(text), t('members.form.birthNumberInvalid')),
    citizenship: required,
    street: z.string(),
    houseNumber: required,
    orientationNumber: z.string(),
    municipality: required,
    municipalityPart: z.string(),
    postcode: required,
    country: required,
    phone: optional(isPhone, contactMessages.phone),
    applicantFirstName: z.string(),
    applicantLastName: z.string(),
    applicantEmail: required.refine((text) => isEmail(text), contactMessages.email),
    applicantPhone: optional(isPhone, contactMessages.phone),
    consent: z.boolean(),
  })
  .superRefine((values, context) => {
    const problem = (path: keyof RegistrationValues, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (values.forChild === '') problem('forChild', t('registration.who.required'));
    if (values.clubId === '') problem('clubId', t('registration.club.required'));
    if (values.sex === '') problem('sex', t('registration.sex.required'));
    if (values.citizenship === 'CZ' && values.birthNumber.trim() === '') problem('birthNumber', messages.required);
    if (values.country === 'CZ' && values.postcode.trim() !== '' && !isPostcode(values.postcode)) problem('postcode', contactMessages.postcode);
    if (values.forChild === 'child') {
      if (values.applicantFirstName.trim() === '') problem('applicantFirstName', messages.required);
      if (values.applicantLastName.trim() === '') problem('applicantLastName', messages.required);
    }
    const age = ageOn(values.birthDate, new Date());
    if (age !== undefined && values.forChild === 'child' && age >= ADULT_AGE) problem('forChild', t('registration.who.adult'));
    if (age !== undefined && values.forChild === 'self' && age < SELF_REGISTRATION_AGE) problem('forChild', t('registration.who.tooYoung'));
    if (!values.consent) problem('consent', t('registration.consentRequired'));
  });

export type RegistrationValues = z.infer<typeof registrationSchema>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  forChild: '', clubId: '', titleBefore: '', firstName: '', middleNames: '', lastName: '', titleAfter: '', sex: '', birthDate: '',
  birthNumber: '', citizenship: 'CZ', street: '', houseNumber: '', orientationNumber: '', municipality: '', municipalityPart: '',
  postcode: '', country: 'CZ', phone: '', applicantFirstName: '', applicantLastName: '', applicantEmail: '',
  applicantPhone: '', consent: false,
};

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The request as the server takes it. A member registering alone is the applicant: its own
 * e-mail and phone are the applicant's. A child gets no e-mail: the register keeps only an
 * address its owner confirmed, and the club adds the child's own later. Titles are left out
 * for a child. */
export function registrationInput(values: RegistrationValues, consentVersion: string): SubmitMemberRegistrationInput {
  const forChild = values.forChild === 'child';
  return {
    clubId: Number(values.clubId),
    forChild,
    applicantFirstName: forChild ? values.applicantFirstName.trim() : null,
    applicantLastName: forChild ? values.applicantLastName.trim() : null,
    applicantEmail: values.applicantEmail.trim(),
    applicantPhone: orNull(values.applicantPhone),
    member: {
      titleBefore: forChild ? null : orNull(values.titleBefore),
      firstName: values.firstName.trim(),
      middleNames: orNull(values.middleNames),
      lastName: values.lastName.trim(),
      titleAfter: forChild ? null : orNull(values.titleAfter),
      sex: values.sex === 'FEMALE' ? 'FEMALE' : 'MALE',
      birthDate: values.birthDate,
      birthNumber: orNull(values.birthNumber),
      citizenship: values.citizenship,
      street: orNull(values.street),
      houseNumber: orNull(values.houseNumber),
      orientationNumber: orNull(values.orientationNumber),
      municipality: orNull(values.municipality),
      municipalityPart: orNull(values.municipalityPart),
      postcode: orNull(values.postcode),
      country: values.country,
      email: forChild ? null : orNull(values.applicantEmail),
      phone: forChild ? orNull(values.phone) : orNull(values.applicantPhone),
    },
    consentVersion,
  };
}

const FIELDS = new Set<string>(Object.keys(EMPTY_REGISTRATION));

/** The form's field of a field the server names, or undefined for one the form does not show
 * (its message then goes above the submit button). The member's own e-mail and phone are the
 * applicant's when the member registers alone; the consent's version is the checkbox. */
export function formField(field: string, forChild: boolean): keyof RegistrationValues | undefined {
  if (field === 'consentVersion') return 'consent';
  if (field === 'email') return forChild ? undefined : 'applicantEmail';
  if (!forChild && field === 'phone') return 'applicantPhone';
  if (!forChild && (field === 'applicantFirstName' || field === 'applicantLastName')) return undefined;
  return FIELDS.has(field) ? (field as keyof RegistrationValues) : undefined;
}
