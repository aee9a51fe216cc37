// Making an order of some of a club's members for a season; answers the new order's uuid.
import { graphql } from '../../../gql';
import type { CreateOrderInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { paymentKeys } from './keys';

export const CreateOrderDocument = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) { uuid }
  }
`);

export const useCreateOrder = () =>
  useInvalidatingMutation([paymentKeys.all], (input: CreateOrderInput) => request(CreateOrderDocument, { input }).then((data) => data.createOrder.uuid));
