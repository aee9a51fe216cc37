// The club's worklist of confirmed registration requests and its decisions.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RejectMemberRegistrationInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { clubKeys } from '../../clubs';
import { memberKeys } from '../../members';
import { registrationKeys } from './keys';

export const MemberRegistrationsDocument = graphql(`
  query MemberRegistrations($clubId: Int!) {
    memberRegistrations(clubId: $clubId) {
      id clubId clubName forChild applicantFirstName applicantLastName applicantEmail applicantPhone
      firstName lastName sexLabel birthDate birthNumber citizenship address email phone
      consentVersion consentedAt state stateLabel requirements { label state stateLabel }
      confirmedAt rejectionReason decidedAt memberId registrationNumber createdAt canDecide
    }
  }
`);

export const ApproveMemberRegistrationDocument = graphql(`
  mutation ApproveMemberRegistration($id: Int!) {
    approveMemberRegistration(id: $id) { id state stateLabel memberId registrationNumber }
  }
`);

export const RejectMemberRegistrationDocument = graphql(`
  mutation RejectMemberRegistration($input: RejectMemberRegistrationInput!) {
    rejectMemberRegistration(input: $input) { id state stateLabel }
  }
`);

export const useMemberRegistrations = (clubId: number) =>
  useQuery(graphqlQueryOptions(registrationKeys.list(clubId), MemberRegistrationsDocument, { clubId }, (data) => data.memberRegistrations));

/** An approval writes a member of the club: the club's members and counts change too. */
export const useApproveMemberRegistration = () =>
  useInvalidatingMutation([registrationKeys.all, memberKeys.all, clubKeys.all], (id: number) =>
    request(ApproveMemberRegistrationDocument, { id }).then((data) => data.approveMemberRegistration),
  );

export const useRejectMemberRegistration = () =>
  useInvalidatingMutation([registrationKeys.all], (input: RejectMemberRegistrationInput) =>
    request(RejectMemberRegistrationDocument, { input }).then((data) => data.rejectMemberRegistration),
  );
