// The react-query keys of the invitation page: what an invitation may be for. The entities are
// other features' (a change of a club or a timekeeper refreshes these with the rest).

export const invitationChoiceKeys = {
  timekeepers: () => ['timekeepingCompanies', 'invitationChoices', {}] as const,
  clubs: () => ['clubs', 'invitationChoices', {}] as const,
};
