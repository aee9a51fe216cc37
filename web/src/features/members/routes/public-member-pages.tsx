// /clenove and /clenove/{id}/{slug}/[[tab]]: members for everybody, public data only.
import { Link, Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PagerNav } from '../../../components/data-grid/pager-nav';
import { usePagedGrid } from '../../../components/data-grid/use-paged-grid';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { Fact } from '../../../components/ui/facts';
import { Filters, SearchFilter } from '../../../components/ui/filters';
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatNumber, plural } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useDebounced } from '../../../lib/use-debounced';
import { MemberResults } from '../../results';
import { usePublicMember, usePublicMembers } from '../api/public-members';

const PER_PAGE = 50;

export function PublicMembersPage() {
  const [search, setSearch] = useState('');
  const [birthYear, setBirthYear] = useState('');
  const debounced = useDebounced(search);
  const year = /^\d{4}$/.test(birthYear) ? Number(birthYear) : null;
  const filter = { search: debounced.trim() || null, birthYear: year };
  const grid = usePagedGrid({ perPage: PER_PAGE, filter });
  const members = usePublicMembers({ ...grid.request, ...filter });
  const total = members.data?.totalCount ?? 0;
  // Beyond 10 000 matches the server stops counting and paging: a visitor narrows the search.
  const capped = members.data?.totalCountCapped === true;
  usePageTitle(t('members.title'));
  return (
    <section>
      <h1>{t('members.title')}</h1>
      <Filters>
        <SearchFilter label={t('members.search.label')} placeholder={t('members.search.placeholder')} value={search} onChange={setSearch} />
        <label>
          {t('members.birthYear')}
          <input inputMode="numeric" maxLength={4} value={birthYear} onChange={(event) => setBirthYear(event.target.value)} />
        </label>
      </Filters>
      {members.isError && <Alert variant="danger">{t('members.error')}</Alert>}
      <p className="hint" aria-live="polite">
        {members.isPending
          ? t('members.loading')
          : capped
            ? tf('members.public.countMore', { count: formatNumber(total) })
            : plural(total, {
              zero: t('members.public.countZero'),
              one: t('members.public.countOne'),
              few: t('members.public.countFew'),
              many: t('members.public.countMany'),
            })}
      </p>
      {members.data && members.data.nodes.length > 0 && (
        <SimpleTable
          caption={t('members.title')}
          columns={[t('members.public.name'), t('members.birthYear'), t('members.club')]}
        >
          {members.data.nodes.map((member) => (
            <tr key={member.id}>
              <td>
                <Link to="/clenove/$id/$slug/{-$tab}" params={{ id: String(member.id), slug: member.slug, tab: undefined }}>
                  {member.lastName} {member.firstName}
                </Link>
              </td>
              <td>{String(member.birthYear)}</td>
              <td>{member.clubName ?? '—'}</td>
            </tr>
          ))}
        </SimpleTable>
      )}
      {total > PER_PAGE && <PagerNav {...grid.request} totalCount={total} totalCapped={capped} onPageChange={grid.setPage} />}
    </section>
  );
}

/** The member's public page; a wrong slug leads to the right one. Tabs informace, vysledky
 * and media. */
export function PublicMemberPage({ id, slug, tab }: { id: number; slug: string; tab: 'informace' | 'vysledky' | 'media' }) {
  const member = usePublicMember(id);
  usePageTitle(member.data ? `${member.data.firstName} ${member.data.lastName}` : undefined);
  if (member.isPending) return <p>{t('members.loading')}</p>;
  if (member.error instanceof GraphQLRequestError && member.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (member.isError) return <Alert variant="danger">{t('members.error')}</Alert>;
  const data = member.data;
  if (data.slug !== slug)
    return <Navigate to="/clenove/$id/$slug/{-$tab}" params={{ id: String(id), slug: data.slug, tab: tab === 'informace' ? undefined : tab }} replace />;
  const photo = (
    <img className="member-photo public-member-photo" src={`/api/members/${id}/photo`} alt={tf('members.photoAlt', { name: `${data.firstName} ${data.lastName}` })} />
  );
  return (
    <section>
      <p>
        <Link to="/clenove" className="back-link">
          {t('members.backToList')}
        </Link>
      </p>
      <h1>
        {data.firstName} {data.lastName}
      </h1>
      <nav className="tabs" aria-label={t('members.public.tabs')}>
        <Link to="/clenove/$id/$slug/{-$tab}" params={{ id: String(id), slug: data.slug, tab: undefined }} aria-current={tab === 'informace' ? 'page' : undefined}>
          {t('members.public.info')}
        </Link>
        <Link to="/clenove/$id/$slug/{-$tab}" params={{ id: String(id), slug: data.slug, tab: 'vysledky' }} aria-current={tab === 'vysledky' ? 'page' : undefined}>
          {t('members.public.results')}
        </Link>
        <Link to="/clenove/$id/$slug/{-$tab}" params={{ id: String(id), slug: data.slug, tab: 'media' }} aria-current={tab === 'media' ? 'page' : undefined}>
          {t('members.public.media')}
        </Link>
      </nav>
      {tab === 'vysledky' && <MemberResults memberId={id} zone="public" />}
      {tab === 'media' && <div className="card">{data.hasPublicPhoto ? photo : <p>{t('members.public.noPhoto')}</p>}</div>}
      {tab === 'informace' && (
        <>
          {data.hasPublicPhoto && photo}
          <PublicFacts member={data} />
        </>
      )}
    </section>
  );
}

function PublicFacts({ member }: { member: NonNullable<ReturnType<typeof usePublicMember>['data']> }) {
  return (
    <dl className="facts card">
      <Fact label={t('members.birthYear')}>{String(member.birthYear)}</Fact>
      <Fact label={t('members.public.sex')}>{member.sex === 'FEMALE' ? t('members.sex.female') : t('members.sex.male')}</Fact>
      <Fact label={t('members.club')}>
        {member.clubId && member.clubSlug ? (
          <Link to="/kluby/$id/$slug/{-$tab}" params={{ id: String(member.clubId), slug: member.clubSlug, tab: undefined }}>
            {member.clubName}
          </Link>
        ) : (
          '—'
        )}
      </Fact>
      <Fact label={t('members.public.fisCode')}>{member.fisCode ?? '—'}</Fact>
    </dl>
  );
}
