import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { formatNumber, plural } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useRegions } from '../../regions';
import { usePublicClubs } from '../api/public-clubs';

const PER_PAGE = 50;

function useDebounced<T>(value: T, delay = 350): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** /kluby: the federation's active clubs for everybody. */
export function PublicClubsPage() {
  usePageTitle(t('clubs.public.title'));
  const regions = useRegions();
  const [search, setSearch] = useState('');
  const [regionId, setRegionId] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebounced(search);
  const clubs = usePublicClubs({
    page,
    perPage: PER_PAGE,
    search: debounced.trim() || null,
    regionId: regionId ? Number(regionId) : null,
  });
  useEffect(() => setPage(1), [debounced, regionId]);
  const total = clubs.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
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
      {pages > 1 && (
        <nav className="pager" aria-label={t('clubs.public.pager')}>
          <button type="button" className="button-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('clubs.public.previous')}
          </button>
          <span>{tf('clubs.public.page', { page: formatNumber(page), pages: formatNumber(pages) })}</span>
          <button type="button" className="button-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('clubs.public.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
