// The members grid's bulk actions over the selected rows: an Athlete role in a department, and
// ending memberships. All or none; the server checks every member as it would one at a time.
import { graphql } from '../../../gql';
import type { AddAthleteRolesInput, EndMembershipsInput } from '../../../gql/graphql';
import { request } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { memberKeys } from './keys';

export const AddAthleteRolesDocument = graphql(`
  mutation AddAthleteRoles($input: AddAthleteRolesInput!) {
    addAthleteRoles(input: $input) { added alreadyAthletes }
  }
`);

export const EndMembershipsDocument = graphql(`
  mutation EndMemberships($input: EndMembershipsInput!) {
    endMemberships(input: $input)
  }
`);

/** Gives the role; the lists, records and roles refresh (the grid filters by role). */
export const useAddAthleteRoles = () =>
  useInvalidatingMutation([memberKeys.all, ['clubs']], (input: AddAthleteRolesInput) =>
    request(AddAthleteRolesDocument, { input }).then((data) => data.addAthleteRoles),
  );

/** Ends the memberships; the lists and records refresh, and the clubs (their members). */
export const useEndMemberships = () =>
  useInvalidatingMutation([memberKeys.all, ['clubs']], (input: EndMembershipsInput) =>
    request(EndMembershipsDocument, { input }).then((data) => data.endMemberships),
  );
