// A refused form as the server describes it: VALIDATION lists its fields in
// `extensions.fields`, a CONFLICT names its one field in `extensions.field`; what belongs to no
// field is a message for the whole form.
import { GraphQLRequestError } from './graphql-client';
import { t } from './i18n';

export interface ServerProblems {
  fields: { field: string; message: string }[];
  message: string | undefined;
}

/** The problems of a refused save: per field where the server names one, else one message. */
export function serverProblems(error: unknown): ServerProblems {
  if (!(error instanceof GraphQLRequestError)) return { fields: [], message: error instanceof Error ? error.message : t('ui.error') };
  const first = error.errors[0];
  const listed = first?.extensions?.fields ?? [];
  const conflictField = typeof first?.extensions?.field === 'string' ? first.extensions.field : undefined;
  if (listed.length > 0) return { fields: listed, message: undefined };
  if (conflictField && first?.message) return { fields: [{ field: conflictField, message: first.message }], message: undefined };
  return { fields: [], message: error.message };
}
