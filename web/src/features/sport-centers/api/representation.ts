// The public national team of a department in the current evidence season: its centers, each
// with its athletes and coaches (names, birth years, clubs, photos where allowed).
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RepresentationQuery } from '../../../gql/graphql';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import { representationKeys } from './keys';

export const RepresentationDocument = graphql(`
  query Representation($departmentId: Int!) {
    representation(departmentId: $departmentId) {
      evidenceSeason { id year name }
      department { id code name }
      teams {
        sportCenterId name
        athletes { memberId slug firstName lastName birthYear clubId clubName clubSlug hasPublicPhoto }
        coaches { memberId slug firstName lastName birthYear clubId clubName clubSlug hasPublicPhoto }
      }
    }
  }
`);

export type Representation = RepresentationQuery['representation'];
export type RepresentationTeam = Representation['teams'][number];
export type RepresentationMember = RepresentationTeam['athletes'][number];

export const getRepresentationQueryOptions = (departmentId: number) =>
  graphqlQueryOptions(representationKeys.team({ departmentId }), RepresentationDocument, { departmentId }, (data) => data.representation);

/** The national team of a department once one is chosen (`undefined`: none yet). */
export const useRepresentation = (departmentId: number | undefined) =>
  useQuery({ ...getRepresentationQueryOptions(departmentId ?? 0), enabled: departmentId !== undefined });
