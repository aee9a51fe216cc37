// The account's own e-mail notification settings (/evidence/oznameni): every kind with whether
// the account gets it, and the switch of one kind.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { NotificationKind, NotificationSettingsQuery } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { graphqlQueryOptions } from '../../../lib/graphql-query';

export const notificationKeys = {
  all: ['notificationSettings'] as const,
  settings: () => ['notificationSettings', 'own', {}] as const,
};

export const NotificationSettingsDocument = graphql(`
  query NotificationSettings {
    notificationSettings { kind label description enabled }
  }
`);

const SetNotificationDocument = graphql(`
  mutation SetNotification($kind: NotificationKind!, $enabled: Boolean!) {
    setNotification(kind: $kind, enabled: $enabled) { kind label description enabled }
  }
`);

export type NotificationSetting = NotificationSettingsQuery['notificationSettings'][number];

export const useNotificationSettings = () =>
  useQuery(graphqlQueryOptions(notificationKeys.settings(), NotificationSettingsDocument, {}, (data) => data.notificationSettings));

/** Switches one kind; the answer (every kind) replaces the settings at once. */
export function useSetNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: NotificationKind; enabled: boolean }) => request(SetNotificationDocument, input),
    onSuccess: (data) => client.setQueryData(notificationKeys.settings(), data.setNotification),
  });
}
