// A step on an inquiry: release, approve, reject (with a reason) or withdraw. A completed
// transfer moves the member: its records and the clubs' member lists change too.
import { graphql } from '../../../gql';
import type { ChangeTransferInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { transferKeys } from './keys';

export const ChangeTransferDocument = graphql(`
  mutation ChangeTransfer($input: ChangeTransferInput!) {
    changeTransfer(input: $input) { id state stateLabel }
  }
`);

export const useChangeTransfer = () =>
  useInvalidatingMutation([transferKeys.all, ['members'], ['clubs']], (input: ChangeTransferInput) =>
    request(ChangeTransferDocument, { input }).then((data) => data.changeTransfer),
  );
