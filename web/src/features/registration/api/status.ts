// The applicant's view of a request: confirming the e-mailed link, and its status by the uuid.
import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql-client';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { registrationStatusKeys } from './keys';

export const ConfirmMemberRegistrationDocument = graphql(`
  mutation ConfirmMemberRegistration($uuid: UUID!, $token: String!) {
    confirmMemberRegistration(uuid: $uuid, token: $token) {
      uuid clubName memberFirstName state stateLabel
      requirements { label state stateLabel }
    }
  }
`);

export const RegistrationStatusDocument = graphql(`
  query RegistrationStatus($uuid: UUID!) {
    registrationStatus(uuid: $uuid) {
      uuid clubName memberFirstName state stateLabel
      requirements { label state stateLabel }
    }
  }
`);

export const useConfirmMemberRegistration = () =>
  useMutation({
    mutationFn: (link: { uuid: string; token: string }) => request(ConfirmMemberRegistrationDocument, link).then((data) => data.confirmMemberRegistration),
  });

export const useRegistrationStatus = (uuid: string, enabled: boolean) =>
  useQuery({ ...graphqlQueryOptions(registrationStatusKeys.item(uuid), RegistrationStatusDocument, { uuid }, (data) => data.registrationStatus), enabled });
