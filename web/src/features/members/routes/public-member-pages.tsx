// /clenove and /clenove/{id}/{slug}/[[tab]]: members for everybody, public data only.
import { Link, Navigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { plural } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { usePublicMember, usePublicMembers } from '../api/public-members';

const PER_PAGE = 50;

function useDebounced<T>(value: T, delay = 350): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export function PublicMembersPage() {
  const [search, setSearch] = useState('');
  const [birthYear, setBirthYear] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebounced(search);
  const year = /^\d{4}$/.test(birthYear) ? Number(birthYear) : null;
  const members = usePublicMembers({ page, perPage: PER_PAGE, search: debounced.trim() || null, birthYear: year });
  useEffect(() => setPage(1), [debounced, year]);
  const total = members.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <section>
      <h1>Členové</h1>
      <form className="filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          Hledat podle jména
          <input type="search" value={search} placeholder="např. novak" onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label>
          Rok narození
          <input inputMode="numeric" maxLength={4} value={birthYear} onChange={(event) => setBirthYear(event.target.value)} />
        </label>
      </form>
      {members.isError && <Alert variant="danger">Vyskytla se chyba</Alert>}
      <p className="hint" aria-live="polite">
        {members.isPending ? 'Načítám...' : plural(total, { zero: 'Žádný člen', one: '{count} člen', few: '{count} členové', many: '{count} členů' })}
      </p>
      {members.data && members.data.nodes.length > 0 && (
        <table className="simple-table">
          <caption className="visually-hidden">Členové</caption>
          <thead>
            <tr>
              <th scope="col">Příjmení a jméno</th>
              <th scope="col">Rok narození</th>
              <th scope="col">Klub</th>
            </tr>
          </thead>
          <tbody>
            {members.data.nodes.map((member) => (
              <tr key={member.id}>
                <td>
                  <Link to="/clenove/$id/$slug/{-$tab}" params={{ id: String(member.id), slug: member.slug, tab: undefined }}>
                    {member.lastName} {member.firstName}
                  </Link>
                </td>
                <td>{member.birthYear}</td>
                <td>{member.clubName ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label="Stránkování">
          <button type="button" className="button-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Předchozí
          </button>
          <span>
            Strana {page} z {pages}
          </span>
          <button type="button" className="button-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Další
          </button>
        </nav>
      )}
    </section>
  );
}

/** The member's public page; a wrong slug leads to the right one. Tabs informace and media
 * (results arrive with their feature). */
export function PublicMemberPage({ id, slug, tab }: { id: number; slug: string; tab: 'informace' | 'media' }) {
  const member = usePublicMember(id);
  if (member.isPending) return <p>Načítám...</p>;
  if (member.error instanceof GraphQLRequestError && member.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (member.isError) return <Alert variant="danger">Vyskytla se chyba</Alert>;
  const data = member.data;
  if (data.slug !== slug)
    return <Navigate to="/clenove/$id/$slug/{-$tab}" params={{ id: String(id), slug: data.slug, tab: tab === 'media' ? 'media' : undefined }} replace />;
  const photo = (
    <img className="member-photo public-member-photo" src={`/api/members/${id}/photo`} alt={`Fotografie: ${data.firstName} ${data.lastName}`} />
  );
  return (
    <section>
      <p>
        <Link to="/clenove" className="back-link">
          ← Členové
        </Link>
      </p>
      <h1>
        {data.firstName} {data.lastName}
      </h1>
      <nav className="tabs" aria-label="Části profilu">
        <Link to="/clenove/$id/$slug/{-$tab}" params={{ id: String(id), slug: data.slug, tab: undefined }} aria-current={tab === 'informace' ? 'page' : undefined}>
          Informace
        </Link>
        <Link to="/clenove/$id/$slug/{-$tab}" params={{ id: String(id), slug: data.slug, tab: 'media' }} aria-current={tab === 'media' ? 'page' : undefined}>
          Média
        </Link>
      </nav>
      {tab === 'media' ? (
        <div className="card">{data.hasPublicPhoto ? photo : <p>Člen nemá zveřejněnou fotografii.</p>}</div>
      ) : (
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
      <div className="fact">
        <dt>Rok narození</dt>
        <dd>{member.birthYear}</dd>
      </div>
      <div className="fact">
        <dt>Pohlaví</dt>
        <dd>{member.sex === 'FEMALE' ? 'žena' : 'muž'}</dd>
      </div>
      <div className="fact">
        <dt>Klub</dt>
        <dd>
          {member.clubId && member.clubSlug ? (
            <Link to="/kluby/$id/$slug/{-$tab}" params={{ id: String(member.clubId), slug: member.clubSlug, tab: undefined }}>
              {member.clubName}
            </Link>
          ) : (
            '—'
          )}
        </dd>
      </div>
      <div className="fact">
        <dt>FIS kód</dt>
        <dd>{member.fisCode ?? '—'}</dd>
      </div>
    </dl>
  );
}
