// One release note: its version as the heading, the day it was released, "Nové" while the
// asker had not read it when the page opened, and its text (HTML the server made from the
// Markdown and sanitised). Admin changes or deletes it (after a question) in place.
import { useState } from 'react';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { formatDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import type { ReleaseNote } from '../api/release-notes';
import { useDeleteReleaseNote } from '../api/delete-release-note';
import { useSaveReleaseNote } from '../api/save-release-note';
import { releaseNoteFormValues } from '../release-note-form';
import { ReleaseNoteForm } from './release-note-form';

interface ReleaseNoteItemProps {
  note: ReleaseNote;
  /** Shows the "Nové" badge. */
  isNew: boolean;
  canWrite: boolean;
}

export function ReleaseNoteItem({ note, isNew, canWrite }: ReleaseNoteItemProps) {
  const [editing, setEditing] = useState(false);
  const save = useSaveReleaseNote();
  const remove = useDeleteReleaseNote();
  const headingId = `release-note-${note.id}`;

  if (editing) {
    return (
      <ReleaseNoteForm
        title={tf('releaseNotes.form.editTitle', { version: note.version })}
        initial={releaseNoteFormValues(note)}
        submitLabel={t('releaseNotes.form.save')}
        onCancel={() => setEditing(false)}
        onSave={async (input) => {
          const saved = await save.mutateAsync({ id: note.id, input });
          setEditing(false);
          flashStore.add({ message: tf('releaseNotes.saved', { version: saved.version }) });
        }}
      />
    );
  }

  const onDelete = async () => {
    const accepted = await confirm({
      title: t('releaseNotes.deleteTitle'),
      message: tf('releaseNotes.deleteQuestion', { version: note.version }),
      acceptLabel: t('releaseNotes.delete'),
      variant: 'danger',
    });
    if (!accepted) return;
    try {
      await remove.mutateAsync(note.id);
      flashStore.add({ message: tf('releaseNotes.deleted', { version: note.version }) });
    } catch (error) {
      flashStore.add({ message: error instanceof Error ? error.message : t('ui.error'), variant: 'danger' });
    }
  };

  return (
    <article className={isNew ? 'card release-note release-note-new' : 'card release-note'} aria-labelledby={headingId}>
      <header className="release-note-head">
        <h2 id={headingId}>{note.version}</h2>
        {isNew && <span className="badge badge-pending">{t('releaseNotes.new')}</span>}
        <time className="hint" dateTime={note.releasedOn}>
          {tf('releaseNotes.releasedOn', { date: formatDate(note.releasedOn) })}
        </time>
        {canWrite && (
          <span className="actions release-note-actions">
            <button type="button" className="button-secondary" aria-label={tf('releaseNotes.editOf', { version: note.version })} onClick={() => setEditing(true)}>
              {t('releaseNotes.edit')}
            </button>
            <button type="button" className="button-danger" disabled={remove.isPending} aria-label={tf('releaseNotes.deleteOf', { version: note.version })} onClick={() => void onDelete()}>
              {t('releaseNotes.delete')}
            </button>
          </span>
        )}
      </header>
      {/* bodyHtml is made by the server from the Markdown and sanitised there (ammonia); no
          other text of the page is ever set as HTML. */}
      <div className="release-note-body" dangerouslySetInnerHTML={{ __html: note.bodyHtml }} />
    </article>
  );
}
