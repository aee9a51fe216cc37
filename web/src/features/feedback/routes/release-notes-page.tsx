// /evidence/seznam-vydani: the release notes, newest first, for every logged-in identity; those
// the asker had not read are marked "Nové" for this visit, and the page marks them read once it
// has shown them (the menu's count goes). Admin adds, changes and deletes notes here.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useReleaseNotes } from '../api/release-notes';
import { useSaveReleaseNote } from '../api/save-release-note';
import { ReleaseNoteForm } from '../components/release-note-form';
import { ReleaseNoteItem } from '../components/release-note-item';
import { newReleaseNote } from '../release-note-form';
import { useNewOnThisVisit } from '../use-new-on-this-visit';

export function ReleaseNotesPage() {
  usePageTitle(t('releaseNotes.title'));
  const notes = useReleaseNotes();
  const newIds = useNewOnThisVisit(notes.data);
  const [adding, setAdding] = useState(false);
  const canWrite = notes.data?.canWrite ?? false;
  return (
    <section className="release-notes-page">
      <div className="page-heading">
        <h1>{t('releaseNotes.title')}</h1>
        {canWrite && !adding && (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            {t('releaseNotes.add')}
          </button>
        )}
      </div>
      <p className="page-intro">{t('releaseNotes.intro')}</p>
      {canWrite && adding && <NewReleaseNote onDone={() => setAdding(false)} />}
      {notes.isPending ? (
        <p>{t('releaseNotes.loading')}</p>
      ) : notes.isError ? (
        <Alert variant="danger">{notes.error.message}</Alert>
      ) : notes.data.items.length === 0 ? (
        <p className="release-notes-empty">{t(canWrite ? 'releaseNotes.emptyWrite' : 'releaseNotes.empty')}</p>
      ) : (
        <div className="release-notes">
          {notes.data.items.map((note) => (
            <ReleaseNoteItem key={note.id} note={note} isNew={newIds.has(note.id)} canWrite={canWrite} />
          ))}
        </div>
      )}
    </section>
  );
}

/** Admin's form of a new note, released today. */
function NewReleaseNote({ onDone }: { onDone: () => void }) {
  const save = useSaveReleaseNote();
  return (
    <ReleaseNoteForm
      title={t('releaseNotes.form.newTitle')}
      initial={newReleaseNote()}
      submitLabel={t('releaseNotes.form.create')}
      onCancel={onDone}
      onSave={async (input) => {
        const saved = await save.mutateAsync({ id: null, input });
        onDone();
        flashStore.add({ message: tf('releaseNotes.created', { version: saved.version }) });
      }}
    />
  );
}
