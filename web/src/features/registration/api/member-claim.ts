// Linking an account to a member already in the register: the public search and claim, the
// e-mailed link's confirmation, and the club's worklist of claims with its decisions.
import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { FindMemberInput, RejectMemberClaimInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { memberKeys } from '../../members';
import { memberClaimKeys } from './keys';

export const FindMemberDocument = graphql(`
  query FindMember($input: FindMemberInput!) {
    findMember(input: $input) { uuid name clubName maskedEmail }
  }
`);

export const ClaimMemberDocument = graphql(`
  mutation ClaimMember($uuid: UUID!, $email: String) {
    claimMember(uuid: $uuid, email: $email)
  }
`);

export const ConfirmMemberClaimDocument = graphql(`
  mutation ConfirmMemberClaim($uuid: UUID!, $token: String!) {
    confirmMemberClaim(uuid: $uuid, token: $token) { state stateLabel memberFirstName registrationNumber email welcomeToken }
  }
`);

export const MemberClaimsDocument = graphql(`
  query MemberClaims($clubId: Int!) {
    memberClaims(clubId: $clubId) {
      id memberId firstName lastName birthDate registrationNumber email stateLabel state
      confirmedAt rejectionReason decidedAt createdAt canDecide
    }
  }
`);

export const ApproveMemberClaimDocument = graphql(`
  mutation ApproveMemberClaim($id: Int!) {
    approveMemberClaim(id: $id) { id state stateLabel }
  }
`);

export const RejectMemberClaimDocument = graphql(`
  mutation RejectMemberClaim($input: RejectMemberClaimInput!) {
    rejectMemberClaim(input: $input) { id state stateLabel }
  }
`);

/** The search runs on submit (each counts towards the hourly limit), so a mutation. */
export const useFindMember = () =>
  useMutation({ mutationFn: (input: FindMemberInput) => request(FindMemberDocument, { input }).then((data) => data.findMember) });

/** Sends the link; answers the address it went to (masked when the register's). */
export const useClaimMember = () =>
  useMutation({
    mutationFn: (claim: { uuid: string; email: string | null }) => request(ClaimMemberDocument, claim).then((data) => data.claimMember),
  });

export const useConfirmMemberClaim = () =>
  useMutation({
    mutationFn: (link: { uuid: string; token: string }) => request(ConfirmMemberClaimDocument, link).then((data) => data.confirmMemberClaim),
  });

export const useMemberClaims = (clubId: number) =>
  useQuery(graphqlQueryOptions(memberClaimKeys.list(clubId), MemberClaimsDocument, { clubId }, (data) => data.memberClaims));

export const useApproveMemberClaim = () =>
  useInvalidatingMutation([memberClaimKeys.all, memberKeys.all], (id: number) =>
    request(ApproveMemberClaimDocument, { id }).then((data) => data.approveMemberClaim),
  );

export const useRejectMemberClaim = () =>
  useInvalidatingMutation([memberClaimKeys.all], (input: RejectMemberClaimInput) =>
    request(RejectMemberClaimDocument, { input }).then((data) => data.rejectMemberClaim),
  );
