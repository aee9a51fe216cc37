// The review list of bank payments (Admin) and its decisions: assign to an order, or dismiss.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ResolvePaymentInput, ReviewPaymentsQuery, ReviewState } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { paymentKeys } from './keys';

export const ReviewPaymentsDocument = graphql(`
  query ReviewPayments($review: ReviewState!, $page: Int!, $perPage: Int!) {
    reviewPayments(review: $review, page: $page, perPage: $perPage) {
      totalCount
      nodes {
        id bookedOn amount currency variableSymbol counterAccount counterName message matched matchedLabel
        review reviewLabel reviewNote reviewedByName orderUuid orderSymbol orderAmount orderState clubName
      }
    }
  }
`);

export const ResolvePaymentDocument = graphql(`
  mutation ResolvePayment($input: ResolvePaymentInput!) {
    resolvePayment(input: $input) { id review reviewLabel }
  }
`);

export type ReviewPaymentRow = ReviewPaymentsQuery['reviewPayments']['nodes'][number];

export const REVIEW_PER_PAGE = 50;

export const getReviewPaymentsQueryOptions = (review: ReviewState, page: number) =>
  graphqlQueryOptions(paymentKeys.review(review, page), ReviewPaymentsDocument, { review, page, perPage: REVIEW_PER_PAGE }, (data) => data.reviewPayments, {
    placeholderData: keepPreviousData,
  });

export const useReviewPayments = (review: ReviewState, page: number) => useQuery(getReviewPaymentsQueryOptions(review, page));

export const useResolvePayment = () =>
  useInvalidatingMutation([paymentKeys.all], (input: ResolvePaymentInput) => request(ResolvePaymentDocument, { input }).then((data) => data.resolvePayment));
