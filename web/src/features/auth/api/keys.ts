// The react-query keys of the auth feature: the entity first, then a params object.

export const authKeys = {
  /** The asker: account, identities and what the active identity may do. */
  me: () => ['me', {}] as const,
  invitation: (token: string) => ['invitation', { token }] as const,
};
