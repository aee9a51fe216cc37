// The codebooks of /evidence/ciselniky (spec §2): their Czech paths, texts, columns, fields and
// GraphQL names. Each is described once here; its operations, forms and pages follow from that.
import { type LinkOptions, linkOptions } from '@tanstack/react-router';
import { type TranslationKey, t } from '../../lib/i18n';
import { type CodebookOperationsSpec, codebookApi } from './api/codebook-operations';
import type { CodebookApi, CodebookRow, FieldSpec, FilterName } from './codebook';
import type { CodebookItemPage } from './codebook-paths';

export type { FilterName } from './codebook';

export interface ColumnSpec {
  field: string;
  header: string;
  kind?: 'text' | 'date' | 'boolean' | 'sex';
}

export interface CodebookDefinition {
  slug: string;
  title: string;
  description: string;
  /** Create page segment: `novy` or `nova` by the item's grammatical gender (`new` where spec §2 says so). */
  createSegment: 'novy' | 'nova' | 'new';
  /** The edit page is `{id}` or, where the codebook has a detail page or the spec says so, `{id}/editace`. */
  editSuffix: '' | '/editace';
  /** `sezony` has a detail page at `{id}`. */
  hasDetail?: boolean;
  newTitle: string;
  editTitle: string;
  deleteQuestion: string;
  /** The GraphQL names and selection its operations are built from. */
  operations: CodebookOperationsSpec;
  api: CodebookApi;
  columns: ColumnSpec[];
  fields: FieldSpec[];
  /** List filters kept in the URL; the create page takes them as required integers when `createNeedsFilters`. */
  filters?: FilterName[];
  createNeedsFilters?: boolean;
  /** The field that names an item in titles and questions; `name` by default. */
  labelField?: string;
  /** Where its pages are when not below /evidence/ciselniky (the nicknames of the data cleanup). */
  linkTo?: (page: CodebookItemPage) => LinkOptions;
  /** Where its list leads back to; the codebooks index by default. */
  back?: { label: string; link: LinkOptions };
}

