// The clubs CSV export (spec §7): the server says where the active identity's export is
// (`clubs.actions.exportUrl`, or none); the grid's filters go with it as query parameters.

export interface ClubExportFilter {
  search?: string | undefined;
  regionId?: number | undefined;
  departmentId?: number | undefined;
  state?: string | undefined;
}

/** The download URL with the grid's filters, or undefined when there is no export. */
export function clubsExportUrl(exportUrl: string | null | undefined, filter: ClubExportFilter): string | undefined {
  if (!exportUrl) return undefined;
  const query = new URLSearchParams();
  if (filter.search?.trim()) query.set('search', filter.search.trim());
  if (filter.regionId) query.set('regionId', String(filter.regionId));
  if (filter.departmentId) query.set('departmentId', String(filter.departmentId));
  if (filter.state) query.set('state', filter.state);
  const text = query.toString();
  return `${exportUrl}${text ? `?${text}` : ''}`;
}
