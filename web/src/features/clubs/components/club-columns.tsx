import { Link } from '@tanstack/react-router';
import type { ColDef } from 'ag-grid-community';
import type { ClubsQuery } from '../../../gql/graphql';

export type ClubRow = ClubsQuery['clubs']['nodes'][number];

/** Grid column id → the GraphQL sort field it sorts by. */
export const CLUB_SORT_FIELDS: Record<string, 'NAME' | 'CODE' | 'REGION_NAME' | 'MEMBER_COUNT'> = {
  name: 'NAME',
  code: 'CODE',
  region: 'REGION_NAME',
  memberCount: 'MEMBER_COUNT',
};

export const clubColumns: ColDef<ClubRow>[] = [
  { colId: 'code', headerName: 'Kód', field: 'code', sortable: true, width: 100 },
  {
    colId: 'name',
    headerName: 'Název',
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
  { colId: 'shortName', headerName: 'Zkratka', field: 'shortName', width: 150 },
  { colId: 'municipality', headerName: 'Obec', field: 'municipality', flex: 1, minWidth: 120 },
  { colId: 'region', headerName: 'Kraj', field: 'regionName', sortable: true, flex: 1, minWidth: 140 },
  {
    colId: 'departments',
    headerName: 'Úseky',
    valueGetter: ({ data }) => data?.departments.map((department) => department.code).join(', ') ?? '',
    width: 140,
  },
  { colId: 'memberCount', headerName: 'Členů', field: 'memberCount', sortable: true, width: 100 },
  { colId: 'state', headerName: 'Stav', field: 'stateLabel', width: 110 },
];
