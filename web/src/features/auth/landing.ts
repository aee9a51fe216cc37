// Where an identity lands after login (spec §2), among the pages built so far.

/** Pages of the private zone that exist. */
const BUILT = [
  /^\/evidence\/clenove$/,
  /^\/evidence\/kluby\/\d+\/informace-o-klubu$/,
  /^\/evidence\/clenove\/\d+\/informace-o-clenovi$/,
];

/** The landing page when it is built; otherwise the home page. */
export function landingPath(landingPage: string | undefined): string {
  return landingPage && BUILT.some((pattern) => pattern.test(landingPage)) ? landingPage : '/';
}

/** Whether the identity type may open the members list (the policy of the api). */
export function canListMembers(identityType: string | undefined): boolean {
  return ['ADMIN', 'AREA', 'SECTION', 'TEAM', 'TIMEKEEPER'].includes(identityType ?? '');
}

/** Whether the identity type may open the codebooks (only Admin changes them). */
export function canManageCodebooks(identityType: string | undefined): boolean {
  return identityType === 'ADMIN';
}

/** Whether the identity type may open the clubs list (the policy of the api). */
export function canListClubs(identityType: string | undefined): boolean {
  return canListMembers(identityType);
}

/** Creating clubs is the federation's: Admin only. */
export function canCreateClubs(identityType: string | undefined): boolean {
  return identityType === 'ADMIN';
}

/** Club registration requests: Admin decides them, area staff read their region's. */
export function canReadClubRequests(identityType: string | undefined): boolean {
  return identityType === 'ADMIN' || identityType === 'AREA';
}

/** Whether the active identity may add members (the member policy of the api). */
export function canCreateMembers(identityType: string | undefined, permissions: readonly string[] = []): boolean {
  if (identityType === 'ADMIN') return true;
  if (identityType === 'TEAM') return permissions.includes('MEMBER_CREATE_EDIT');
  if (identityType === 'AREA' || identityType === 'SECTION') return permissions.includes('MEMBER_AND_CLUB_MANAGER');
  return false;
}
