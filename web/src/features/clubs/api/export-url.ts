// The clubs CSV export of the active identity (spec §7): /api/{role}/export/clubs-all-csv with
// the grid's filters. Team and Person have none.

export interface ClubExportFilter {
  search?: string | undefined;
  regionId?: number | undefined;
  departmentId?: number | undefined;
  state?: string | undefined;
}

const ROLES: Record<string, string> = { ADMIN: 'admin', AREA: 'area', SECTION: 'section', TIMEKEEPER: 'timekeeper' };

export function clubsExportUrl(identityType: string, filter: ClubExportFilter): string | undefined {
  const role = ROLES[identityType];
  if (!role) return undefined;
  const query = new URLSearchParams();
  if (filter.search?.trim()) query.set('search', filter.search.trim());
  if (filter.regionId) query.set('regionId', String(filter.regionId));
  if (filter.departmentId) query.set('departmentId', String(filter.departmentId));
  if (filter.state) query.set('state', filter.state);
  const text = query.toString();
  return `/api/${role}/export/clubs-all-csv${text ? `?${text}` : ''}`;
}
