// The react-query keys of the registration feature: the entity, the kind of query, then a params
// object.

export const registrationKeys = {
  /** Every list of a club's registration requests (a decision refreshes them all). */
  all: ['memberRegistrations'] as const,
  list: (clubId: number) => ['memberRegistrations', 'list', { clubId }] as const,
};

export const registrationStatusKeys = {
  item: (uuid: string) => ['registrationStatus', 'item', { uuid }] as const,
};

export const registrationConsentKeys = {
  item: () => ['registrationConsent', 'item', {}] as const,
};

/** The clubs the form offers (the public list of active clubs, searched by name). */
export const registrationClubKeys = {
  list: (search: string) => ['registrationClubs', 'list', { search }] as const,
};

/** The club's claims of members (a decision refreshes them all). */
export const memberClaimKeys = {
  all: ['memberClaims'] as const,
  list: (clubId: number) => ['memberClaims', 'list', { clubId }] as const,
};
