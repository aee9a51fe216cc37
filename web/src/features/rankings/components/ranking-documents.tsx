// The season's documents (points lists as they are, PDF or spreadsheets): each one's title a
// link to the file, its size and day; its managers publish, hide or delete it (after a
// question) and upload new ones.
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { formatDate, formatFileSize } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import type { RankingDocument } from '../api/rankings';
import { useDeleteRankingDocument } from '../api/delete-ranking-document';
import { useSetRankingDocumentPublished } from '../api/set-ranking-document-published';
import { DocumentUpload } from './document-upload';

interface RankingDocumentsProps {
  documents: readonly RankingDocument[];
  /** The managers' department and season (uploads go there); none for readers. */
  manage: { departmentId: number; season: number } | undefined;
}

export function RankingDocuments({ documents, manage }: RankingDocumentsProps) {
  return (
    <section className="card ranking-documents" aria-labelledby="ranking-documents-title">
      <h2 id="ranking-documents-title">{t('rankings.documents')}</h2>
      {documents.length === 0 ? (
        <p className="hint">{t(manage ? 'rankings.documents.emptyManage' : 'rankings.documents.empty')}</p>
      ) : (
        <ul className="document-list">
          {documents.map((document) => (
            <DocumentItem key={document.id} document={document} manage={manage !== undefined} />
          ))}
        </ul>
      )}
      {manage && <DocumentUpload departmentId={manage.departmentId} season={manage.season} />}
    </section>
  );
}

function DocumentItem({ document, manage }: { document: RankingDocument; manage: boolean }) {
  const publish = useSetRankingDocumentPublished();
  const remove = useDeleteRankingDocument();
  const name = document.title || document.fileName;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      flashStore.add({ message: done });
    } catch (error) {
      flashStore.add({ message: error instanceof Error ? error.message : t('ui.error'), variant: 'danger' });
    }
  };
  const onDelete = async () => {
    const accepted = await confirm({
      title: t('rankings.documents.deleteTitle'),
      message: tf('rankings.documents.deleteQuestion', { name }),
      acceptLabel: t('rankings.delete'),
      variant: 'danger',
    });
    if (accepted) await run(() => remove.mutateAsync(document.id), tf('rankings.documents.deleted', { name }));
  };
  return (
    <li>
      <a href={document.url} download={document.fileName}>
        {name}
      </a>
      <span className="hint">({tf('rankings.documents.facts', { size: formatFileSize(document.size), date: formatDate(document.createdAt) })})</span>
      {manage && (
        <>
          <span className={document.published ? 'badge badge-approved' : 'badge'}>{t(document.published ? 'rankings.published' : 'rankings.hidden')}</span>
          <button
            type="button"
            className="link-button"
            disabled={publish.isPending}
            aria-label={tf(document.published ? 'rankings.documents.hideOf' : 'rankings.documents.publishOf', { name })}
            onClick={() =>
              void run(
                () => publish.mutateAsync({ id: document.id, published: !document.published }),
                tf(document.published ? 'rankings.documents.hiddenDone' : 'rankings.documents.publishedDone', { name }),
              )
            }
          >
            {t(document.published ? 'rankings.hide' : 'rankings.publish')}
          </button>
          <button type="button" className="link-button" disabled={remove.isPending} aria-label={tf('rankings.documents.deleteOf', { name })} onClick={() => void onDelete()}>
            {t('rankings.delete')}
          </button>
        </>
      )}
    </li>
  );
}
