// Pure helpers of the role-v-usecich tab: a role's qualification in Czech, its department (an
// instructor's licence has none), whether it has ended, and the role form's values as typed and
// as the API takes them, with the server's refusals placed by the form's fields.
import type { CoachLevel, InstructorLicence, MemberRoleInput, MemberRoleKind, RefereeType, TechnicalDelegateType } from '../../gql/graphql';
import { t } from '../../lib/i18n';
import type { ServerProblems } from '../../lib/server-problems';
// The tab's texts load with its modules (a lazy part of the catalogue).
import './role-texts';

/** The kinds the role form gives (athletes are given beside it, by department). */
export type LicenceKind = Exclude<MemberRoleKind, 'ATHLETE'>;
/** The kinds that have a qualification, each in a field of its own. */
export type QualifiedKind = Exclude<LicenceKind, 'HEALTH_CHECK'>;

export const COACH_LEVELS: readonly CoachLevel[] = ['LEVEL0', 'LEVEL1', 'LEVEL2', 'LEVEL3', 'LEVEL4'];
export const INSTRUCTOR_LICENCES: readonly InstructorLicence[] = ['CL', 'DUL', 'IL', 'ILP', 'UL'];
export const REFEREE_TYPES: readonly RefereeType[] = ['REFEREE', 'REFEREE_SPECIALIST'];
export const TECHNICAL_DELEGATE_TYPES: readonly TechnicalDelegateType[] = ['TECHNICAL_DELEGATE', 'TECHNICAL_DELEGATE_FIS'];

/** The fields of a role that hold the qualification, one per kind that has one. */
interface Qualifications {
  coachLevel?: CoachLevel | null | undefined;
  instructorLicence?: InstructorLicence | null | undefined;
  refereeType?: RefereeType | null | undefined;
  technicalDelegateType?: TechnicalDelegateType | null | undefined;
}

/** Whether a kind needs a qualification (all but health checks, and athletes). */
export function isQualifiedKind(kind: MemberRoleKind | ''): kind is QualifiedKind {
  return kind === 'COACH' || kind === 'INSTRUCTOR' || kind === 'REFEREE' || kind === 'TECHNICAL_DELEGATE';
}

/** Whether a kind is held in a department (all but an instructor's licence). */
export function hasDepartment(kind: MemberRoleKind | ''): boolean {
  return kind !== 'INSTRUCTOR';
}

/** The qualifications a kind offers, as (value, Czech label). */
export function qualificationChoices(kind: QualifiedKind): { value: string; label: string }[] {
  switch (kind) {
    case 'COACH':
      return COACH_LEVELS.map((value) => ({ value, label: t(`memberRoles.coachLevel.${value}`) }));
    case 'INSTRUCTOR':
      return INSTRUCTOR_LICENCES.map((value) => ({ value, label: t(`memberRoles.instructorLicence.${value}`) }));
    case 'REFEREE':
      return REFEREE_TYPES.map((value) => ({ value, label: t(`memberRoles.refereeType.${value}`) }));
    case 'TECHNICAL_DELEGATE':
      return TECHNICAL_DELEGATE_TYPES.map((value) => ({ value, label: t(`memberRoles.technicalDelegateType.${value}`) }));
  }
}

/** The value of a role's qualification (whichever field holds it), or ''. */
export function qualificationValue(role: Qualifications): string {
  return role.coachLevel ?? role.instructorLicence ?? role.refereeType ?? role.technicalDelegateType ?? '';
}

/** The Czech name of a role's qualification ("Trenér 2. stupně", "ILP", "Rozhodčí specialista"),
 * or '' for a role without one. */
export function qualificationLabel(role: Qualifications): string {
  if (role.coachLevel) return t(`memberRoles.coachLevel.${role.coachLevel}`);
  if (role.instructorLicence) return t(`memberRoles.instructorLicence.${role.instructorLicence}`);
  if (role.refereeType) return t(`memberRoles.refereeType.${role.refereeType}`);
  if (role.technicalDelegateType) return t(`memberRoles.technicalDelegateType.${role.technicalDelegateType}`);
  return '';
}

/** The department column: its name, "bez úseku" for an instructor's licence, else a dash. */
export function roleDepartmentLabel(role: { kind: MemberRoleKind; departmentName?: string | null | undefined }): string {
  if (role.departmentName) return role.departmentName;
  return role.kind === 'INSTRUCTOR' ? t('memberRoles.noDepartment') : t('memberRoles.noValue');
}

/** Whether a role ended before `today` (YYYY-MM-DD): it is no longer in force. */
export function roleHasEnded(validTo: string | null | undefined, today: string): boolean {
  return Boolean(validTo) && String(validTo) < today;
}

