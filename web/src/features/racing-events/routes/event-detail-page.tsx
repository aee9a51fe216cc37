// /evidence/zavody/{id}/{informace|prihlaseni-zavodnici|vysledky}: an event for its managers,
// the clubs, the timekeeper and members.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { confirm } from '../../../components/ui/confirm';
import { FileDropzone } from '../../../components/ui/file-dropzone';
import { useUpload } from '../../../components/ui/use-upload';
import { flashStore } from '../../../components/ui/flash-store';
import { ValueOptions } from '../../../components/ui/options';
import type { EventDocumentKind, EventPublicationStatus, RacingEventState } from '../../../gql/graphql';
import { type TranslationKey, t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { EventResultRaces } from '../../results';
import { OwnEntriesNotice } from '../../workspace';
import { useRaceEntries, useWithdrawEntry } from '../api/entries';
import {
  useChangeRacingEventState,
  useDeleteRacingEventDocument,
  useSetRacingEventPublication,
  useUploadRacingEventDocument,
} from '../api/racing-event';
import { EventActionLinks, EventHeader, type EventTab } from '../components/event-header';
import { DocumentsList, EntriesByRace, EntryDownloadLinks, EventFacts, RacesList } from '../components/event-parts';
import { type EventDetail, WithEvent } from '../components/with-event';

export const DOCUMENT_KINDS: readonly EventDocumentKind[] = ['PROPOSITION', 'START_LIST', 'RESULT', 'OTHER'];
export const DOCUMENT_ACCEPT = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.odt', '.ods', '.txt', '.jpg', '.jpeg', '.png'] as const;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export function EventDetailPage({ id, tab }: { id: number; tab: EventTab }) {
  return <WithEvent id={id}>{(detail) => <EventDetailOf detail={detail} tab={tab} />}</WithEvent>;
}

function EventDetailOf({ detail, tab }: { detail: EventDetail; tab: EventTab }) {
  usePageTitle(`${detail.event.name} – ${t(`racing.tab.${tab}`)}`);
  return (
    <section className="event-page">
      <EventHeader event={detail.event} tab={tab}>
        <EventActionLinks event={detail.event} />
      </EventHeader>
      {tab === 'informace' && <InformationTab detail={detail} />}
      {tab === 'prihlaseni-zavodnici' && <EntriesTab detail={detail} />}
      {tab === 'vysledky' && <ResultsTab detail={detail} />}
    </section>
  );
}

function InformationTab({ detail }: { detail: EventDetail }) {
  const event = detail.event;
  const withdraw = useWithdrawEntry();
  return (
    <div className="event-layout">
      <div className="event-main">
        <OwnEntriesNotice entries={detail.ownEntries} canWithdraw={detail.canWithdrawOwnEntries} withdraw={withdraw} />
        <section className="card" aria-labelledby="event-info-title">
          <h2 id="event-info-title">{t('racing.info.title')}</h2>
          <EventFacts event={event} />
          {event.description && <p className="event-description">{event.description}</p>}
        </section>
        <section className="card" aria-labelledby="event-races-title">
          <h2 id="event-races-title">{t('racing.races.title')}</h2>
          <RacesList races={detail.races} />
        </section>
      </div>
      <aside className="event-side">
        <StateCard detail={detail} />
        {event.actions.canPublish && <PublicationCard detail={detail} />}
        <DocumentsCard detail={detail} />
      </aside>
    </div>
  );
}

const STATE_ACTION_KEYS: Record<RacingEventState, TranslationKey> = {
  HIDDEN: 'racing.state.toHidden',
  REGISTRATIONS_ENABLED: 'racing.state.toEnabled',
  REGISTRATIONS_CLOSED: 'racing.state.toClosed',
  CANCELED: 'racing.state.toCanceled',
  RESULTS: 'racing.state.toResults',
  DIGITAL_RESULTS: 'racing.state.toDigitalResults',
};

