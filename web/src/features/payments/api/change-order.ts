// An order's change of state: the payer's "sent" and cancel, Admin's failed and paid by hand.
import { graphql } from '../../../gql';
import type { ChangeOrderInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { paymentKeys } from './keys';

export const ChangeOrderDocument = graphql(`
  mutation ChangeOrder($input: ChangeOrderInput!) {
    changeOrder(input: $input) { uuid state stateLabel }
  }
`);

export const useChangeOrder = () =>
  useInvalidatingMutation([paymentKeys.all], (input: ChangeOrderInput) => request(ChangeOrderDocument, { input }).then((data) => data.changeOrder));
