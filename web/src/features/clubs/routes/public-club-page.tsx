import { Link, Navigate } from '@tanstack/react-router';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { Fact } from '../../../components/ui/facts';
import { SimpleTable } from '../../../components/ui/simple-table';
import { formatNumber } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { usePublicClub } from '../api/public-clubs';

export type PublicClubTab = 'clenove-klubu' | 'kontaktni-osoby';

/** /kluby/{id}/{slug}/[[tab]]: a club's public page. A wrong slug leads to the right one. */
export function PublicClubPage({ id, slug, tab }: { id: number; slug: string; tab: PublicClubTab | undefined }) {
  const detail = usePublicClub(id);
  usePageTitle(detail.data?.club.name);
  if (detail.isPending) return <p>{t('clubs.loading')}</p>;
  if (detail.error instanceof GraphQLRequestError && detail.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (detail.isError) return <Alert variant="danger">{t('clubs.error')}</Alert>;
  const { club, contacts, members } = detail.data;
  if (club.slug !== slug) {
    return <Navigate to="/kluby/$id/$slug/{-$tab}" params={{ id: String(id), slug: club.slug, tab }} replace />;
  }
  const active = tab ?? 'clenove-klubu';
  return (
    <section>
      <p>
        <Link to="/kluby" className="back-link">
          {t('clubs.backToList')}
        </Link>
      </p>
      <h1>{club.name}</h1>
      <dl className="facts card">
        <Fact label={t('clubs.public.seat')}>
          {club.municipality}, {club.regionName}
        </Fact>
        <Fact label={t('clubs.public.departments')}>{club.departmentNames.join(', ')}</Fact>
        {club.web && (
          <Fact label={t('clubs.public.web')}>
            <a href={club.web}>{club.web}</a>
          </Fact>
        )}
        {club.email && (
          <Fact label={t('clubs.public.email')}>
            <a href={`mailto:${club.email}`}>{club.email}</a>
          </Fact>
        )}
        {club.phone && (
          <Fact label={t('clubs.public.phone')}>{club.phone}</Fact>
        )}
      </dl>
      <nav className="tabs" aria-label={t('clubs.sections')}>
        <Link
          to="/kluby/$id/$slug/{-$tab}"
          params={{ id: String(id), slug: club.slug, tab: 'clenove-klubu' }}
          aria-current={active === 'clenove-klubu' ? 'page' : undefined}
        >
          {tf('clubs.public.membersTab', { count: formatNumber(club.memberCount) })}
        </Link>
        <Link
          to="/kluby/$id/$slug/{-$tab}"
          params={{ id: String(id), slug: club.slug, tab: 'kontaktni-osoby' }}
          aria-current={active === 'kontaktni-osoby' ? 'page' : undefined}
        >
          {t('clubs.public.contactsTab')}
        </Link>
      </nav>
      {active === 'clenove-klubu' ? (
        members.length === 0 ? (
          <p>{t('clubs.empty')}</p>
        ) : (
          <SimpleTable
            caption={tf('clubs.public.membersCaption', { name: club.name })}
            columns={[t('clubs.public.memberName'), t('clubs.public.birthYear')]}
          >
            {members.map((member) => (
              <tr key={member.id}>
                <td>
                  {member.lastName} {member.firstName}
                </td>
                <td>{String(member.birthYear)}</td>
              </tr>
            ))}
          </SimpleTable>
        )
      ) : contacts.length === 0 ? (
        <p>{t('clubs.empty')}</p>
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
