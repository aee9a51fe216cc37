// Admin refunds the fee a paid order paid for one member.
import { graphql } from '../../../gql';
import type { RefundFeeInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { paymentKeys } from './keys';

export const RefundFeeDocument = graphql(`
  mutation RefundFee($input: RefundFeeInput!) {
    refundFee(input: $input) { uuid }
  }
`);

export const useRefundFee = () =>
  useInvalidatingMutation([paymentKeys.all], (input: RefundFeeInput) => request(RefundFeeDocument, { input }).then((data) => data.refundFee.uuid));
