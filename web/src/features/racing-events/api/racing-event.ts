// One event with its races, categories, documents and downloads, and what changes it.
import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { EventDocumentKind, EventPublicationStatus, RaceInputObject, RacingEventInput, RacingEventState } from '../../../gql/graphql';
import { request, uploadFile } from '../../../lib/graphql-client';
import { useInvalidatingMutation } from '../../../lib/graphql-mutation';
import { graphqlQueryOptions } from '../../../lib/graphql-query';
import type { UploadProgress } from '../../../lib/upload-request';
import { racingEventKeys } from './keys';

export const RacingEventDocument = graphql(`
  query RacingEvent($id: Int!) {
    racingEvent(id: $id) {
      access
      event {
        id kind name departmentId departmentCode departmentName seasonId seasonName category categoryLabel organiserKind
        organiserClubId organiser organiserName regionId regionName place country latitude longitude dateFrom dateTo
        registrationDeadline state stateLabel publicationStatus dateChange dateChangeLabel publishedAt timekeepingCompanyId
        timekeepingCompanyName description contactEmail contactPhone web raceCount entryCount updatedAt
        actions { canEdit canPublish canEnterClub entryClubId canManageEntries canEnterSelf nextStates entriesOpen }
      }
      races {
        id name racingDisciplineId disciplineCode disciplineName racingTechniqueId techniqueName racingTypeId typeName
        genderGroup raceDate startTime entryCount
        categories { id name birthYearFrom birthYearTo genderGroup entryCount }
      }
      documents { id kind kindLabel title fileName contentType size createdAt url }
      downloads { registrationCsv registrationCsvByClub registrationOldCsv registrationCsvCx startListCsv startListXlsx startListPdf ical }
      ownEntries { raceEntryId raceName categoryName bib sex }
      canWithdrawOwnEntries
    }
  }
`);

export const PublicRacingEventDocument = graphql(`
  query PublicRacingEvent($id: Int!) {
    publicRacingEvent(id: $id) {
      event {
        id kind name departmentCode departmentName seasonName categoryLabel organiser regionName place country latitude
        longitude dateFrom dateTo registrationDeadline state stateLabel dateChange dateChangeLabel timekeepingCompanyName
        description contactEmail contactPhone web entryCount hasResults hasStartList
        actions { entriesOpen canEnterSelf canEnterClub canManageEntries }
      }
      races {
        id name disciplineName techniqueName typeName genderGroup raceDate startTime entryCount
        categories { id name birthYearFrom birthYearTo genderGroup entryCount }
      }
      documents { id kind kindLabel title fileName size createdAt url }
      downloads { registrationCsv registrationCsvByClub registrationOldCsv registrationCsvCx startListCsv startListXlsx startListPdf ical }
    }
  }
`);

export const DefaultRacingCategoriesDocument = graphql(`
  query DefaultRacingCategories($racingEventId: Int!) {
    defaultRacingCategories(racingEventId: $racingEventId) { id name birthYearFrom birthYearTo genderGroup }
  }
`);

export const CreateRacingEventDocument = graphql(`
  mutation CreateRacingEvent($input: RacingEventInput!, $races: [RaceInputObject!]!) {
    createRacingEvent(input: $input, races: $races) { event { id } }
  }
`);

export const UpdateRacingEventDocument = graphql(`
  mutation UpdateRacingEvent($id: Int!, $input: RacingEventInput!) {
    updateRacingEvent(id: $id, input: $input) { event { id } }
  }
`);

export const UpdateRacesDocument = graphql(`
  mutation UpdateRaces($racingEventId: Int!, $races: [RaceInputObject!]!) {
    updateRaces(racingEventId: $racingEventId, races: $races) { event { id } }
  }
`);

export const ChangeRacingEventStateDocument = graphql(`
  mutation ChangeRacingEventState($id: Int!, $state: RacingEventState!) {
    changeRacingEventState(id: $id, state: $state) { event { id state stateLabel } }
  }
`);

