import { Link, Navigate } from '@tanstack/react-router';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { usePublicClub } from '../api/public-clubs';

export type PublicClubTab = 'clenove-klubu' | 'kontaktni-osoby';

/** /kluby/{id}/{slug}/[[tab]]: a club's public page. A wrong slug leads to the right one. */
export function PublicClubPage({ id, slug, tab }: { id: number; slug: string; tab: PublicClubTab | undefined }) {
  const detail = usePublicClub(id);
  if (detail.isPending) return <p>Načítám...</p>;
  if (detail.error instanceof GraphQLRequestError && detail.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (detail.isError) return <Alert variant="danger">Vyskytla se chyba</Alert>;
  const { club, contacts, members } = detail.data;
  if (club.slug !== slug) {
    return <Navigate to="/kluby/$id/$slug/{-$tab}" params={{ id: String(id), slug: club.slug, tab }} replace />;
  }
  const active = tab ?? 'clenove-klubu';
  return (
    <section>
      <p>
        <Link to="/kluby" className="back-link">
          ← Kluby
        </Link>
      </p>
      <h1>{club.name}</h1>
      <dl className="facts card">
        <div className="fact">
          <dt>Sídlo</dt>
          <dd>
            {club.municipality}, {club.regionName}
          </dd>
        </div>
        <div className="fact">
          <dt>Úseky</dt>
          <dd>{club.departmentNames.join(', ')}</dd>
        </div>
        {club.web && (
          <div className="fact">
            <dt>Web</dt>
            <dd>
              <a href={club.web}>{club.web}</a>
            </dd>
          </div>
        )}
        {club.email && (
          <div className="fact">
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${club.email}`}>{club.email}</a>
            </dd>
          </div>
        )}
        {club.phone && (
          <div className="fact">
            <dt>Telefon</dt>
            <dd>{club.phone}</dd>
          </div>
        )}
      </dl>
      <nav className="tabs" aria-label="Části klubu">
        <Link
          to="/kluby/$id/$slug/{-$tab}"
          params={{ id: String(id), slug: club.slug, tab: 'clenove-klubu' }}
          aria-current={active === 'clenove-klubu' ? 'page' : undefined}
        >
          Členové klubu ({club.memberCount})
        </Link>
        <Link
          to="/kluby/$id/$slug/{-$tab}"
          params={{ id: String(id), slug: club.slug, tab: 'kontaktni-osoby' }}
          aria-current={active === 'kontaktni-osoby' ? 'page' : undefined}
        >
          Kontaktní osoby
        </Link>
      </nav>
      {active === 'clenove-klubu' ? (
        members.length === 0 ? (
          <p>Žádné záznamy</p>
        ) : (
          <table className="simple-table">
            <caption className="visually-hidden">Členové klubu {club.name}</caption>
            <thead>
              <tr>
                <th scope="col">Příjmení a jméno</th>
                <th scope="col">Rok narození</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id}>
                  <td>
                    {member.lastName} {member.firstName}
                  </td>
                  <td>{member.birthYear}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : contacts.length === 0 ? (
        <p>Žádné záznamy</p>
      ) : (
        <ul className="contact-list">
          {contacts.map((contact) => (
            <li key={contact.roleLabel}>
              <strong>{contact.roleLabel}:</strong> {contact.fullName}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
