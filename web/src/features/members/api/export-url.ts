// The members CSV export of the active identity (spec §7): /api/{role}/export/members-all-csv
// with the grid's filters.

export interface MemberExportFilter {
  search?: string | undefined;
  sex?: string | undefined;
  birthYear?: number | undefined;
  regionId?: number | undefined;
  clubId?: number | undefined;
}

const ROLES: Record<string, string> = {
  ADMIN: 'admin',
  AREA: 'area',
  SECTION: 'section',
  TEAM: 'team',
  TIMEKEEPER: 'timekeeper',
};

/** The download URL, or undefined when the identity has no members export. */
export function membersExportUrl(identityType: string, filter: MemberExportFilter): string | undefined {
  const role = ROLES[identityType];
  if (!role) return undefined;
  const query = new URLSearchParams();
  if (filter.search?.trim()) query.set('search', filter.search.trim());
  if (filter.sex) query.set('sex', filter.sex);
  if (filter.birthYear) query.set('birthYear', String(filter.birthYear));
  if (filter.regionId) query.set('regionId', String(filter.regionId));
  if (filter.clubId) query.set('clubId', String(filter.clubId));
  const text = query.toString();
  return `/api/${role}/export/members-all-csv${text ? `?${text}` : ''}`;
}