/** What names an item: its `labelField`, or its name. */
export function itemLabel(codebook: CodebookDefinition, row: CodebookRow): string {
  const value = row[codebook.labelField ?? 'name'];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The codebooks the catalogue has texts for, by their query key (`departments`). */
type CodebookTextsKey = { [Key in TranslationKey]: Key extends `codebooks.${infer Codebook}.deleteQuestion` ? Codebook : never }[TranslationKey];

/** The texts every codebook has under `codebooks.<query key>.`. */
type CodebookTextName = 'title' | 'description' | 'newTitle' | 'editTitle' | 'deleteQuestion';

/** What describes a codebook; texts come from the catalogue under `codebooks.<query key>.`. */
interface CodebookDescription
  extends Omit<CodebookDefinition, 'title' | 'description' | 'newTitle' | 'editTitle' | 'deleteQuestion' | 'operations' | 'api'> {
  /** The item's GraphQL type and its plural, e.g. `Department`, `Departments`. */
  graphqlType: string;
  graphqlPlural: Capitalize<CodebookTextsKey>;
}

/** A codebook from its description: operations select the id, every field and every column. */
function defineCodebook({ graphqlType, graphqlPlural, ...description }: CodebookDescription): CodebookDefinition {
  const selection = [...new Set(['id', ...description.fields.map((field) => field.name), ...description.columns.map((column) => column.field)])];
  const operations = { type: graphqlType, plural: graphqlPlural, selection, listArguments: description.filters ?? [] };
  const api = codebookApi(operations);
  const textsKey = (graphqlPlural.charAt(0).toLowerCase() + graphqlPlural.slice(1)) as Uncapitalize<typeof graphqlPlural>;
  const text = (name: CodebookTextName) => t(`codebooks.${textsKey}.${name}`);
  return {
    ...description,
    title: text('title'),
    description: text('description'),
    newTitle: text('newTitle'),
    editTitle: text('editTitle'),
    deleteQuestion: text('deleteQuestion'),
    operations,
    api,
  };
}

const code: FieldSpec = { name: 'code', label: t('codebooks.field.code'), kind: 'code' };
const name: FieldSpec = { name: 'name', label: t('codebooks.field.name'), kind: 'text' };
const department: FieldSpec = { name: 'departmentId', label: t('codebooks.field.department'), kind: 'department' };
const team: FieldSpec = { name: 'team', label: t('codebooks.field.team'), kind: 'checkbox' };
const startDate: FieldSpec = { name: 'startDate', label: t('codebooks.field.startDate'), kind: 'date' };
const endDate: FieldSpec = { name: 'endDate', label: t('codebooks.field.endDate'), kind: 'date' };

const nameColumn: ColumnSpec = { field: 'name', header: t('codebooks.field.name') };
const codeColumn: ColumnSpec = { field: 'code', header: t('codebooks.field.code') };
const departmentColumn: ColumnSpec = { field: 'departmentName', header: t('codebooks.field.department') };
const teamColumn: ColumnSpec = { field: 'team', header: t('codebooks.column.team'), kind: 'boolean' };
const startColumn: ColumnSpec = { field: 'startDate', header: t('codebooks.field.startDate'), kind: 'date' };
const endColumn: ColumnSpec = { field: 'endDate', header: t('codebooks.field.endDate'), kind: 'date' };

const departments = defineCodebook({
  slug: 'useky',
  graphqlType: 'Department',
  graphqlPlural: 'Departments',
  createSegment: 'novy',
  editSuffix: '',
  columns: [nameColumn, codeColumn],
  fields: [code, name],
});

const subDepartments = defineCodebook({
  slug: 'poduseky',
  graphqlType: 'SubDepartment',
  graphqlPlural: 'SubDepartments',
  createSegment: 'novy',
  editSuffix: '',
  columns: [nameColumn, codeColumn, departmentColumn],
  fields: [department, code, name],
});

const evidenceSeasons = defineCodebook({
  slug: 'evidencni-sezony',
  graphqlType: 'EvidenceSeason',
  graphqlPlural: 'EvidenceSeasons',
  createSegment: 'nova',
  editSuffix: '/editace',
  columns: [
    nameColumn,
    { field: 'year', header: t('codebooks.field.year') },
    { field: 'validFrom', header: t('codebooks.field.validFrom'), kind: 'date' },
    { field: 'validTo', header: t('codebooks.field.validTo'), kind: 'date' },
  ],
  fields: [
    { name: 'year', label: t('codebooks.field.year'), kind: 'year' },
    name,
    { name: 'validFrom', label: t('codebooks.field.validFrom'), kind: 'date' },
    { name: 'validTo', label: t('codebooks.field.validTo'), kind: 'date' },
  ],
});

const seasons = defineCodebook({
  slug: 'sezony',
  graphqlType: 'Season',
  graphqlPlural: 'Seasons',
  createSegment: 'nova',
  editSuffix: '/editace',
  hasDetail: true,
  columns: [nameColumn, startColumn, endColumn],
  fields: [name, startDate, endDate],
});

const racingSeasons = defineCodebook({
  slug: 'zavodni-sezony',
  graphqlType: 'RacingSeason',
  graphqlPlural: 'RacingSeasons',
  createSegment: 'nova',
  editSuffix: '',
  columns: [nameColumn, { field: 'seasonName', header: t('codebooks.field.season') }, departmentColumn, startColumn, endColumn],
  fields: [{ name: 'seasonId', label: t('codebooks.field.season'), kind: 'season' }, department, name, startDate, endDate],
  filters: ['seasonId', 'departmentId'],
});

const racingDisciplines = defineCodebook({
  slug: 'zavodni-discipliny',
  graphqlType: 'RacingDiscipline',
  graphqlPlural: 'RacingDisciplines',
  createSegment: 'nova',
  editSuffix: '',
  columns: [nameColumn, codeColumn, departmentColumn, teamColumn],
  fields: [department, code, name, team],
});

const racingTechniques = defineCodebook({
  slug: 'zavodni-techniky',
  graphqlType: 'RacingTechnique',
  graphqlPlural: 'RacingTechniques',
  createSegment: 'nova',
  editSuffix: '',
  columns: [nameColumn, codeColumn],
  fields: [code, name],
});

const racingTypes = defineCodebook({
  slug: 'zavodni-typy',
  graphqlType: 'RacingType',
  graphqlPlural: 'RacingTypes',
  createSegment: 'novy',
  editSuffix: '',
  columns: [nameColumn, codeColumn, departmentColumn, teamColumn],
  fields: [department, code, name, team],
});

const sportCenters = defineCodebook({
  slug: 'sportovni-strediska',
  graphqlType: 'SportCenter',
  graphqlPlural: 'SportCenters',
  createSegment: 'novy',
  editSuffix: '',
  columns: [
    nameColumn,
    { field: 'organisationTypeLabel', header: t('codebooks.column.organisationType') },
    departmentColumn,
    { field: 'evidenceSeasonName', header: t('codebooks.field.evidenceSeason') },
    { field: 'regionName', header: t('codebooks.field.region') },
  ],
  fields: [
    { name: 'evidenceSeasonId', label: t('codebooks.field.evidenceSeason'), kind: 'evidenceSeason' },
    department,
    name,
    { name: 'organisationType', label: t('codebooks.field.organisationType'), kind: 'organisationType' },
    { name: 'regionId', label: t('codebooks.field.region'), kind: 'region', optional: true },
  ],
  filters: ['evidenceSeasonId', 'departmentId'],
  createNeedsFilters: true,
});

export const CODEBOOKS: readonly CodebookDefinition[] = [
  departments,
  subDepartments,
  evidenceSeasons,
  seasons,
  racingSeasons,
  racingDisciplines,
  racingTechniques,
  racingTypes,
  sportCenters,
];

/** The nicknames of first names (Honza = Jan) that pairing suggestions use: a codebook of
 * the data cleanup, with its pages at /evidence/cisteni-dat/prezdivky (spec §2). */
export const nicknames = defineCodebook({
  slug: 'prezdivky',
  graphqlType: 'SuggestionNickname',
  graphqlPlural: 'SuggestionNicknames',
  createSegment: 'new',
  editSuffix: '',
  labelField: 'nickname',
  columns: [
    { field: 'nickname', header: t('codebooks.field.nickname') },
    { field: 'fullName', header: t('codebooks.field.fullName') },
    { field: 'sex', header: t('codebooks.field.sex'), kind: 'sex' },
    { field: 'ambiguous', header: t('codebooks.field.ambiguous'), kind: 'boolean' },
  ],
  fields: [
    { name: 'nickname', label: t('codebooks.field.nickname'), kind: 'text' },
    { name: 'fullName', label: t('codebooks.field.fullName'), kind: 'text' },
    { name: 'sex', label: t('codebooks.field.sex'), kind: 'sex', optional: true, emptyLabel: t('codebooks.sex.both') },
    { name: 'ambiguous', label: t('codebooks.field.ambiguous'), kind: 'checkbox', hint: t('codebooks.field.ambiguousHint') },
  ],
  linkTo: (page) => {
    switch (page.kind) {
      case 'list':
        return linkOptions({ to: '/evidence/cisteni-dat/prezdivky' });
      case 'new':
        return linkOptions({ to: '/evidence/cisteni-dat/prezdivky/new' });
      case 'edit':
      case 'detail':
        return linkOptions({ to: '/evidence/cisteni-dat/prezdivky/$id', params: { id: String(page.id) } });
    }
  },
  back: { label: t('codebooks.backToCleanup'), link: linkOptions({ to: '/evidence/cisteni-dat' }) },
});

/** Every codebook, those of other zones included. */
export const ALL_CODEBOOKS: readonly CodebookDefinition[] = [...CODEBOOKS, nicknames];

/** Operations of the codebooks other codebooks and features choose from. */
export const departmentsApi = departments.api;
export const seasonsApi = seasons.api;
export const evidenceSeasonsApi = evidenceSeasons.api;
export const racingSeasonsApi = racingSeasons.api;

/** The sexes of spec §3 a nickname may belong to; none is both. */
export const SEXES = [
  { value: 'MALE', label: t('codebooks.sex.male') },
  { value: 'FEMALE', label: t('codebooks.sex.female') },
] as const;

/** Organisation types of sport centers with the labels of spec §3. */
export const ORGANISATION_TYPES = [
  { value: 'REPRESENTATION', label: t('codebooks.organisationType.representation') },
  { value: 'RESORT', label: t('codebooks.organisationType.resort') },
  { value: 'VSCM', label: t('codebooks.organisationType.vscm') },
  { value: 'SCM', label: t('codebooks.organisationType.scm') },
  { value: 'SPS', label: t('codebooks.organisationType.sps') },
] as const;

export const FILTER_LABELS: Record<FilterName, string> = {
  seasonId: t('codebooks.field.season'),
  departmentId: t('codebooks.field.department'),
  evidenceSeasonId: t('codebooks.field.evidenceSeason'),
};

export function findCodebook(slug: string): CodebookDefinition | undefined {
  return CODEBOOKS.find((codebook) => codebook.slug === slug);
}
