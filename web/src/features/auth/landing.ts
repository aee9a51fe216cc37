// Where an identity lands after login (spec §2), among the pages built so far.

/** Pages of the private zone that exist. */
const BUILT = ['/evidence/clenove'];

/** The landing page when it is built; otherwise the home page. */
export function landingPath(landingPage: string | undefined): string {
  return landingPage && BUILT.includes(landingPage) ? landingPage : '/';
}

/** Whether the identity type may open the members list (the policy of the api). */
export function canListMembers(identityType: string | undefined): boolean {
  return ['ADMIN', 'AREA', 'SECTION', 'TEAM', 'TIMEKEEPER'].includes(identityType ?? '');
}

/** Whether the identity type may open the codebooks (only Admin changes them). */
export function canManageCodebooks(identityType: string | undefined): boolean {
  return identityType === 'ADMIN';
}
