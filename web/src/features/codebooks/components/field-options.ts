// Choices of the select fields of codebook forms and filters.
import { useQuery } from '@tanstack/react-query';
import { getRegionsQueryOptions } from '../../regions';
import { getCodebookListQueryOptions } from '../api/codebook-queries';
import type { FieldKind } from '../codebook';
import { ORGANISATION_TYPES, SEXES, departmentsApi, evidenceSeasonsApi, seasonsApi } from '../codebooks';

export interface Option {
  value: string;
  label: string;
}

const SOURCES = {
  department: departmentsApi,
  season: seasonsApi,
  evidenceSeason: evidenceSeasonsApi,
} as const;

/** The options of a select field; empty for other kinds. */
export function useFieldOptions(kind: FieldKind): { options: Option[]; loading: boolean } {
  const api = kind in SOURCES ? SOURCES[kind as keyof typeof SOURCES] : departmentsApi;
  const list = useQuery({ ...getCodebookListQueryOptions(api), enabled: kind in SOURCES });
  const regions = useQuery({ ...getRegionsQueryOptions(), enabled: kind === 'region' });
  if (kind === 'organisationType') return { options: [...ORGANISATION_TYPES], loading: false };
  if (kind === 'sex') return { options: [...SEXES], loading: false };
  if (kind === 'region') {
    return {
      options: (regions.data ?? []).map((region) => ({ value: String(region.id), label: region.name })),
      loading: regions.isPending,
    };
  }
  if (kind in SOURCES) {
    return { options: (list.data ?? []).map((row) => ({ value: String(row.id), label: row.name ?? '' })), loading: list.isPending };
  }
  return { options: [], loading: false };
}
