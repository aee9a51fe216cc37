// The members CSV export (spec §7): the server says where the active identity's export is
// (`members.actions.exportUrl`, or none); the grid's filters go with it as query parameters.

export interface MemberExportFilter {
  search?: string | undefined;
  sex?: string | undefined;
  birthYear?: number | undefined;
  regionId?: number | undefined;
  clubId?: number | undefined;
  departmentId?: number | undefined;
  roleKind?: string | undefined;
  ageGroup?: string | undefined;
  paidSeasonId?: number | undefined;
  /** With `paidSeasonId`: false lists those who did not pay. */
  paid?: boolean | undefined;
  /** The grid's selection: only these members (within the rest of the filter). */
  memberIds?: readonly number[] | undefined;
}

/** The download URL with the grid's filters, or undefined when there is no export. */
export function membersExportUrl(exportUrl: string | null | undefined, filter: MemberExportFilter): string | undefined {
  if (!exportUrl) return undefined;
  const query = new URLSearchParams();
  if (filter.search?.trim()) query.set('search', filter.search.trim());
  if (filter.sex) query.set('sex', filter.sex);
  if (filter.birthYear) query.set('birthYear', String(filter.birthYear));
  if (filter.regionId) query.set('regionId', String(filter.regionId));
  if (filter.clubId) query.set('clubId', String(filter.clubId));
  if (filter.departmentId) query.set('departmentId', String(filter.departmentId));
  if (filter.roleKind) query.set('roleKind', filter.roleKind);
  if (filter.ageGroup) query.set('ageGroup', filter.ageGroup);
  if (filter.paidSeasonId) {
    query.set('paidSeasonId', String(filter.paidSeasonId));
    query.set('paid', String(filter.paid ?? true));
  }
  if (filter.memberIds?.length) query.set('memberIds', filter.memberIds.join(','));
  const text = query.toString();
  return `${exportUrl}${text ? `?${text}` : ''}`;
}