export const SetRacingEventPublicationDocument = graphql(`
  mutation SetRacingEventPublication($id: Int!, $status: EventPublicationStatus!) {
    setRacingEventPublication(id: $id, status: $status) { event { id publicationStatus } }
  }
`);

export const UploadRacingEventDocumentDocument = graphql(`
  mutation UploadRacingEventDocument($racingEventId: Int!, $kind: EventDocumentKind!, $title: String, $file: Upload!) {
    uploadRacingEventDocument(racingEventId: $racingEventId, kind: $kind, title: $title, file: $file) { id }
  }
`);

export const DeleteRacingEventDocumentDocument = graphql(`
  mutation DeleteRacingEventDocument($id: Int!) {
    deleteRacingEventDocument(id: $id)
  }
`);

export const getRacingEventQueryOptions = (id: number) =>
  graphqlQueryOptions(racingEventKeys.item(id), RacingEventDocument, { id }, (data) => data.racingEvent);

export const getPublicRacingEventQueryOptions = (id: number) =>
  graphqlQueryOptions(racingEventKeys.public(id), PublicRacingEventDocument, { id }, (data) => data.publicRacingEvent);

export const useRacingEvent = (id: number) => useQuery(getRacingEventQueryOptions(id));
export const usePublicRacingEvent = (id: number) => useQuery(getPublicRacingEventQueryOptions(id));

/** The season's default categories, asked for when the user wants them. */
export function useLoadDefaultCategories() {
  return useMutation({
    mutationFn: (racingEventId: number) => request(DefaultRacingCategoriesDocument, { racingEventId }).then((data) => data.defaultRacingCategories),
  });
}

/** Every event query is stale after a change (lists, the detail, the calendar, entries). */
const EVENT_QUERIES = [racingEventKeys.all];

export function useCreateRacingEvent() {
  return useInvalidatingMutation(EVENT_QUERIES, ({ input, races }: { input: RacingEventInput; races: RaceInputObject[] }) =>
    request(CreateRacingEventDocument, { input, races }).then((data) => data.createRacingEvent.event.id),
  );
}

export function useUpdateRacingEvent() {
  return useInvalidatingMutation(EVENT_QUERIES, ({ id, input }: { id: number; input: RacingEventInput }) =>
    request(UpdateRacingEventDocument, { id, input }).then((data) => data.updateRacingEvent.event.id),
  );
}

export function useUpdateRaces() {
  return useInvalidatingMutation(EVENT_QUERIES, ({ racingEventId, races }: { racingEventId: number; races: RaceInputObject[] }) =>
    request(UpdateRacesDocument, { racingEventId, races }).then((data) => data.updateRaces.event.id),
  );
}

export function useChangeRacingEventState() {
  return useInvalidatingMutation(EVENT_QUERIES, ({ id, state }: { id: number; state: RacingEventState }) =>
    request(ChangeRacingEventStateDocument, { id, state }).then((data) => data.changeRacingEventState.event),
  );
}

export function useSetRacingEventPublication() {
  return useInvalidatingMutation(EVENT_QUERIES, ({ id, status }: { id: number; status: EventPublicationStatus }) =>
    request(SetRacingEventPublicationDocument, { id, status }).then((data) => data.setRacingEventPublication.event),
  );
}

export interface UploadDocumentVariables {
  racingEventId: number;
  kind: EventDocumentKind;
  title: string | null;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

export function useUploadRacingEventDocument() {
  return useInvalidatingMutation(EVENT_QUERIES, ({ racingEventId, kind, title, file, onProgress }: UploadDocumentVariables) =>
    uploadFile(UploadRacingEventDocumentDocument, { racingEventId, kind, title, file: null }, 'file', file, {
      onUploadProgress: onProgress,
    }).then((data) => data.uploadRacingEventDocument.id),
  );
}

export function useDeleteRacingEventDocument() {
  return useInvalidatingMutation(EVENT_QUERIES, (id: number) => request(DeleteRacingEventDocumentDocument, { id }));
}
