// A department's rankings and points lists of a season, as both pages show them: the department
// and season to choose, the season's rankings, the chosen one's standings and the documents.
// On the evidence page the department's managers also add, change, publish and delete rankings
// and documents; the public page shows only what is published. While the worker computes a
// ranking, the page asks again every 2 s.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Filters } from '../../../components/ui/filters';
import { flashStore } from '../../../components/ui/flash-store';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { ChoiceOptions } from '../../../components/ui/options';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCreateRanking } from '../api/create-ranking';
import { useRankingDepartments } from '../api/ranking-departments';
import { type Ranking, type RankingsPage, useRankings } from '../api/rankings';
import { NEW_RANKING } from '../ranking-form';
import type { RankingsPath, RankingsSearch } from '../rankings-search';
import { RankingDetail } from './ranking-detail';
import { RankingDocuments } from './ranking-documents';
import { RankingForm } from './ranking-form';
import { RankingList } from './ranking-list';

interface RankingsContentProps {
  departmentId: number;
  search: RankingsSearch;
  path: RankingsPath;
  /** The public page: only what is published, no management. */
  publicView: boolean;
}

/** A ranking whose change was saved, and when it was computed before: it waits for the worker
 * until that changes. */
interface Awaited {
  id: number;
  computedAt: string | null;
}

export function RankingsContent({ departmentId, search, path, publicView }: RankingsContentProps) {
  const navigate = useNavigate();
  const departments = useRankingDepartments();
  const [awaited, setAwaited] = useState<Awaited>();
  const computing = (ranking: Ranking) => ranking.computedAt == null || (awaited?.id === ranking.id && awaited.computedAt === ranking.computedAt);
  const page = useRankings(departmentId, search.season, (data: RankingsPage) => data.rankings.some(computing));
  const data = page.data?.departmentId === departmentId ? page.data : undefined;
  usePageTitle(data ? tf('rankings.titleOf', { department: data.departmentName }) : t('rankings.title'));
  if (page.error instanceof GraphQLRequestError && page.error.code === 'NOT_FOUND') return <NotFoundPage />;

  const go = (to: { departmentId: number; search: RankingsSearch }) => void navigate({ to: path, params: { departmentId: String(to.departmentId) }, search: to.search });
  return (
    <section className="rankings-page">
      <h1>{data ? tf('rankings.titleOf', { department: data.departmentName }) : t('rankings.title')}</h1>
      <p className="page-intro">{t('rankings.intro')}</p>
      <Filters label={t('rankings.choices')}>
        <label>
          {t('rankings.department')}
          <select value={departmentId} onChange={(event) => go({ departmentId: Number(event.target.value), search: { category: search.category, sex: search.sex } })}>
            <ChoiceOptions choices={departments.data?.map((department) => ({ value: department.id, label: department.name }))} />
          </select>
        </label>
        <label>
          {t('rankings.season')}
          <select value={data?.season ?? ''} onChange={(event) => go({ departmentId, search: { ...search, season: Number(event.target.value), ranking: undefined } })}>
            <ChoiceOptions choices={data && seasonChoices(data)} />
          </select>
        </label>
      </Filters>
      {page.isError ? (
        <Alert variant="danger">{page.error.message}</Alert>
      ) : !data ? (
        <p>{t('rankings.loading')}</p>
      ) : (
        <SeasonRankings data={data} publicView={publicView} path={path} search={search} computing={computing} onRecompute={(ranking) => setAwaited({ id: ranking.id, computedAt: ranking.computedAt ?? null })} />
      )}
    </section>
  );
}

/** The seasons to choose, the shown one among them (a department with nothing published yet
 * lists none). */
function seasonChoices(data: RankingsPage) {
  const seasons = data.seasons.some((season) => season.season === data.season) ? data.seasons : [{ season: data.season, label: data.seasonLabel }, ...data.seasons];
  return seasons.map((season) => ({ value: season.season, label: season.label }));
}

interface SeasonRankingsProps {
  data: RankingsPage;
  publicView: boolean;
  path: RankingsPath;
  search: RankingsSearch;
  computing: (ranking: Ranking) => boolean;
  onRecompute: (ranking: Ranking) => void;
}

function SeasonRankings({ data, publicView, path, search, computing, onRecompute }: SeasonRankingsProps) {
  const navigate = useNavigate();
  const create = useCreateRanking();
  const [creating, setCreating] = useState(false);
  const manage = data.canManage && !publicView;
  const rankings = manage ? data.rankings : data.rankings.filter((ranking) => ranking.published);
  const documents = manage ? data.documents : data.documents.filter((document) => document.published);
  const chosen = rankings.find((ranking) => ranking.id === search.ranking) ?? rankings[0];
  const params = { departmentId: String(data.departmentId) };
  return (
    <>
      <div className="page-heading rankings-heading">
        <h2>{tf('rankings.list', { season: data.seasonLabel })}</h2>
        {manage && !creating && (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            {t('rankings.new')}
          </button>
        )}
      </div>
      {creating && (
        <RankingForm
          title={tf('rankings.newTitle', { season: data.seasonLabel })}
          initial={NEW_RANKING}
          submitLabel={t('rankings.form.create')}
          onCancel={() => setCreating(false)}
          onSave={async (input) => {
            const created = await create.mutateAsync({ departmentId: data.departmentId, season: data.season, input });
            setCreating(false);
            flashStore.add({ message: tf('rankings.created', { name: created.name }) });
            void navigate({ to: path, params, search: { ...search, season: data.season, ranking: created.id } });
          }}
        />
      )}
      {rankings.length === 0 ? (
        <p className="rankings-empty">{t(manage ? 'rankings.emptyManage' : 'rankings.empty')}</p>
      ) : (
        <RankingList rankings={rankings} chosenId={chosen?.id} computing={computing} showPublication={manage} path={path} search={search} />
      )}
      {chosen && <RankingDetail key={chosen.id} ranking={chosen} computing={computing(chosen)} manage={manage} path={path} search={search} onRecompute={onRecompute} />}
      <RankingDocuments documents={documents} manage={manage ? { departmentId: data.departmentId, season: data.season } : undefined} />
    </>
  );
}
