// /kalendar-a-vysledky: the public calendar. Published events in a compact list by month that
// reads well on a phone: those to come (nearest first), past ones (`?view=probehle`, latest
// first) or those with published results (`?view=vysledky`, latest published first); filters in
// the URL; iCal subscriptions. An event with published results links them.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Filters, SelectFilter } from '../../../components/ui/filters';
import { formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCalendarCodebooks } from '../api/form-options';
import { usePublicCalendar } from '../api/racing-events';
import { CalendarEventItem } from '../components/calendar-event-item';
import type { CalendarView } from '../../../gql/graphql';
import { EVENT_CATEGORIES } from '../components/event-schema';
import { EMPTY_FILTER, filterInput, groupByMonth, monthLabel, monthOptions, pragueToday } from '../event-format';

export interface CalendarSearch {
  /** undefined: upcoming events. */
  view?: string | undefined;
  department?: string | undefined;
  month?: string | undefined;
  region?: string | undefined;
  category?: string | undefined;
}

const PER_PAGE = 50;

/** The calendar's views by their value in the URL (none: upcoming). */
const VIEWS = [
  { value: undefined, view: 'UPCOMING' },
  { value: 'probehle', view: 'PAST' },
  { value: 'vysledky', view: 'RESULTS' },
] as const;

/** The view a `?view=` value asks for: upcoming for none or an unknown one. */
export function calendarView(value: string | undefined): CalendarView {
  return VIEWS.find((item) => item.value === value)?.view ?? 'UPCOMING';
}

export function PublicCalendarPage({ search }: { search: CalendarSearch }) {
  usePageTitle(t('calendar.title'));
  const navigate = useNavigate();
  const codebooks = useCalendarCodebooks();
  const [pages, setPages] = useState(1);
  const today = pragueToday();
  const department = codebooks.data?.departments.find((item) => item.code === search.department);
  const filter = filterInput({
    ...EMPTY_FILTER,
    departmentId: department ? String(department.id) : '',
    regionId: search.region ?? '',
    category: search.category ?? '',
    month: search.month ?? '',
  });
  // Waits for the departments when the URL names one (its code is turned into its id).
  const waiting = search.department !== undefined && codebooks.isPending;
  const view = calendarView(search.view);
  const calendar = usePublicCalendar({ filter, view, page: 1, perPage: PER_PAGE * pages });
  const set = (name: keyof CalendarSearch, value: string) => {
    setPages(1);
    void navigate({ to: '/kalendar-a-vysledky', search: { ...search, [name]: value === '' ? undefined : value }, replace: true });
  };
  const feed = `/api/calendar/${department?.code ?? 'vse'}.ics`;
  const feedUrl = `${window.location.origin}${feed}`;
  const groups = groupByMonth(calendar.data?.nodes ?? []);
  const total = calendar.data?.totalCount ?? 0;

  return (
    <section className="calendar-page">
      <h1>{t('calendar.title')}</h1>
      <p className="page-intro">{t(`calendar.intro.${view}`)}</p>
      <nav className="tabs calendar-views" aria-label={t('calendar.views')}>
        {VIEWS.map((item) => (
          <Link
            key={item.view}
            to="/kalendar-a-vysledky"
            search={{ ...search, view: item.value }}
            // The upcoming view's link has no `view`: it is current only when the address has none.
            activeOptions={{ explicitUndefined: true }}
            aria-current={item.view === view ? 'page' : undefined}
            onClick={() => setPages(1)}
          >
            {t(`calendar.view.${item.view}`)}
          </Link>
        ))}
      </nav>
      <Filters label={t('calendar.filters')} className="calendar-filters">
        <SelectFilter
          label={t('calendar.department')}
          value={search.department ?? ''}
          allLabel={t('calendar.allDepartments')}
          options={codebooks.data?.departments.map((item) => ({ value: item.code, label: item.name }))}
          onChange={(value) => set('department', value)}
        />
        <SelectFilter
          label={t('calendar.month')}
          value={search.month ?? ''}
          allLabel={t('calendar.allMonths')}
          options={monthOptions(today, search.month).map((month) => ({ value: month, label: monthLabel(month) }))}
          onChange={(value) => set('month', value)}
        />
        <SelectFilter
          label={t('calendar.region')}
          value={search.region ?? ''}
          allLabel={t('calendar.allRegions')}
          options={codebooks.data?.regions.map((item) => ({ value: item.id, label: item.name }))}
          onChange={(value) => set('region', value)}
        />
        <SelectFilter
          label={t('calendar.category')}
          value={search.category ?? ''}
          allLabel={t('calendar.allCategories')}
          options={EVENT_CATEGORIES.map((category) => ({ value: category, label: t(`racing.category.${category}`) }))}
          onChange={(value) => set('category', value)}
        />
      </Filters>
      <p className="calendar-subscribe">
        <a href={feed}>{department ? tf('calendar.subscribeDepartment', { name: department.name }) : t('calendar.subscribeAll')}</a>{' '}
        <span className="hint">{tf('calendar.subscribeHint', { url: feedUrl })}</span>
      </p>
      {(calendar.isPending || waiting) && <p>{t('ui.loading')}</p>}
      {calendar.isError && <Alert variant="danger">{calendar.error.message}</Alert>}
      {calendar.data && total === 0 && <p className="calendar-empty">{t(`calendar.empty.${view}`)}</p>}
      {groups.map((group) => (
        <section key={group.month} className="calendar-month" aria-labelledby={`month-${group.month}`}>
          <h2 id={`month-${group.month}`}>{group.label}</h2>
          <ul className="calendar-list">
            {group.events.map((event) => (
              <CalendarEventItem key={event.id} event={event} />
            ))}
          </ul>
        </section>
      ))}
      {calendar.data && calendar.data.nodes.length < total && (
        <p>
          <button type="button" className="button-secondary" disabled={calendar.isFetching} onClick={() => setPages(pages + 1)}>
            {tf('calendar.more', { shown: formatNumber(calendar.data.nodes.length), total: formatNumber(total) })}
          </button>
        </p>
      )}
    </section>
  );
}
