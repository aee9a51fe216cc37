// A season's statistics table (`statistics`: one kind by club or region, in the asker's scope,
// with the previous season beside), the seasons to choose from, and Admin's new snapshot.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { StatisticsInput, StatisticsQuery } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { graphqlQueryOptions } from '../../../lib/graphql-query';

export const statisticsKeys = {
  all: ['statistics'] as const,
  table: (input: StatisticsInput) => ['statistics', 'table', input] as const,
  seasons: () => ['statistics', 'seasons', {}] as const,
};

export const StatisticsDocument = graphql(`
  query Statistics($input: StatisticsInput!) {
    statistics(input: $input) {
      year previousYear kind definition keyDate takenAt finalSnapshot measures downloadUrl canTakeSnapshot
      rows { id name code values previous male female changePercent }
      total { id name code values previous male female changePercent }
      ages { age male female }
    }
  }
`);

export const StatisticsSeasonsDocument = graphql(`
  query StatisticsSeasons {
    statisticsSeasons
    departments { id code name }
  }
`);

export const TakeStatisticsSnapshotDocument = graphql(`
  mutation TakeStatisticsSnapshot($year: Int!) {
    takeStatisticsSnapshot(year: $year)
  }
`);

export type StatisticsTable = StatisticsQuery['statistics'];
export type StatisticsLine = StatisticsTable['rows'][number];

/** The table of `input`; asked only once `enabled` (the season known). While another season,
 * kind or department loads, the previous table stays (`isPlaceholderData`), but never across
 * the tabs: clubs' rows are not shown as regions. */
export const useStatistics = (input: StatisticsInput, enabled = true) =>
  useQuery({
    ...graphqlQueryOptions(statisticsKeys.table(input), StatisticsDocument, { input }, (data) => data.statistics, {
      placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].by === input.by ? previous : undefined),
    }),
    enabled,
  });

export const useStatisticsSeasons = () =>
  useQuery(graphqlQueryOptions(statisticsKeys.seasons(), StatisticsSeasonsDocument, {}, (data) => data, { staleTime: 5 * 60_000 }));

/** When the table is asked again after a snapshot was queued (a job of a few seconds). */
export const SNAPSHOT_REFRESH_MS = [2_000, 6_000, 15_000] as const;

export function useTakeStatisticsSnapshot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (year: number) => request(TakeStatisticsSnapshotDocument, { year }).then((data) => data.takeStatisticsSnapshot),
    onSuccess: () => {
      for (const delay of SNAPSHOT_REFRESH_MS) setTimeout(() => void client.invalidateQueries({ queryKey: statisticsKeys.all }), delay);
    },
  });
}
