// The public application form of a basic-skiing branch association: its fields, their checks
// (the server checks them again, the § 228 name rule among them) and the input it sends.
import '../texts';
import type { SubmitBranchRequestInput } from '../../../gql/graphql';
import { t } from '../../../lib/i18n';
import { contactMessages, isEmail, isIco, isPhone, isPostcode, isUrl, messages } from '../../../lib/validation';
import { z } from '../../../lib/zod';

const required = z.string().trim().min(1, messages.required);

/** A whole number from `min` to `max` written in the field (spaces allowed: "1 200"). */
function wholeNumber(min: number, max: number, message: string) {
  return required.refine((text) => {
    const digits = text.replace(/\s/g, '');
    return /^\d+$/.test(digits) && Number(digits) >= min && Number(digits) <= max;
  }, message);
}

const withoutSpaces = (text: string) => text.replace(/\s/g, '');

export const MAX_ACTIVITIES_CHARS = 2000;

export const branchSchema = z.object({
  name: required,
  ico: z.string().refine((text) => withoutSpaces(text) === '' || isIco(withoutSpaces(text)), contactMessages.ico),
  departmentIds: z.array(z.string()).min(1, t('branches.form.departmentsRequired')),
  street: required,
  municipality: required,
  postcode: required.refine(isPostcode, contactMessages.postcode),
  regionId: required,
  email: required.refine(isEmail, contactMessages.email),
  phone: required.refine(isPhone, contactMessages.phone),
  web: z.string().refine((text) => text.trim() === '' || isUrl(text), contactMessages.url),
  chairFirstName: required,
  chairLastName: required,
  chairEmail: required.refine(isEmail, contactMessages.email),
  chairPhone: required.refine(isPhone, contactMessages.phone),
  expectedMembers: wholeNumber(1, 100_000, t('branches.form.expectedMembersInvalid')),
  instructorCount: wholeNumber(0, 10_000, t('branches.form.instructorCountInvalid')),
  activities: required.refine((text) => text.trim().length <= MAX_ACTIVITIES_CHARS, t('branches.form.activitiesTooLong')),
  consent: z.boolean().refine((given) => given, t('branches.form.consentRequired')),
});

export type BranchValues = z.infer<typeof branchSchema>;

export const EMPTY_BRANCH: BranchValues = {
  name: '',
  ico: '',
  departmentIds: [],
  street: '',
  municipality: '',
  postcode: '',
  regionId: '',
  email: '',
  phone: '',
  web: '',
  chairFirstName: '',
  chairLastName: '',
  chairEmail: '',
  chairPhone: '',
  expectedMembers: '',
  instructorCount: '',
  activities: '',
  consent: false,
};

/** The application as the server takes it; the consent goes as the version of the text shown. */
export function branchInput(values: BranchValues, consentVersion: string): SubmitBranchRequestInput {
  return {
    name: values.name.trim(),
    ico: withoutSpaces(values.ico) || null,
    street: values.street.trim(),
    municipality: values.municipality.trim(),
    postcode: values.postcode,
    regionId: Number(values.regionId),
    departmentIds: values.departmentIds.map(Number),
    email: values.email.trim(),
    phone: values.phone.trim(),
    web: values.web.trim() || null,
    chairFirstName: values.chairFirstName.trim(),
    chairLastName: values.chairLastName.trim(),
    chairEmail: values.chairEmail.trim(),
    chairPhone: values.chairPhone.trim(),
    expectedMembers: Number(withoutSpaces(values.expectedMembers)),
    instructorCount: Number(withoutSpaces(values.instructorCount)),
    activities: values.activities.trim(),
    consentVersion,
  };
}

/** The form's field a field of the server's answer belongs to (the consent is sent as its
 * version); none for a field the form does not have. */
export function formField(serverField: string): keyof BranchValues | undefined {
  if (serverField === 'consentVersion') return 'consent';
  return serverField in branchSchema.shape ? (serverField as keyof BranchValues) : undefined;
}
