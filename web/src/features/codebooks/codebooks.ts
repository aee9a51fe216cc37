// The codebooks of /evidence/ciselniky (spec §2): their Czech paths, texts, columns and fields.
import { departmentsApi } from './api/departments';
import { evidenceSeasonsApi } from './api/evidence-seasons';
import { racingDisciplinesApi } from './api/racing-disciplines';
import { racingSeasonsApi } from './api/racing-seasons';
import { racingTechniquesApi } from './api/racing-techniques';
import { racingTypesApi } from './api/racing-types';
import { seasonsApi } from './api/seasons';
import { sportCentersApi } from './api/sport-centers';
import { subDepartmentsApi } from './api/sub-departments';
import type { CodebookApi, FieldSpec } from './codebook';

export interface ColumnSpec {
  field: string;
  header: string;
  kind?: 'text' | 'date' | 'boolean';
}

export type FilterName = 'seasonId' | 'departmentId' | 'evidenceSeasonId';

export interface CodebookDefinition {
  slug: string;
  title: string;
  description: string;
  /** Create page segment: `novy` or `nova` by the item's grammatical gender. */
  createSegment: 'novy' | 'nova';
  /** The edit page is `{id}` or, where the codebook has a detail page or the spec says so, `{id}/editace`. */
  editSuffix: '' | '/editace';
  /** `sezony` has a detail page at `{id}`. */
  hasDetail?: boolean;
  newTitle: string;
  editTitle: string;
  deleteQuestion: string;
  api: CodebookApi;
  columns: ColumnSpec[];
  fields: FieldSpec[];
  /** List filters kept in the URL; the create page takes them as required integers when `createNeedsFilters`. */
  filters?: FilterName[];
  createNeedsFilters?: boolean;
}

const code: FieldSpec = { name: 'code', label: 'Kód', kind: 'code' };
const name: FieldSpec = { name: 'name', label: 'Název', kind: 'text' };
const department: FieldSpec = { name: 'departmentId', label: 'Úsek', kind: 'department' };
const team: FieldSpec = { name: 'team', label: 'Soutěž družstev (týmová varianta)', kind: 'checkbox' };

