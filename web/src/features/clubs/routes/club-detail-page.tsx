import { type ReactNode, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { NotFoundPage } from '../../../components/ui/not-found-page';
import { Restricted, useMe } from '../../auth';
import { Alert } from '../../../components/ui/alert';
import { FactList } from '../../../components/ui/facts';
import { formatDate, formatNumber, formatOptionalDate, formatPostcode } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { MembersPage } from '../../members';
import { MemberClaimsSection, MemberRegistrationsSection } from '../../registration';
import { HostedMembersPanel } from '../components/hosted-members-panel';
import { ClubManagersSection } from '../components/club-managers';
import { ClubRequestsTab, ClubStatisticsTab } from '../components/club-tabs';
import { useClubContacts } from '../api/club-contacts';
import { useClub } from '../api/clubs';

/** Tabs of the club detail, spec §2. */
export const BUILT_CLUB_TABS = ['informace-o-klubu', 'clenove-klubu', 'statistiky', 'zadosti'] as const;
export type ClubTab = (typeof BUILT_CLUB_TABS)[number];

const TAB_LABELS: Record<ClubTab, string> = {
  'informace-o-klubu': t('clubs.tab.info'),
  'clenove-klubu': t('clubs.tab.members'),
  statistiky: t('clubs.tab.statistics'),
  zadosti: t('clubs.tab.requests'),
};

/** /evidence/kluby/{clubId}/{activeTab}. */
export function ClubDetailPage({ clubId, tab }: { clubId: number; tab: ClubTab }) {
  const club = useClub(clubId);
  if (club.isPending) return <p>{t('clubs.loading')}</p>;
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
            {t('clubs.detail.edit')}
          </Link>
        )}
      </div>
      <nav className="tabs" aria-label={t('clubs.sections')}>
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
      {tab === 'clenove-klubu' && (
        <>
          <HostedMembersPanel clubId={clubId} />
          <MembersPage clubId={clubId} />
        </>
      )}
      {tab === 'statistiky' && <ClubStatisticsTab clubId={clubId} />}
      {tab === 'zadosti' && (
        <>
          <Suspense fallback={<p>{t('clubs.loading')}</p>}>
            <MemberRegistrationsSection clubId={clubId} />
            <MemberClaimsSection clubId={clubId} />
          </Suspense>
          <ClubRequestsTab clubId={clubId} />
        </>
      )}
      <ClubDetailTitle key={tab} name={data.name} />
    </section>
  );
}

/** The club's name as the page title. It comes after the tab's content and is keyed by the tab:
 * the members tab may name its own page, and the club's name is set again after it. */
function ClubDetailTitle({ name }: { name: string }) {
  usePageTitle(name);
  return null;
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
        <h2>{t('clubs.contacts.title')}</h2>
        {canEdit && (
          <Link to="/evidence/kluby/$clubId/kontakty/novy" params={{ clubId: String(clubId) }} className="button-secondary">
            {t('clubs.contacts.add')}
          </Link>
        )}
      </div>
      {contacts.isPending && <p>{t('clubs.loading')}</p>}
      {contacts.data?.length === 0 && <p>{t('clubs.empty')}</p>}
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
  const seat = tf('clubs.fact.seatValue', { street: club.street, postcode: formatPostcode(club.postcode), municipality: club.municipality });
  const state = club.endedOn ? tf('clubs.fact.stateEnded', { state: club.stateLabel, date: formatDate(club.endedOn) }) : club.stateLabel;
  const web = club.web ? <a href={club.web}>{club.web}</a> : '—';
  const rows: [string, ReactNode][] = [
    [t('clubs.fact.code'), club.code],
    [t('clubs.fact.shortName'), club.shortName],
    [t('clubs.fact.legalForm'), club.legalFormLabel],
    [t('clubs.fact.ico'), club.ico ?? '—'],
    [t('clubs.fact.seat'), seat],
    [t('clubs.fact.region'), club.regionName],
    [t('clubs.fact.departments'), club.departments.map((department) => department.name).join(', ')],
    [t('clubs.fact.email'), club.email ?? '—'],
    [t('clubs.fact.phone'), club.phone ?? '—'],
    [t('clubs.fact.web'), web],
    [t('clubs.fact.founded'), formatOptionalDate(club.foundedOn)],
    [t('clubs.fact.state'), state],
    [t('clubs.fact.memberCount'), formatNumber(club.memberCount)],
  ];
  if (club.access === 'WRITE') rows.splice(10, 0, [t('clubs.fact.bankAccount'), club.bankAccount ?? '—']);
  return (
    <div className="card">
      <FactList facts={rows} />
    </div>
  );
}
