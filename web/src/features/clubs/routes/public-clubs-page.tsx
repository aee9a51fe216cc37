import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PagerNav } from '../../../components/data-grid/pager-nav';
import { usePagedGrid } from '../../../components/data-grid/use-paged-grid';
import { Alert } from '../../../components/ui/alert';
import { plural } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useDebounced } from '../../../lib/use-debounced';
import { useRegions } from '../../regions';
import { usePublicClubs } from '../api/public-clubs';

const PER_PAGE = 50;

/** /kluby: the federation's active clubs for everybody. */
export function PublicClubsPage() {
  usePageTitle(t('clubs.public.title'));
  const regions = useRegions();
  const [search, setSearch] = useState('');
  const [regionId, setRegionId] = useState('');
  const debounced = useDebounced(search);
  const filter = { search: debounced.trim() || null, regionId: regionId ? Number(regionId) : null };
  const grid = usePagedGrid({ perPage: PER_PAGE, filter });
  const clubs = usePublicClubs({ ...grid.request, ...filter });
  const total = clubs.data?.totalCount ?? 0;
  return (
    <section>
      <h1>{t('clubs.public.title')}</h1>
      <form className="filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('clubs.public.search')}
          <input type="search" value={search} placeholder={t('clubs.public.searchPlaceholder')} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label>
          {t('clubs.public.region')}
          <select value={regionId} onChange={(event) => setRegionId(event.target.value)}>
            <option value="">{t('clubs.public.allRegions')}</option>
            {regions.data?.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </select>
        </label>
      </form>
      {clubs.isError && <Alert variant="danger">{t('clubs.error')}</Alert>}
      <p aria-live="polite" className="hint">
        {clubs.isPending
          ? t('clubs.loading')
          : plural(total, {
              zero: t('clubs.public.count.zero'),
              one: t('clubs.public.count.one'),
              few: t('clubs.public.count.few'),
              many: t('clubs.public.count.many'),
            })}
      </p>
      {clubs.data && clubs.data.nodes.length === 0 && <p>{t('clubs.empty')}</p>}
      <ul className="club-list">
        {clubs.data?.nodes.map((club) => (
          <li key={club.id} className="card">
            <h2>
              <Link to="/kluby/$id/$slug/{-$tab}" params={{ id: String(club.id), slug: club.slug, tab: undefined }}>
                {club.name}
              </Link>
            </h2>
            <p>
              {club.municipality}, {club.regionName}
            </p>
            <p className="hint">{club.departmentNames.join(', ')}</p>
          </li>
        ))}
      </ul>
      {total > PER_PAGE && <PagerNav {...grid.request} totalCount={total} onPageChange={grid.setPage} />}
    </section>
  );
}
