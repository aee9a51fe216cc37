// What waits for the active identity (/evidence/prehled): its worklists counted, the events
// whose results wait for a sign-off (a timekeeper's events), a club's entry deadlines, a
// member's own entries.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { WorkspaceOverviewQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { workspaceKeys } from './keys';

export const WorkspaceOverviewDocument = graphql(`
  query WorkspaceOverview {
    workspaceOverview {
      counts { item label count capped }
      resultWork { racingEventId name dateFrom dateTo unsignedRaces publishedRaces lastUploadAt lastUploadFailed }
      entryDeadlines { racingEventId name place dateFrom dateTo registrationDeadline departmentName clubEntries }
      ownEntries { raceEntryId racingEventId eventName place dateFrom dateTo raceName categoryName bib state }
      evidenceSeasonName
    }
  }
`);

export type WorkspaceOverview = WorkspaceOverviewQuery['workspaceOverview'];
export type OverviewCount = WorkspaceOverview['counts'][number];

export const getWorkspaceOverviewQueryOptions = () =>
  graphqlQueryOptions(workspaceKeys.overview(), WorkspaceOverviewDocument, {}, (data) => data.workspaceOverview);

export const useWorkspaceOverview = () => useQuery(getWorkspaceOverviewQueryOptions());
