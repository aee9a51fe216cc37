// The club form: its zod schema (messages of spec §5, the same checks as the server) and the
// conversion between the stored club, the form and the GraphQL input.
import { z } from '../../../lib/zod';
import type { ClubInput, ClubQuery, ClubState, LegalForm } from '../../../gql/graphql';
import { t, tf } from '../../../lib/i18n';
import { contactMessages, isBankAccount, isEmail, isIco, isPhone, isPostcode, isUrl, messages } from '../../../lib/validation';

export const LEGAL_FORMS: { value: LegalForm; label: string }[] = [
  { value: 'ASSOCIATION', label: t('clubs.legalForm.association') },
  { value: 'BRANCH_ASSOCIATION', label: t('clubs.legalForm.branchAssociation') },
  { value: 'PUBLIC_BENEFIT_COMPANY', label: t('clubs.legalForm.publicBenefitCompany') },
  { value: 'INSTITUTE', label: t('clubs.legalForm.institute') },
  { value: 'LIMITED_COMPANY', label: t('clubs.legalForm.limitedCompany') },
  { value: 'OTHER', label: t('clubs.legalForm.other') },
];

export const CLUB_STATES: { value: ClubState; label: string }[] = [
  { value: 'ACTIVE', label: t('clubs.state.active') },
  { value: 'ENDED', label: t('clubs.state.ended') },
];

const required = z.string().trim().min(1, messages.required);
const optional = (check: (text: string) => boolean, message: string) =>
  z.string().refine((text) => text.trim() === '' || check(text.trim()), message);

export const clubSchema = z
  .object({
    code: required.regex(/^[A-Z]{4}$/, t('clubs.form.codeInvalid')),
    name: required.max(200, tf('clubs.form.tooLong', { max: 200 })),
    shortName: required.max(60, tf('clubs.form.tooLong', { max: 60 })),
    ico: optional(isIco, contactMessages.ico),
    legalForm: required,
    street: required,
    municipality: required,
    postcode: required.refine(isPostcode, contactMessages.postcode),
    regionId: required,
    email: optional(isEmail, contactMessages.email),
    phone: optional(isPhone, contactMessages.phone),
    web: optional(isUrl, contactMessages.url),
    bankAccount: optional(isBankAccount, contactMessages.bankAccount),
    state: required,
    foundedOn: z.string(),
    endedOn: z.string(),
    departmentIds: z.array(z.string()).min(1, t('clubs.form.departmentsRequired')),
  })
  .superRefine((values, context) => {
    if (values.state === 'ENDED' && values.endedOn === '') {
      context.addIssue({ code: 'custom', path: ['endedOn'], message: messages.required });
    }
    if (values.state === 'ACTIVE' && values.endedOn !== '') {
      context.addIssue({ code: 'custom', path: ['endedOn'], message: t('clubs.form.endedOnOfActive') });
    }
    if (values.foundedOn && values.endedOn && values.endedOn < values.foundedOn) {
      context.addIssue({ code: 'custom', path: ['endedOn'], message: messages.dateRange });
    }
  });

export type ClubFormValues = z.infer<typeof clubSchema>;

export const EMPTY_CLUB: ClubFormValues = {
  code: '',
  name: '',
  shortName: '',
  ico: '',
  legalForm: 'ASSOCIATION',
  street: '',
  municipality: '',
  postcode: '',
  regionId: '',
  email: '',
  phone: '',
  web: '',
  bankAccount: '',
  state: 'ACTIVE',
  foundedOn: '',
  endedOn: '',
  departmentIds: [],
};

export function clubToValues(club: ClubQuery['club']): ClubFormValues {
  return {
    code: club.code,
    name: club.name,
    shortName: club.shortName,
    ico: club.ico ?? '',
    legalForm: club.legalForm,
    street: club.street,
    municipality: club.municipality,
    postcode: club.postcode,
    regionId: String(club.regionId),
    email: club.email ?? '',
    phone: club.phone ?? '',
    web: club.web ?? '',
    bankAccount: club.bankAccount ?? '',
    state: club.state,
    foundedOn: club.foundedOn ? String(club.foundedOn) : '',
    endedOn: club.endedOn ? String(club.endedOn) : '',
    departmentIds: club.departments.map((department) => String(department.id)),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function valuesToClubInput(values: ClubFormValues): ClubInput {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    shortName: values.shortName.trim(),
    ico: orNull(values.ico),
    legalForm: values.legalForm as LegalForm,
    street: values.street.trim(),
    municipality: values.municipality.trim(),
    postcode: values.postcode,
    regionId: Number(values.regionId),
    email: orNull(values.email),
    phone: orNull(values.phone),
    web: orNull(values.web),
    bankAccount: orNull(values.bankAccount),
    state: values.state as ClubState,
    foundedOn: orNull(values.foundedOn),
    endedOn: orNull(values.endedOn),
    departmentIds: values.departmentIds.map(Number),
  };
}
