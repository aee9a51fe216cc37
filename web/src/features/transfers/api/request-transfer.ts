// The receiving club's request: a transfer, or a hosting for a period.
import { graphql } from '../../../gql';
import type { RequestTransferInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { transferKeys } from './keys';

export const RequestTransferDocument = graphql(`
  mutation RequestTransfer($input: RequestTransferInput!) {
    requestTransfer(input: $input) { id memberName toClubName fromClubName state stateLabel }
  }
`);

export const useRequestTransfer = () =>
  useInvalidatingMutation([transferKeys.all], (input: RequestTransferInput) => request(RequestTransferDocument, { input }).then((data) => data.requestTransfer));
