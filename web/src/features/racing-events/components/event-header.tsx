// The head of every private page of an event: back link, name, days and place, state, the tabs
// and the links the asker's actions allow.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RacingEventQuery } from '../../../gql/graphql';
import { placeWithCountry } from '../../../lib/countries';
import { t } from '../../../lib/i18n';
import { formatDateRange } from '../../../lib/format';
import { DateChangeBadge, StateBadge } from './event-parts';

type EventOfDetail = RacingEventQuery['racingEvent']['event'];

export type EventTab = 'informace' | 'prihlaseni-zavodnici' | 'vysledky';
const TABS: readonly EventTab[] = ['informace', 'prihlaseni-zavodnici', 'vysledky'];

interface EventHeaderProps {
  event: EventOfDetail;
  /** The tab shown; none on the form and entry pages (they link back to the event instead). */
  tab?: EventTab | undefined;
  /** The page's own title under the event's name (forms, entries). */
  title?: string | undefined;
  children?: ReactNode;
}

export function EventHeader({ event, tab, title, children }: EventHeaderProps) {
  const id = String(event.id);
  return (
    <header className="event-header">
      {tab ? (
        <Link to="/evidence/zavody" search={{ filter: undefined }} className="back-link">
          {t('racing.backToList')}
        </Link>
      ) : (
        <Link to="/evidence/zavody/$id/$activeTab" params={{ id, activeTab: 'informace' }} className="back-link">
          {t('racing.backToEvent')}
        </Link>
      )}
      <div className="page-heading">
        <div>
          <h1>{title ?? event.name}</h1>
          <p className="event-subtitle">
            {title && <strong>{event.name} · </strong>}
            {[formatDateRange(event.dateFrom, event.dateTo), placeWithCountry(event.place, event.country), event.departmentName, event.categoryLabel].filter(Boolean).join(' · ')}{' '}
            <StateBadge state={event.state} label={event.stateLabel} /> <DateChangeBadge event={event} />
          </p>
        </div>
        {children && <div className="actions">{children}</div>}
      </div>
      {tab && (
        <nav className="tabs" aria-label={t('racing.tabs')}>
          {TABS.map((value) => (
            <Link
              key={value}
              to="/evidence/zavody/$id/$activeTab"
              params={{ id, activeTab: value }}
              aria-current={value === tab ? 'page' : undefined}
            >
              {t(`racing.tab.${value}`)}
            </Link>
          ))}
        </nav>
      )}
    </header>
  );
}

/** The links to what the asker may do with the event (actions of the server). */
export function EventActionLinks({ event }: { event: EventOfDetail }) {
  const id = String(event.id);
  const actions = event.actions;
  return (
    <>
      {actions.canEdit && (
        <>
          <Link to="/evidence/zavody/$id/editace-udalosti" params={{ id }} className="button-secondary">
            {t('racing.action.editEvent')}
          </Link>
          <Link to="/evidence/zavody/$id/editace-zavodu" params={{ id }} className="button-secondary">
            {t('racing.action.editRaces')}
          </Link>
        </>
      )}
      {actions.canManageEntries && (
        <Link to="/evidence/zavody/$id/sprava-prihlasek" params={{ id }} className="button-secondary">
          {t('racing.action.manageEntries')}
        </Link>
      )}
      {actions.canEnterClub && (
        <Link to="/evidence/zavody/$id/prihlaska/klub" params={{ id }} className="button">
          {t('racing.action.enterClub')}
        </Link>
      )}
      {actions.canEnterSelf && (
        <Link to="/evidence/zavody/$id/prihlaska/clen" params={{ id }} className="button">
          {t('racing.action.enterSelf')}
        </Link>
      )}
    </>
  );
}
