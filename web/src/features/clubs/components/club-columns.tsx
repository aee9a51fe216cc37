import { Link } from '@tanstack/react-router';
import type { ColDef } from 'ag-grid-community';
import type { ClubsQuery } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';

export type ClubRow = ClubsQuery['clubs']['nodes'][number];

/** Grid column id → the GraphQL sort field it sorts by. */
export const CLUB_SORT_FIELDS: Record<string, 'NAME' | 'CODE' | 'REGION_NAME' | 'MEMBER_COUNT'> = {
  name: 'NAME',
  code: 'CODE',
  region: 'REGION_NAME',
  memberCount: 'MEMBER_COUNT',
};

export const clubColumns: ColDef<ClubRow>[] = [
  { colId: 'code', headerName: t('clubs.column.code'), field: 'code', sortable: true, width: 100 },
  {
    colId: 'name',
    headerName: t('clubs.column.name'),
    field: 'name',
    sortable: true,
    flex: 2,
    minWidth: 200,
    cellRenderer: ({ data }: { data: ClubRow | undefined }) =>
      data ? (
        <Link to="/evidence/kluby/$clubId/$activeTab" params={{ clubId: String(data.id), activeTab: 'informace-o-klubu' }}>
          {data.name}
        </Link>
      ) : null,
  },
  { colId: 'shortName', headerName: t('clubs.column.shortName'), field: 'shortName', width: 150 },
  { colId: 'municipality', headerName: t('clubs.column.municipality'), field: 'municipality', flex: 1, minWidth: 120 },
  { colId: 'region', headerName: t('clubs.column.region'), field: 'regionName', sortable: true, flex: 1, minWidth: 140 },
  {
    colId: 'departments',
    headerName: t('clubs.column.departments'),
    valueGetter: ({ data }) => data?.departments.map((department) => department.code).join(', ') ?? '',
    width: 140,
  },
  {
    colId: 'memberCount',
    headerName: t('clubs.column.memberCount'),
    field: 'memberCount',
    sortable: true,
    width: 100,
    valueFormatter: ({ value }) => (typeof value === 'number' ? formatNumber(value) : ''),
  },
  { colId: 'state', headerName: t('clubs.column.state'), field: 'stateLabel', width: 110 },
];
