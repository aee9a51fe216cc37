// The columns of a role list: the holder (a link to the member's roles), its registration
// number, birth year and club, the qualification, the licence number, the course and the period
// of validity, a role no longer in force marked.
import { Link } from '@tanstack/react-router';
import type { ColDef } from 'ag-grid-community';
import { formatDate, formatDateRange } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import type { RoleHolder } from '../api/role-holders';

type Cell = { data: RoleHolder | undefined };

export function roleHolderColumns(): ColDef<RoleHolder>[] {
  return [
    {
      colId: 'name',
      headerName: t('roles.col.name'),
      valueGetter: ({ data }) => (data ? `${data.lastName} ${data.firstName}` : ''),
      flex: 1.3,
      minWidth: 170,
      cellRenderer: ({ data }: Cell) =>
        data ? (
          <Link
            to="/evidence/clenove/$id/$activeTab"
            params={{ id: String(data.memberId), activeTab: 'role-v-usecich' }}
            aria-label={tf('roles.holderLink', { name: `${data.firstName} ${data.lastName}` })}
          >
            {data.lastName} {data.firstName}
          </Link>
        ) : null,
    },
    { colId: 'registrationNumber', headerName: t('roles.col.registrationNumber'), field: 'registrationNumber', width: 95 },
    { colId: 'birthYear', headerName: t('roles.col.birthYear'), field: 'birthYear', width: 100 },
    { colId: 'club', headerName: t('roles.col.club'), valueGetter: ({ data }) => data?.clubName ?? '', flex: 1, minWidth: 130 },
    { colId: 'qualification', headerName: t('roles.col.qualification'), valueGetter: ({ data }) => data?.qualificationLabel ?? '', width: 160 },
    { colId: 'licenceNumber', headerName: t('roles.col.licenceNumber'), valueGetter: ({ data }) => data?.licenceNumber ?? '', width: 125 },
    { colId: 'course', headerName: t('roles.col.course'), valueGetter: ({ data }) => data?.course ?? '', flex: 1, minWidth: 110 },
    {
      // The period, and for a role no longer in force the mark of it (its row is greyed too;
      // the mark wraps under the period where the column is narrow).
      colId: 'validity',
      headerName: t('roles.col.validity'),
      width: 235,
      wrapText: true,
      autoHeight: true,
      valueGetter: ({ data }) => (data ? rolePeriod(data) : ''),
      cellRenderer: ({ data }: Cell) =>
        data ? (
          <>
            <span className="nowrap">{rolePeriod(data)}</span>
            {!data.valid && <span className="badge badge-rejected role-invalid">{t('roles.state.invalid')}</span>}
          </>
        ) : null,
    },
  ];
}

/** "1. 9. 2025 – 31. 8. 2027", "1. 9. 2025 – bez omezení". */
function rolePeriod(holder: Pick<RoleHolder, 'validFrom' | 'validTo'>): string {
  return holder.validTo ? formatDateRange(holder.validFrom, holder.validTo) : `${formatDate(holder.validFrom)} – ${t('roles.noEnd')}`;
}
