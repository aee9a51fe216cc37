import { Link } from '@tanstack/react-router';
import { NotFoundPage } from '../../../components/layout/not-found-page';
import { Restricted } from '../../../components/layout/private-layout';
import { Alert } from '../../../components/ui/alert';
import { formatDate } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { useMe } from '../../auth/api/me';
import { MembersPage } from '../../members/routes/members-page';
import { ClubManagersSection } from '../components/club-managers';
import { ClubRequestsTab, ClubStatisticsTab } from '../components/club-tabs';
import { useClubContacts } from '../api/club-contacts';
import { useClub } from '../api/clubs';

/** Tabs of the club detail, spec §2. */
export const BUILT_CLUB_TABS = ['informace-o-klubu', 'clenove-klubu', 'statistiky', 'zadosti'] as const;
export type ClubTab = (typeof BUILT_CLUB_TABS)[number];

const TAB_LABELS: Record<ClubTab, string> = {
  'informace-o-klubu': 'Informace o klubu',
  'clenove-klubu': 'Členové klubu',
  statistiky: 'Statistiky',
  zadosti: 'Žádosti',
};

/** /evidence/kluby/{clubId}/{activeTab}. */
export function ClubDetailPage({ clubId, tab }: { clubId: number; tab: ClubTab }) {
  const club = useClub(clubId);
  if (club.isPending) return <p>Načítám...</p>;
  if (club.error instanceof GraphQLRequestError && club.error.code === 'NOT_FOUND') return <NotFoundPage />;
  if (club.error instanceof GraphQLRequestError && club.error.code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
  if (club.isError) return <Alert variant="danger">{club.error.message}</Alert>;
  const data = club.data;
  return (
    <section>
      <div className="page-heading">
        <h1>
          {data.name} <span className="hint">({data.code})</span>
        </h1>
        {data.access === 'WRITE' && (
          <Link to="/evidence/kluby/$clubId/editace" params={{ clubId: String(clubId) }} className="button-secondary">
            Upravit klub
          </Link>
        )}
      </div>
      <nav className="tabs" aria-label="Části klubu">
        {BUILT_CLUB_TABS.map((value) => (
          <Link
            key={value}
            to="/evidence/kluby/$clubId/$activeTab"
            params={{ clubId: String(clubId), activeTab: value }}
            aria-current={value === tab ? 'page' : undefined}
          >
            {TAB_LABELS[value]}
          </Link>
        ))}
      </nav>
      {tab === 'informace-o-klubu' && <ClubInfo club={data} />}
      {tab === 'clenove-klubu' && <MembersPage clubId={clubId} />}
      {tab === 'statistiky' && <ClubStatisticsTab clubId={clubId} />}
      {tab === 'zadosti' && <ClubRequestsTab clubId={clubId} />}
    </section>
  );
}

type Club = NonNullable<ReturnType<typeof useClub>['data']>;

function ClubInfo({ club }: { club: Club }) {
  const me = useMe();
  return (
    <>
      <ClubFacts club={club} />
      <ClubContacts clubId={club.id} canEdit={club.access === 'WRITE'} />
      <ClubManagersSection clubId={club.id} ownIdentityId={me.data?.activeIdentity.identityId} />
    </>
  );
}

function ClubContacts({ clubId, canEdit }: { clubId: number; canEdit: boolean }) {
  const contacts = useClubContacts(clubId);
  return (
    <section className="card contacts">
      <div className="page-heading">
        <h2>Kontaktní osoby</h2>
        {canEdit && (
          <Link to="/evidence/kluby/$clubId/kontakty/novy" params={{ clubId: String(clubId) }} className="button-secondary">
            Přidat kontaktní osobu
          </Link>
        )}
      </div>
      {contacts.isPending && <p>Načítám...</p>}
      {contacts.data?.length === 0 && <p>Žádné záznamy</p>}
      <ul className="contact-list">
        {contacts.data?.map((contact) => (
          <li key={contact.id}>
            <strong>{contact.roleLabel}:</strong>{' '}
            {canEdit ? (
              <Link
                to="/evidence/kluby/$clubId/kontakty/$contactId"
                params={{ clubId: String(clubId), contactId: String(contact.id) }}
              >
                {contact.fullName}
              </Link>
            ) : (
              contact.fullName
            )}
            {contact.email && <> · {contact.email}</>}
            {contact.phone && <> · {contact.phone}</>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ClubFacts({ club }: { club: Club }) {
  const rows: [string, string][] = [
    ['Kód klubu', club.code],
    ['Zkratka', club.shortName],
    ['Právní forma', club.legalFormLabel],
    ['IČO', club.ico ?? '—'],
    ['Sídlo', `${club.street}, ${club.postcode.replace(/^(\d{3})(\d{2})$/, '$1 $2')} ${club.municipality}`],
    ['Kraj', club.regionName],
    ['Úseky', club.departments.map((department) => department.name).join(', ')],
    ['E-mail', club.email ?? '—'],
    ['Telefon', club.phone ?? '—'],
    ['Web', club.web ?? '—'],
    ['Založen', club.foundedOn ? formatDate(String(club.foundedOn)) : '—'],
    ['Stav', club.endedOn ? `${club.stateLabel} (${formatDate(String(club.endedOn))})` : club.stateLabel],
    ['Počet členů', String(club.memberCount)],
  ];
  if (club.access === 'WRITE') rows.splice(10, 0, ['Bankovní účet', club.bankAccount ?? '—']);
  return (
    <div className="card">
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label} className="fact">
            <dt>{label}</dt>
            <dd>{label === 'Web' && club.web ? <a href={club.web}>{club.web}</a> : value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
