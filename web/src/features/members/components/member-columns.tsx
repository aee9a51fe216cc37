import { Link } from '@tanstack/react-router';
import type { ColDef } from 'ag-grid-community';
import type { MembersQuery } from '../../../gql/graphql';
import { formatOptionalDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';

export type MemberRow = MembersQuery['members']['nodes'][number];

/** Grid column id → the GraphQL sort field it sorts by. */
export const SORT_FIELDS: Record<string, 'LAST_NAME' | 'FIRST_NAME' | 'REGISTRATION_NUMBER' | 'BIRTH_DATE' | 'CLUB_NAME'> = {
  lastName: 'LAST_NAME',
  firstName: 'FIRST_NAME',
  registrationNumber: 'REGISTRATION_NUMBER',
  birthYear: 'BIRTH_DATE',
  club: 'CLUB_NAME',
};

const date = (value: string | null | undefined) => formatOptionalDate(value, '');

/** Columns of the members grid; personal ones only when the identity may see them. */
export function memberColumns(personal: boolean): ColDef<MemberRow>[] {
  return [
    { colId: 'registrationNumber', headerName: t('members.column.registrationNumber'), field: 'registrationNumber', sortable: true, width: 120 },
    {
      colId: 'lastName',
      headerName: t('members.column.lastName'),
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
    { colId: 'firstName', headerName: t('members.column.firstName'), field: 'firstName', sortable: true, flex: 1, minWidth: 120 },
    { colId: 'sex', headerName: t('members.column.sex'), valueGetter: ({ data }) => (data?.sex === 'FEMALE' ? t('members.sex.female') : t('members.sex.male')), width: 100 },
    // Sorting by it orders by the birth date, which is personal data (the server refuses it to others).
    { colId: 'birthYear', headerName: t('members.column.birthYear'), field: 'birthYear', sortable: personal, width: 130 },
    { colId: 'birthDate', headerName: t('members.column.birthDate'), valueGetter: ({ data }) => date(data?.birthDate), hide: !personal, width: 140 },
    { colId: 'birthNumber', headerName: t('members.column.birthNumber'), field: 'birthNumber', hide: !personal, width: 130 },
    { colId: 'club', headerName: t('members.column.club'), valueGetter: ({ data }) => data?.club?.name ?? '', sortable: true, flex: 1, minWidth: 160 },
    { colId: 'region', headerName: t('members.column.region'), valueGetter: ({ data }) => data?.region?.name ?? '', flex: 1, minWidth: 140 },
    { colId: 'memberSince', headerName: t('members.column.memberSince'), valueGetter: ({ data }) => date(data?.memberSince), width: 120 },
  ];
}
