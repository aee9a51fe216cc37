// The home page's parts in one query: the latest 3 public articles, the next 5 events of the
// calendar and the 5 events whose results were published last (the api embeds its answer in the
// page it serves, under this operation with no variables).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { publicHomeKeys } from './keys';

export const PublicHomeDocument = graphql(`
  query PublicHome {
    articles: publicArticles(page: 1, perPage: 3) {
      items { id title slug perex author publishedAt url mainImage { id width height src srcSet } }
      hasMore
    }
    upcoming: publicCalendar(filter: {}, view: UPCOMING, page: 1, perPage: 5) {
      nodes {
        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName
        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt
      }
    }
    results: publicCalendar(filter: {}, view: RESULTS, page: 1, perPage: 5) {
      nodes {
        id name place country dateFrom dateTo departmentCode departmentName category categoryLabel organiser regionName
        state stateLabel dateChange dateChangeLabel hasResults resultsPublishedAt
      }
    }
  }
`);

export const getPublicHomeQueryOptions = () => graphqlQueryOptions(publicHomeKeys.summary(), PublicHomeDocument, {}, (data) => data);

export const usePublicHome = () => useQuery(getPublicHomeQueryOptions());
