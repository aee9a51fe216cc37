// The react-query keys of the sport-centers feature: the entity, the kind of query, then a
// params object. Putting a member in, ending or removing a place invalidates
// `sportCenterKeys.all` (the overview's counts and the center's members) and
// `representationKeys.all` (the public national team).
export const sportCenterKeys = {
  /** Every query of the staff's pages: overviews, centers, choices. */
  all: ['sportCenters'] as const,
  overview: (params: { evidenceSeasonId: number | null; departmentId: number | null }) => ['sportCenters', 'overview', params] as const,
  detail: (id: number) => ['sportCenters', 'detail', { id }] as const,
  choices: () => ['sportCenters', 'choices', {}] as const,
};

export const representationKeys = {
  /** Every query of the public page. */
  all: ['representation'] as const,
  team: (params: { departmentId: number }) => ['representation', 'team', params] as const,
  departments: () => ['representation', 'departments', {}] as const,
};
