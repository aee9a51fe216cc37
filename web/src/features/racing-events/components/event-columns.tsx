// Columns of the private events grid (`/evidence/zavody`).
import { Link } from '@tanstack/react-router';
import type { ColDef } from 'ag-grid-community';
import type { RacingEventsQuery } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { formatDateRange } from '../../../lib/format';
import { StateBadge } from './event-parts';

export type EventRow = RacingEventsQuery['racingEvents']['nodes'][number];

export const eventColumns: ColDef<EventRow>[] = [
  {
    colId: 'date',
    headerName: t('racing.column.date'),
    valueGetter: ({ data }) => (data ? formatDateRange(data.dateFrom, data.dateTo) : ''),
    width: 150,
  },
  {
    colId: 'name',
    headerName: t('racing.column.name'),
    field: 'name',
    flex: 2,
    minWidth: 170,
    wrapText: true,
    autoHeight: true,
    cellRenderer: ({ data }: { data: EventRow | undefined }) =>
      data ? (
        <Link to="/evidence/zavody/$id/$activeTab" params={{ id: String(data.id), activeTab: 'informace' }}>
          {data.name}
        </Link>
      ) : null,
  },
  { colId: 'place', headerName: t('racing.column.place'), field: 'place', flex: 1, minWidth: 110, wrapText: true, autoHeight: true },
  { colId: 'department', headerName: t('racing.column.department'), field: 'departmentName', width: 125, wrapText: true, autoHeight: true },
  { colId: 'category', headerName: t('racing.column.category'), field: 'categoryLabel', width: 115, wrapText: true, autoHeight: true },
  { colId: 'organiser', headerName: t('racing.column.organiser'), field: 'organiser', flex: 1, minWidth: 130, wrapText: true, autoHeight: true },
  {
    colId: 'state',
    headerName: t('racing.column.state'),
    width: 160,
    cellRenderer: ({ data }: { data: EventRow | undefined }) => (data ? <StateBadge state={data.state} label={data.stateLabel} /> : null),
  },
  { colId: 'timekeeper', headerName: t('racing.column.timekeeper'), field: 'timekeepingCompanyName', width: 130, wrapText: true, autoHeight: true },
  {
    colId: 'entryCount',
    headerName: t('racing.column.entries'),
    field: 'entryCount',
    width: 95,
    type: 'rightAligned',
    valueFormatter: ({ value }) => (typeof value === 'number' ? formatNumber(value) : ''),
  },
];
