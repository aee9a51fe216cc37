import { Link } from '@tanstack/react-router';
import type { ColDef } from 'ag-grid-community';
import type { MembersQuery } from '../../../gql/graphql';
import { formatDateNumeric } from '../../../lib/format';

export type MemberRow = MembersQuery['members']['nodes'][number];

/** Grid column id → the GraphQL sort field it sorts by. */
export const SORT_FIELDS: Record<string, 'LAST_NAME' | 'FIRST_NAME' | 'REGISTRATION_NUMBER' | 'BIRTH_DATE' | 'CLUB_NAME'> = {
  lastName: 'LAST_NAME',
  firstName: 'FIRST_NAME',
  registrationNumber: 'REGISTRATION_NUMBER',
  birthYear: 'BIRTH_DATE',
  club: 'CLUB_NAME',
};

const date = (value: string | null | undefined) => (value ? formatDateNumeric(value) : '');

/** Columns of the members grid; personal ones only when the identity may see them. */
export function memberColumns(personal: boolean): ColDef<MemberRow>[] {
  return [
    { colId: 'registrationNumber', headerName: 'Reg. číslo', field: 'registrationNumber', sortable: true, width: 120 },
    {
      colId: 'lastName',
      headerName: 'Příjmení',
      field: 'lastName',
      sortable: true,
      flex: 1,
      minWidth: 140,
      cellRenderer: ({ data }: { data: MemberRow | undefined }) =>
        data ? (
          <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(data.id), activeTab: 'informace-o-clenovi' }}>
            {data.lastName}
          </Link>
        ) : null,
    },
    { colId: 'firstName', headerName: 'Jméno', field: 'firstName', sortable: true, flex: 1, minWidth: 120 },
    { colId: 'sex', headerName: 'Pohlaví', valueGetter: ({ data }) => (data?.sex === 'FEMALE' ? 'žena' : 'muž'), width: 100 },
    { colId: 'birthYear', headerName: 'Rok narození', field: 'birthYear', sortable: true, width: 130 },
    { colId: 'birthDate', headerName: 'Datum narození', valueGetter: ({ data }) => date(data?.birthDate), hide: !personal, width: 140 },
    { colId: 'birthNumber', headerName: 'Rodné číslo', field: 'birthNumber', hide: !personal, width: 130 },
    { colId: 'club', headerName: 'Klub', valueGetter: ({ data }) => data?.club?.name ?? '', sortable: true, flex: 1, minWidth: 160 },
    { colId: 'region', headerName: 'Kraj', valueGetter: ({ data }) => data?.region?.name ?? '', flex: 1, minWidth: 140 },
    { colId: 'memberSince', headerName: 'Členem od', valueGetter: ({ data }) => date(data?.memberSince), width: 120 },
  ];
}
