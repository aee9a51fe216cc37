// /evidence/prehled: what waits for the active identity. The worklists the policy offers it,
// counted, each a link to its list; the events whose results wait for a sign-off (a
// timekeeper: its events around today and what it delivered); a club's entry deadlines this
// week; a member's own entries. The spec's landing pages stay the default after login; the
// overview is the first item of the menu.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import type { IdentityType } from '../../../gql/graphql';
import { formatDate, formatDateRange, formatTime } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { identityLabel, useMe } from '../../auth';
import { type OverviewCount, type WorkspaceOverview, useWorkspaceOverview } from '../api/overview';
import { overviewLink } from '../overview-links';
import { OwnEntries } from '../components/own-entries';

function when(iso: string): string {
  return `${formatDate(iso)} ${formatTime(iso)}`;
}

function CountCard({ count, identityType, note }: { count: OverviewCount; identityType: IdentityType; note?: string | null }): ReactNode {
  const link = overviewLink(count.item, identityType);
  const figure = count.capped ? tf('workspace.count.capped', { count: count.count }) : String(count.count);
  return (
    <li className={count.count > 0 ? 'overview-card waiting' : 'overview-card'}>
      <Link {...link} className="overview-card-link">
        <span className="overview-count">{figure}</span>
        <span className="overview-label">{count.label}</span>
        {note && <span className="overview-note">{note}</span>}
      </Link>
    </li>
  );
}

function ResultWork({ overview, timekeeper }: { overview: WorkspaceOverview; timekeeper: boolean }): ReactNode {
  const lines = overview.resultWork;
  return (
    <section aria-labelledby="overview-results">
      <h2 id="overview-results">{t(timekeeper ? 'workspace.results.timekeeperTitle' : 'workspace.results.title')}</h2>
      {lines.length === 0 ? (
        <p className="muted">{t(timekeeper ? 'workspace.results.timekeeperEmpty' : 'workspace.results.empty')}</p>
      ) : (
        <ul className="overview-list">
          {lines.map((line) => (
            <li key={line.racingEventId}>
              <Link to="/evidence/zavody/$id/tvorba-vysledku" params={{ id: String(line.racingEventId) }}>
                {line.name}
              </Link>
              <span className="muted"> {formatDateRange(line.dateFrom, line.dateTo)}</span>
              <div className="overview-line-facts">
                <span>{tf('workspace.results.unsigned', { count: line.unsignedRaces })}</span>
                <span>{tf('workspace.results.published', { count: line.publishedRaces })}</span>
                <span className={line.lastUploadFailed ? 'overview-failed' : undefined}>
                  {line.lastUploadAt
                    ? tf(line.lastUploadFailed ? 'workspace.results.lastUploadFailed' : 'workspace.results.lastUpload', { when: when(line.lastUploadAt) })
                    : t('workspace.results.noUpload')}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EntryDeadlines({ overview }: { overview: WorkspaceOverview }): ReactNode {
  return (
    <section aria-labelledby="overview-deadlines">
      <h2 id="overview-deadlines">{t('workspace.deadlines.title')}</h2>
      {overview.entryDeadlines.length === 0 ? (
        <p className="muted">{t('workspace.deadlines.empty')}</p>
      ) : (
        <ul className="overview-list">
          {overview.entryDeadlines.map((line) => (
            <li key={line.racingEventId}>
              <Link to="/evidence/zavody/$id/$activeTab" params={{ id: String(line.racingEventId), activeTab: 'informace' }}>
                {line.name}
              </Link>
              <span className="muted">
                {' '}
                {formatDateRange(line.dateFrom, line.dateTo)}, {line.place} ({line.departmentName})
              </span>
              <div className="overview-line-facts">
                <strong>{tf('workspace.deadlines.until', { when: when(line.registrationDeadline) })}</strong>
                <span>{tf('workspace.deadlines.entries', { count: line.clubEntries })}</span>
                <Link to="/evidence/zavody/$id/prihlaska/klub" params={{ id: String(line.racingEventId) }}>
                  {t('workspace.deadlines.enter')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function OverviewPage(): ReactNode {
  usePageTitle(t('workspace.title'));
  const me = useMe();
  const overview = useWorkspaceOverview();
  const active = me.data?.activeIdentity;
  const identityType = active?.identityType ?? 'PERSON';
  const identityName = active ? identityLabel(active) : '';

  if (overview.isPending) return <p>{t('workspace.loading')}</p>;
  if (overview.isError) return <Alert variant="danger">{overview.error.message}</Alert>;
  const data = overview.data;
  const waiting = data.counts.some((count) => count.count > 0);
  const showsResults = identityType === 'TIMEKEEPER' || identityType === 'ADMIN' || identityType === 'SECTION' || identityType === 'AREA' || data.resultWork.length > 0;

  return (
    <section className="overview-page">
      <h1>{t('workspace.title')}</h1>
      <p className="muted">{tf('workspace.intro', { identity: identityName })}</p>
      {data.counts.length > 0 && (
        <section aria-labelledby="overview-counts">
          <h2 id="overview-counts">{t('workspace.counts')}</h2>
          {!waiting && <p className="muted">{t('workspace.nothingWaits')}</p>}
          <ul className="overview-cards">
            {data.counts.map((count) => (
              <CountCard
                key={count.item}
                count={count}
                identityType={identityType}
                note={count.item === 'MEMBERS_WITHOUT_FEE' ? data.evidenceSeasonName : undefined}
              />
            ))}
          </ul>
        </section>
      )}
      {identityType === 'TEAM' && <EntryDeadlines overview={data} />}
      {showsResults && <ResultWork overview={data} timekeeper={identityType === 'TIMEKEEPER'} />}
      {identityType === 'PERSON' && <OwnEntries entries={data.ownEntries} />}
    </section>
  );
}
