// One member's record: read, create, update.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CreateMemberInput, UpdateMemberInput } from '../../../gql/graphql';
import { request, uploadFile } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { memberKeys } from './keys';

export const MemberDocument = graphql(`
  query Member($id: Int!) {
    member(id: $id) {
      id registrationNumber titleBefore firstName middleNames lastName titleAfter sex birthYear citizenship
      fisCode answerStatus archived clubId clubName memberSince birthNumber birthDate municipality
      municipalityPart street houseNumber orientationNumber postcode country email phone access personalInfoAccess
      canEndMembership canArchive canRestore canJoinClub canChangePhoto archivedAt archiveReason photoPublic hasPhoto
    }
  }
`);

export const CreateMemberDocument = graphql(`
  mutation CreateMember($input: CreateMemberInput!) {
    createMember(input: $input) { id }
  }
`);

export const UpdateMemberDocument = graphql(`
  mutation UpdateMember($input: UpdateMemberInput!) {
    updateMember(input: $input) { id }
  }
`);

export const EndMembershipDocument = graphql(`
  mutation EndMembership($input: EndMembershipInput!) {
    endMembership(input: $input) { id }
  }
`);

export const getMemberQueryOptions = (id: number) =>
  graphqlQueryOptions(memberKeys.item(id), MemberDocument, { id }, (data) => data.member);

export const useMember = (id: number) => useQuery(getMemberQueryOptions(id));

export function useCreateMember() {
  return useInvalidatingMutation([memberKeys.all], (input: CreateMemberInput) => request(CreateMemberDocument, { input }).then((data) => data.createMember.id));
}

export function useUpdateMember() {
  return useInvalidatingMutation([memberKeys.all], (input: UpdateMemberInput) => request(UpdateMemberDocument, { input }).then((data) => data.updateMember.id));
}

export function useEndMembership() {
  return useInvalidatingMutation([memberKeys.all], ({ memberId, validTo }: { memberId: number; validTo: string }) =>
    request(EndMembershipDocument, { input: { memberId, validTo } }),
  );
}

export const ArchiveMemberDocument = graphql(`
  mutation ArchiveMember($input: ArchiveMemberInput!) {
    archiveMember(input: $input) { id archived }
  }
`);

export const RestoreMemberDocument = graphql(`
  mutation RestoreMember($memberId: Int!) {
    restoreMember(memberId: $memberId) { id archived }
  }
`);

export const UploadMemberPhotoDocument = graphql(`
  mutation UploadMemberPhoto($memberId: Int!, $file: Upload!) {
    uploadMemberPhoto(memberId: $memberId, file: $file) { id hasPhoto }
  }
`);

export const DeleteMemberPhotoDocument = graphql(`
  mutation DeleteMemberPhoto($memberId: Int!) {
    deleteMemberPhoto(memberId: $memberId) { id hasPhoto }
  }
`);

export const SetMemberPhotoPublicDocument = graphql(`
  mutation SetMemberPhotoPublic($memberId: Int!, $public: Boolean!) {
    setMemberPhotoPublic(memberId: $memberId, public: $public) { id photoPublic }
  }
`);

/** A mutation of one member that refreshes every member query when it succeeds. */
function useMemberMutation<TInput>(run: (input: TInput) => Promise<unknown>) {
  return useInvalidatingMutation([memberKeys.all], run);
}

export const useArchiveMember = () =>
  useMemberMutation(({ memberId, reason }: { memberId: number; reason: string }) =>
    request(ArchiveMemberDocument, { input: { memberId, reason } }),
  );

export const useRestoreMember = () => useMemberMutation((memberId: number) => request(RestoreMemberDocument, { memberId }));

export const useUploadMemberPhoto = () =>
  useMemberMutation(({ memberId, file }: { memberId: number; file: File }) =>
    uploadFile(UploadMemberPhotoDocument, { memberId, file: null }, 'file', file),
  );

export const useDeleteMemberPhoto = () => useMemberMutation((memberId: number) => request(DeleteMemberPhotoDocument, { memberId }));

export const useSetMemberPhotoPublic = () =>
  useMemberMutation(({ memberId, isPublic }: { memberId: number; isPublic: boolean }) =>
    request(SetMemberPhotoPublicDocument, { memberId, public: isPublic }),
  );

/** Where the member's photo is served; `version` busts the browser's cache after a change. */
export const memberPhotoUrl = (memberId: number, version?: string | number) =>
  `/api/members/${memberId}/photo${version === undefined ? '' : `?v=${encodeURIComponent(String(version))}`}`;

/** The printable record as PDF. */
export const memberPdfUrl = (memberId: number) => `/api/members/${memberId}/tisk.pdf`;

export const JoinClubDocument = graphql(`
  mutation JoinClub($input: JoinClubInput!) {
    joinClub(input: $input) { id clubId }
  }
`);

export const useJoinClub = () =>
  useMemberMutation((input: { memberId: number; clubId: number; validFrom: string }) => request(JoinClubDocument, { input }));