export const CODEBOOKS: readonly CodebookDefinition[] = [
  {
    slug: 'useky',
    title: 'Úseky',
    description: 'Sportovní úseky svazu (běh na lyžích, alpské lyžování, …).',
    createSegment: 'novy',
    editSuffix: '',
    newTitle: 'Nový úsek',
    editTitle: 'Úprava úseku',
    deleteQuestion: 'Opravdu smazat tento úsek?',
    api: departmentsApi,
    columns: [
      { field: 'name', header: 'Název' },
      { field: 'code', header: 'Kód' },
    ],
    fields: [code, name],
  },
  {
    slug: 'poduseky',
    title: 'Podúseky',
    description: 'Komise a skupiny disciplín uvnitř úseku.',
    createSegment: 'novy',
    editSuffix: '',
    newTitle: 'Nový podúsek',
    editTitle: 'Úprava podúseku',
    deleteQuestion: 'Opravdu smazat tento podúsek?',
    api: subDepartmentsApi,
    columns: [
      { field: 'name', header: 'Název' },
      { field: 'code', header: 'Kód' },
      { field: 'departmentName', header: 'Úsek' },
    ],
    fields: [department, code, name],
  },
  {
    slug: 'evidencni-sezony',
    title: 'Evidenční sezóny',
    description: 'Členské roky: za který rok se platí příspěvky a odkdy dokdy platí.',
    createSegment: 'nova',
    editSuffix: '/editace',
    newTitle: 'Nová evidenční sezóna',
    editTitle: 'Úprava evidenční sezóny',
    deleteQuestion: 'Opravdu smazat tuto evidenční sezónu?',
    api: evidenceSeasonsApi,
    columns: [
      { field: 'name', header: 'Název' },
      { field: 'year', header: 'Rok' },
      { field: 'validFrom', header: 'Platí od', kind: 'date' },
      { field: 'validTo', header: 'Platí do', kind: 'date' },
    ],
    fields: [
      { name: 'year', label: 'Rok', kind: 'year' },
      name,
      { name: 'validFrom', label: 'Platí od', kind: 'date' },
      { name: 'validTo', label: 'Platí do', kind: 'date' },
    ],
  },
  {
    slug: 'sezony',
    title: 'Sezóny',
    description: 'Sezóny svazu (od května do dubna) a jejich závodní sezóny.',
    createSegment: 'nova',
    editSuffix: '/editace',
    hasDetail: true,
    newTitle: 'Nová sezóna',
    editTitle: 'Úprava sezóny',
    deleteQuestion: 'Opravdu smazat tuto sezónu?',
    api: seasonsApi,
    columns: [
      { field: 'name', header: 'Název' },
      { field: 'startDate', header: 'Začátek', kind: 'date' },
      { field: 'endDate', header: 'Konec', kind: 'date' },
    ],
    fields: [name, { name: 'startDate', label: 'Začátek', kind: 'date' }, { name: 'endDate', label: 'Konec', kind: 'date' }],
  },
  {
    slug: 'zavodni-sezony',
    title: 'Závodní sezóny',
    description: 'Závodní sezóna každého úseku v rámci sezóny.',
    createSegment: 'nova',
    editSuffix: '',
    newTitle: 'Nová závodní sezóna',
    editTitle: 'Úprava závodní sezóny',
    deleteQuestion: 'Opravdu smazat tuto závodní sezónu?',
    api: racingSeasonsApi,
    columns: [
      { field: 'name', header: 'Název' },
      { field: 'seasonName', header: 'Sezóna' },
      { field: 'departmentName', header: 'Úsek' },
      { field: 'startDate', header: 'Začátek', kind: 'date' },
      { field: 'endDate', header: 'Konec', kind: 'date' },
    ],
    fields: [
      { name: 'seasonId', label: 'Sezóna', kind: 'season' },
      department,
      name,
      { name: 'startDate', label: 'Začátek', kind: 'date' },
      { name: 'endDate', label: 'Konec', kind: 'date' },
    ],
    filters: ['seasonId', 'departmentId'],
  },
  {
    slug: 'zavodni-discipliny',
    title: 'Závodní disciplíny',
    description: 'Disciplíny úseků v jednotlivcích i družstvech (slalom, sprint, štafeta, …).',
    createSegment: 'nova',
    editSuffix: '',
    newTitle: 'Nová závodní disciplína',
    editTitle: 'Úprava závodní disciplíny',
    deleteQuestion: 'Opravdu smazat tuto závodní disciplínu?',
    api: racingDisciplinesApi,
    columns: [
      { field: 'name', header: 'Název' },
      { field: 'code', header: 'Kód' },
      { field: 'departmentName', header: 'Úsek' },
      { field: 'team', header: 'Družstva', kind: 'boolean' },
    ],
    fields: [department, code, name, team],
  },
  {
    slug: 'zavodni-techniky',
    title: 'Závodní techniky',
    description: 'Techniky běhu na lyžích (klasická, volná).',
    createSegment: 'nova',
    editSuffix: '',
    newTitle: 'Nová závodní technika',
    editTitle: 'Úprava závodní techniky',
    deleteQuestion: 'Opravdu smazat tuto závodní techniku?',
    api: racingTechniquesApi,
    columns: [
      { field: 'name', header: 'Název' },
      { field: 'code', header: 'Kód' },
    ],
    fields: [code, name],
  },
  {
    slug: 'zavodni-typy',
    title: 'Závodní typy',
    description: 'Formáty závodů podle úseků (sprint, stíhací závod, hromadný start, …).',
    createSegment: 'novy',
    editSuffix: '',
    newTitle: 'Nový závodní typ',
    editTitle: 'Úprava závodního typu',
    deleteQuestion: 'Opravdu smazat tento závodní typ?',
    api: racingTypesApi,
    columns: [
      { field: 'name', header: 'Název' },
      { field: 'code', header: 'Kód' },
      { field: 'departmentName', header: 'Úsek' },
      { field: 'team', header: 'Družstva', kind: 'boolean' },
    ],
    fields: [department, code, name, team],
  },
  {
    slug: 'sportovni-strediska',
    title: 'Sportovní střediska',
    description: 'Reprezentace, resortní střediska, VSCM, SCM a SPS podle evidenční sezóny a úseku.',
    createSegment: 'novy',
    editSuffix: '',
    newTitle: 'Nové sportovní středisko',
    editTitle: 'Úprava sportovního střediska',
    deleteQuestion: 'Opravdu smazat toto sportovní středisko?',
    api: sportCentersApi,
    columns: [
      { field: 'name', header: 'Název' },
      { field: 'organisationTypeLabel', header: 'Typ' },
      { field: 'departmentName', header: 'Úsek' },
      { field: 'evidenceSeasonName', header: 'Evidenční sezóna' },
      { field: 'regionName', header: 'Kraj' },
    ],
    fields: [
      { name: 'evidenceSeasonId', label: 'Evidenční sezóna', kind: 'evidenceSeason' },
      department,
      name,
      { name: 'organisationType', label: 'Typ organizace', kind: 'organisationType' },
      { name: 'regionId', label: 'Kraj', kind: 'region', optional: true },
    ],
    filters: ['evidenceSeasonId', 'departmentId'],
    createNeedsFilters: true,
  },
];

/** Organisation types of sport centers with the labels of spec §3. */
export const ORGANISATION_TYPES = [
  { value: 'REPRESENTATION', label: 'Reprezentace' },
  { value: 'RESORT', label: 'Resort' },
  { value: 'VSCM', label: 'VSCM' },
  { value: 'SCM', label: 'SCM' },
  { value: 'SPS', label: 'SPS' },
] as const;

export const FILTER_LABELS: Record<FilterName, string> = {
  seasonId: 'Sezóna',
  departmentId: 'Úsek',
  evidenceSeasonId: 'Evidenční sezóna',
};

export function findCodebook(slug: string): CodebookDefinition | undefined {
  return CODEBOOKS.find((codebook) => codebook.slug === slug);
}
