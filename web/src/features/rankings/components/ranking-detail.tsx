// The chosen ranking: its name, how it is computed (the definition and the rating), when it
// was computed and from what; its managers change, publish, hide or delete it; then its
// standings.
import { useState } from 'react';
import { confirm } from '../../../components/ui/confirm';
import { FactList } from '../../../components/ui/facts';
import { flashStore } from '../../../components/ui/flash-store';
import { formatDate, formatTime } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import type { Ranking } from '../api/rankings';
import { useDeleteRanking } from '../api/delete-ranking';
import { useSetRankingPublished } from '../api/set-ranking-published';
import { useUpdateRanking } from '../api/update-ranking';
import { rankingFormValues } from '../ranking-form';
import type { RankingsPath, RankingsSearch } from '../rankings-search';
import { RankingForm } from './ranking-form';
import { RankingStandings } from './ranking-standings';

interface RankingDetailProps {
  ranking: Ranking;
  computing: boolean;
  manage: boolean;
  path: RankingsPath;
  search: RankingsSearch;
  /** A change was saved: the worker computes the ranking again from the `computedAt` it had. */
  onRecompute: (ranking: Ranking) => void;
}

export function RankingDetail({ ranking, computing, manage, path, search, onRecompute }: RankingDetailProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateRanking();
  const headingId = `ranking-${ranking.id}-title`;
  const computedAt = ranking.computedAt ? `${formatDate(ranking.computedAt)} ${formatTime(ranking.computedAt)}` : null;
  return (
    <section className="card ranking-detail" aria-labelledby={headingId}>
      <div className="ranking-detail-head">
        <h2 id={headingId}>{ranking.name}</h2>
        {manage && <span className={ranking.published ? 'badge badge-approved' : 'badge'}>{t(ranking.published ? 'rankings.published' : 'rankings.hidden')}</span>}
      </div>
      <p className="ranking-definition">{ranking.definition}</p>
      <FactList
        className="ranking-facts"
        facts={[
          [t('rankings.fact.rule'), ranking.ruleLabel],
          [t('rankings.fact.rating'), ranking.ratingLabel],
          [t('rankings.fact.computedAt'), computedAt && !computing ? computedAt : t('rankings.computing')],
          ...(ranking.source ? [[t('rankings.fact.source'), ranking.source] as const] : []),
        ]}
      />
      {manage && !editing && <RankingActions ranking={ranking} onEdit={() => setEditing(true)} />}
      {manage && editing && (
        <RankingForm
          title={tf('rankings.editTitle', { name: ranking.name })}
          initial={rankingFormValues(ranking)}
          submitLabel={t('rankings.form.save')}
          onCancel={() => setEditing(false)}
          onSave={async (input) => {
            const saved = await update.mutateAsync({ id: ranking.id, input });
            onRecompute(ranking);
            setEditing(false);
            flashStore.add({ message: tf('rankings.saved', { name: saved.name }) });
          }}
        />
      )}
      <RankingStandings ranking={ranking} computing={computing} path={path} search={search} />
    </section>
  );
}

/** Change, publish or hide, delete (after a question). */
function RankingActions({ ranking, onEdit }: { ranking: Ranking; onEdit: () => void }) {
  const publish = useSetRankingPublished();
  const remove = useDeleteRanking();
  const setPublished = async (published: boolean) => {
    try {
      await publish.mutateAsync({ id: ranking.id, published });
      flashStore.add({ message: tf(published ? 'rankings.publishedDone' : 'rankings.hiddenDone', { name: ranking.name }) });
    } catch (error) {
      flashStore.add({ message: error instanceof Error ? error.message : t('ui.error'), variant: 'danger' });
    }
  };
  const onDelete = async () => {
    const accepted = await confirm({
      title: t('rankings.deleteTitle'),
      message: tf('rankings.deleteQuestion', { name: ranking.name }),
      acceptLabel: t('rankings.delete'),
      variant: 'danger',
    });
    if (!accepted) return;
    try {
      await remove.mutateAsync(ranking.id);
      flashStore.add({ message: tf('rankings.deleted', { name: ranking.name }) });
    } catch (error) {
      flashStore.add({ message: error instanceof Error ? error.message : t('ui.error'), variant: 'danger' });
    }
  };
  return (
    <p className="actions ranking-actions">
      <button type="button" className="button-secondary" onClick={onEdit}>
        {t('rankings.edit')}
      </button>
      <button type="button" className={ranking.published ? 'button-secondary' : 'button'} disabled={publish.isPending} onClick={() => void setPublished(!ranking.published)}>
        {t(ranking.published ? 'rankings.hide' : 'rankings.publish')}
      </button>
      <button type="button" className="button-danger" disabled={remove.isPending} onClick={() => void onDelete()}>
        {t('rankings.delete')}
      </button>
    </p>
  );
}