/** Whether ending the role today changes anything: it has no end, or ends later. */
export function canEndToday(validTo: string | null | undefined, today: string): boolean {
  return !validTo || String(validTo) > today;
}

/** "Trenér – Běh na lyžích", "Cvičitel": a role as a confirmation or a button names it. */
export function roleName(role: { kindLabel: string; departmentName?: string | null | undefined }): string {
  return role.departmentName ? `${role.kindLabel} – ${role.departmentName}` : role.kindLabel;
}

/** The role form as typed: every field as text, '' for none. */
export interface RoleFormValues {
  kind: LicenceKind | '';
  departmentId: string;
  qualification: string;
  validFrom: string;
  validTo: string;
  licenceNumber: string;
  course: string;
  note: string;
}

export type RoleFormField = keyof RoleFormValues;
export type RoleFormErrors = Partial<Record<RoleFormField, string>>;

/** A new role's form: valid from `today`, the kind chosen when only one may be given. */
export function emptyRoleForm(today: string, kind: LicenceKind | '' = ''): RoleFormValues {
  return { kind, departmentId: '', qualification: '', validFrom: today, validTo: '', licenceNumber: '', course: '', note: '' };
}

/** The form filled in with a role, for correcting it. */
export function roleFormOf(role: Qualifications & {
  kind: MemberRoleKind;
  departmentId?: number | null | undefined;
  validFrom: string;
  validTo?: string | null | undefined;
  licenceNumber?: string | null | undefined;
  course?: string | null | undefined;
  note?: string | null | undefined;
}): RoleFormValues {
  return {
    kind: role.kind === 'ATHLETE' ? '' : role.kind,
    departmentId: role.departmentId ? String(role.departmentId) : '',
    qualification: qualificationValue(role),
    validFrom: String(role.validFrom),
    validTo: role.validTo ? String(role.validTo) : '',
    licenceNumber: role.licenceNumber ?? '',
    course: role.course ?? '',
    note: role.note ?? '',
  };
}

/** What the form lacks before it is sent (the server checks the rest). */
export function missingRoleFields(values: RoleFormValues, required: string): RoleFormErrors {
  const errors: RoleFormErrors = {};
  if (!values.kind) errors.kind = required;
  if (values.kind && hasDepartment(values.kind) && !values.departmentId) errors.departmentId = required;
  if (isQualifiedKind(values.kind) && !values.qualification) errors.qualification = required;
  if (!values.validFrom) errors.validFrom = required;
  if (values.kind === 'HEALTH_CHECK' && !values.validTo) errors.validTo = required;
  return errors;
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The API's input of a filled-in form (its kind chosen): the qualification in its kind's
 * field, no department for an instructor, empty texts as none. */
export function roleInputOf(values: RoleFormValues & { kind: LicenceKind }): MemberRoleInput {
  const { kind, qualification } = values;
  return {
    kind,
    departmentId: hasDepartment(kind) && values.departmentId ? Number(values.departmentId) : null,
    validFrom: values.validFrom || null,
    validTo: values.validTo || null,
    coachLevel: kind === 'COACH' ? (COACH_LEVELS.find((value) => value === qualification) ?? null) : null,
    instructorLicence: kind === 'INSTRUCTOR' ? (INSTRUCTOR_LICENCES.find((value) => value === qualification) ?? null) : null,
    refereeType: kind === 'REFEREE' ? (REFEREE_TYPES.find((value) => value === qualification) ?? null) : null,
    technicalDelegateType: kind === 'TECHNICAL_DELEGATE' ? (TECHNICAL_DELEGATE_TYPES.find((value) => value === qualification) ?? null) : null,
    licenceNumber: text(values.licenceNumber),
    course: text(values.course),
    note: text(values.note),
  };
}

/** The server's field names as the form's (the qualification has one field per kind). */
const SERVER_FIELDS: Record<string, RoleFormField> = {
  kind: 'kind',
  departmentId: 'departmentId',
  validFrom: 'validFrom',
  validTo: 'validTo',
  coachLevel: 'qualification',
  instructorLicence: 'qualification',
  refereeType: 'qualification',
  technicalDelegateType: 'qualification',
  licenceNumber: 'licenceNumber',
  course: 'course',
  note: 'note',
};

/** A refused save placed by the form's fields; what belongs to none is the form's message. */
export function placeRoleProblems(problems: ServerProblems): { errors: RoleFormErrors; message: string | undefined } {
  const errors: RoleFormErrors = {};
  const unplaced: string[] = [];
  for (const problem of problems.fields) {
    const field = SERVER_FIELDS[problem.field];
    if (field && !errors[field]) errors[field] = problem.message;
    else if (!field) unplaced.push(problem.message);
  }
  const message = [problems.message, ...unplaced].filter(Boolean).join(' ');
  return { errors, message: message || undefined };
}
