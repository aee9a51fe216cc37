// The codebook pattern: a codebook is described by its fields and its API; forms, validation
// and the conversion between rows, form values and GraphQL inputs follow from the fields.
import { z } from '../../lib/zod';
import { formatNumber } from '../../lib/format';
import { t, tf } from '../../lib/i18n';
import { messages } from '../../lib/validation';

export type FieldKind =
  | 'text'
  | 'code'
  | 'year'
  | 'date'
  | 'checkbox'
  | 'department'
  | 'season'
  | 'evidenceSeason'
  | 'region'
  | 'organisationType'
  | 'sex';

/** Kinds whose value is the id of another codebook's item (or an enum value) chosen in a select. */
export const SELECT_KINDS: readonly FieldKind[] = ['department', 'season', 'evidenceSeason', 'region', 'organisationType', 'sex'];
/** Select kinds whose value is an enum value, sent as text. */
const ENUM_KINDS: readonly FieldKind[] = ['organisationType', 'sex'];

export interface FieldSpec {
  /** The name in the GraphQL input and row. */
  name: string;
  label: string;
  kind: FieldKind;
  /** Only selects can be optional; text, codes and dates are always required. */
  optional?: boolean;
  /** The empty choice of an optional select ("obě" for a sex that fits both); "— žádný —" by default. */
  emptyLabel?: string;
  hint?: string;
}

/** A row as the API answers it; most codebooks name their items (`name`), the nicknames do not. */
export type CodebookRow = { id: number; name?: string } & Record<string, unknown>;
export type FormValues = Record<string, string | boolean>;
export type FormInput = Record<string, string | number | boolean | null>;

export interface ListFilter {
  seasonId?: number | undefined;
  departmentId?: number | undefined;
  evidenceSeasonId?: number | undefined;
}

/** The list filters; each is also an argument of the list query where the codebook has it. */
export type FilterName = keyof ListFilter;

/** The GraphQL operations of one codebook. */
export interface CodebookApi {
  /** First part of the react-query keys. */
  key: string;
  list: (filter: ListFilter) => Promise<CodebookRow[]>;
  one: (id: number) => Promise<CodebookRow>;
  create: (input: FormInput) => Promise<CodebookRow>;
  update: (id: number, input: FormInput) => Promise<CodebookRow>;
  remove: (id: number) => Promise<CodebookRow>;
}

export const NAME_MAX = 200;
export const CODE_MAX = 40;
export const END_BEFORE_START = messages.dateRange;
/** Start and end fields of the date ranges of spec §5. */
export const DATE_RANGES: readonly (readonly [string, string])[] = [
  ['startDate', 'endDate'],
  ['validFrom', 'validTo'],
];

const YEAR_MIN = 1990;
const YEAR_MAX = 2100;

const tooLong = (max: number) => tf('codebooks.form.tooLong', { max: formatNumber(max) });

function fieldSchema(field: FieldSpec): z.ZodType<string | boolean, string | boolean> {
  const required = z.string().trim().min(1, messages.required);
  switch (field.kind) {
    case 'text':
      return required.max(NAME_MAX, tooLong(NAME_MAX));
    case 'code':
      return required
        .max(CODE_MAX, tooLong(CODE_MAX))
        .regex(/^[A-Za-z0-9_-]+$/, t('codebooks.form.codeCharacters'));
    case 'year':
      return required
        .regex(/^\d{4}$/, t('codebooks.form.yearDigits'))
        .refine((value) => Number(value) >= YEAR_MIN, tf('codebooks.form.yearMin', { min: String(YEAR_MIN) }))
        .refine((value) => Number(value) <= YEAR_MAX, tf('codebooks.form.yearMax', { max: String(YEAR_MAX) }));
    case 'date':
      return required.regex(/^\d{4}-\d{2}-\d{2}$/, messages.dateFormat);
    case 'checkbox':
      return z.boolean();
    default:
      return field.optional ? z.string() : required;
  }
}

/** The form's schema: each field's rule, then the date ranges (the end cannot precede the start). */
export function formSchema(fields: readonly FieldSpec[]) {
  const shape = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)]));
  return z.object(shape).superRefine((values, context) => {
    for (const [start, end] of DATE_RANGES) {
      const from = values[start];
      const to = values[end];
      // ISO dates compare as text.
      if (typeof from === 'string' && typeof to === 'string' && from && to && to < from) {
        context.addIssue({ code: 'custom', path: [end], message: END_BEFORE_START });
      }
    }
  });
}

/** Values of an empty form, with preset values (e.g. from the URL). */
export function emptyValues(fields: readonly FieldSpec[], preset: Record<string, string | undefined> = {}): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.kind === 'checkbox' ? false : (preset[field.name] ?? '')]));
}

/** Form values of a stored row. */
export function rowToValues(fields: readonly FieldSpec[], row: CodebookRow): FormValues {
  return Object.fromEntries(
    fields.map((field): [string, string | boolean] => {
      const value = row[field.name];
      if (field.kind === 'checkbox') return [field.name, value === true];
      const scalar = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
      return [field.name, scalar ? String(value) : ''];
    }),
  );
}

/** The GraphQL input of form values: ids and years become numbers, an empty optional select null. */
export function valuesToInput(fields: readonly FieldSpec[], values: FormValues): FormInput {
  return Object.fromEntries(
    fields.map((field): [string, string | number | boolean | null] => {
      const value = values[field.name];
      if (typeof value === 'boolean') return [field.name, value];
      const text = (value ?? '').trim();
      if (field.kind === 'year') return [field.name, Number(text)];
      if (ENUM_KINDS.includes(field.kind)) return [field.name, text === '' ? null : text];
      if (SELECT_KINDS.includes(field.kind)) return [field.name, text === '' ? null : Number(text)];
      return [field.name, text];
    }),
  );
}
