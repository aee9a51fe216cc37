import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PagerNav } from '../../../components/data-grid/pager-nav';
import { usePagedGrid } from '../../../components/data-grid/use-paged-grid';
import { Alert } from '../../../components/ui/alert';
import { Filters, SearchFilter, SelectFilter } from '../../../components/ui/filters';
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
      <Filters>
        <SearchFilter label={t('clubs.public.search')} placeholder={t('clubs.public.searchPlaceholder')} value={search} onChange={setSearch} />
        <SelectFilter
          label={t('clubs.public.region')}
          value={regionId}
          allLabel={t('clubs.public.allRegions')}
          options={regions.data?.map((region) => ({ value: region.id, label: region.name }))}
          onChange={setRegionId}
        />
      </Filters>
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