/** The state and the moves the server allows now (`actions.nextStates`). */
function StateCard({ detail }: { detail: EventDetail }) {
  const event = detail.event;
  const change = useChangeRacingEventState();
  const [problem, setProblem] = useState<string>();
  const move = async (state: RacingEventState) => {
    const accepted = await confirm({
      title: t('racing.state.confirmTitle'),
      message:
        state === 'CANCELED'
          ? tf('racing.state.confirmCancel', { name: event.name })
          : tf('racing.state.confirm', { action: t(STATE_ACTION_KEYS[state]), name: event.name }),
      acceptLabel: t(STATE_ACTION_KEYS[state]),
      variant: state === 'CANCELED' ? 'danger' : 'default',
    });
    if (!accepted) return;
    setProblem(undefined);
    try {
      const changed = await change.mutateAsync({ id: event.id, state });
      flashStore.add({ message: tf('racing.state.changed', { state: changed.stateLabel }) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('ui.error'));
    }
  };
  return (
    <section className="card" aria-labelledby="event-state-title">
      <h2 id="event-state-title">{t('racing.state.title')}</h2>
      <p>
        {t('racing.state.current')} <strong>{event.stateLabel}</strong>
      </p>
      <p className="hint">{event.actions.entriesOpen ? t('racing.state.entriesOpen') : t('racing.state.entriesClosed')}</p>
      {!event.actions.canPublish && event.actions.canEdit && (
        <p>
          {t('racing.publication.current')}{' '}
          <strong>
            {event.publicationStatus === 'HIDDEN' && !event.publishedAt
              ? t('racing.publication.awaitingSection')
              : t(`racing.publication.status.${event.publicationStatus ?? 'NONE'}`)}
          </strong>
        </p>
      )}
      {problem && <Alert variant="danger">{problem}</Alert>}
      {event.actions.nextStates.length > 0 && (
        <div className="actions state-actions">
          {event.actions.nextStates.map((state) => (
            <button
              key={state}
              type="button"
              className={state === 'CANCELED' ? 'button-danger' : 'button-secondary'}
              disabled={change.isPending}
              onClick={() => void move(state)}
            >
              {t(STATE_ACTION_KEYS[state])}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** The calendar status and the section's decision (publish, hide, cancel). */
function PublicationCard({ detail }: { detail: EventDetail }) {
  const event = detail.event;
  const publication = useSetRacingEventPublication();
  const [problem, setProblem] = useState<string>();
  const set = async (status: EventPublicationStatus) => {
    setProblem(undefined);
    try {
      await publication.mutateAsync({ id: event.id, status });
      flashStore.add({ message: t(`racing.publication.done.${status}`) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('ui.error'));
    }
  };
  return (
    <section className="card" aria-labelledby="event-publication-title">
      <h2 id="event-publication-title">{t('racing.publication.title')}</h2>
      <p>
        {t('racing.publication.current')} <strong>{t(`racing.publication.status.${event.publicationStatus ?? 'NONE'}`)}</strong>
      </p>
      {problem && <Alert variant="danger">{problem}</Alert>}
      <div className="actions">
        {(['PUBLISHED', 'HIDDEN', 'CANCELED'] as const)
          .filter((status) => status !== event.publicationStatus)
          .map((status) => (
            <button
              key={status}
              type="button"
              className={status === 'CANCELED' ? 'button-danger' : status === 'PUBLISHED' ? 'button' : 'button-secondary'}
              disabled={publication.isPending}
              onClick={() => void set(status)}
            >
              {t(`racing.publication.action.${status}`)}
            </button>
          ))}
      </div>
    </section>
  );
}

/** The documents, with the upload for those who may edit the event. */
function DocumentsCard({ detail }: { detail: EventDetail }) {
  const event = detail.event;
  const upload = useUploadRacingEventDocument();
  const remove = useDeleteRacingEventDocument();
  const [kind, setKind] = useState<EventDocumentKind>('PROPOSITION');
  const [title, setTitle] = useState('');
  const sending = useUpload();

  const onFiles = ([file]: File[]) => {
    if (!file) return;
    sending.start(
      (onProgress) => upload.mutateAsync({ racingEventId: event.id, kind, title: title.trim() === '' ? null : title.trim(), file, onProgress }),
      () => {
        setTitle('');
        flashStore.add({ message: tf('racing.documents.uploaded', { name: file.name }) });
      },
    );
  };

  const onDelete = async (document: { id: number; title: string; fileName: string }) => {
    const accepted = await confirm({
      title: t('racing.documents.deleteTitle'),
      message: tf('racing.documents.deleteQuestion', { title: document.title || document.fileName }),
      acceptLabel: t('racing.documents.deleteAccept'),
      variant: 'danger',
    });
    if (!accepted) return;
    await remove.mutateAsync(document.id);
    flashStore.add({ message: t('racing.documents.deleted') });
  };

  return (
    <section className="card" aria-labelledby="event-documents-title">
      <h2 id="event-documents-title">{t('racing.documents.title')}</h2>
      <DocumentsList documents={detail.documents} onDelete={event.actions.canEdit ? (document) => void onDelete(document) : undefined} />
      {event.actions.canEdit && (
        <div className="document-upload">
          <h3>{t('racing.documents.add')}</h3>
          <div className="field-grid">
            <div className="field">
              <label htmlFor="document-kind">{t('racing.documents.kind')}</label>
              <select id="document-kind" value={kind} disabled={sending.busy} onChange={(e) => setKind(e.target.value as EventDocumentKind)}>
                <ValueOptions values={DOCUMENT_KINDS} label={(value) => t(`racing.documentKind.${value}`)} />
              </select>
            </div>
            <div className="field">
              <label htmlFor="document-title">
                {t('racing.documents.titleLabel')} <span className="hint">{t('ui.form.optional')}</span>
              </label>
              <input id="document-title" value={title} disabled={sending.busy} onChange={(e) => setTitle(e.target.value)} />
            </div>
          </div>
          <FileDropzone
            label={t('racing.documents.file')}
            accept={DOCUMENT_ACCEPT}
            maxBytes={MAX_DOCUMENT_BYTES}
            onFiles={onFiles}
            progress={sending.progress}
            error={sending.error}
          />
        </div>
      )}
    </section>
  );
}

function EntriesTab({ detail }: { detail: EventDetail }) {
  const entries = useRaceEntries(detail.event.id);
  return (
    <div className="event-entries">
      <EntryDownloadLinks downloads={detail.downloads} races={detail.races} />
      <section className="card" aria-labelledby="entries-title">
        <h2 id="entries-title">{t('racing.entries.title')}</h2>
        {entries.isPending && <p>{t('ui.loading')}</p>}
        {entries.isError && <Alert variant="danger">{entries.error.message}</Alert>}
        {entries.data && <EntriesByRace entries={entries.data} races={detail.races} />}
      </section>
    </div>
  );
}

/** The event's result races (results work for its managers and timekeeper) and the result
 * documents uploaded with the event. */
function ResultsTab({ detail }: { detail: EventDetail }) {
  const documents = detail.documents.filter((document) => document.kind === 'RESULT');
  return (
    <div className="event-entries">
      <EventResultRaces eventId={detail.event.id} />
      {documents.length > 0 && (
        <section className="card" aria-labelledby="results-documents-title">
          <h2 id="results-documents-title">{t('racing.results.documents')}</h2>
          <DocumentsList documents={documents} />
        </section>
      )}
    </div>
  );
}
