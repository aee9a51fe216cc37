// /evidence/zavody/{id}/sprava-prihlasek: the organiser's entries (withdrawn ones too): bibs,
// moving to another category, withdrawing, numbering a race, the start lists, the downloads.
import type { ColDef } from 'ag-grid-community';
import { Link } from '@tanstack/react-router';
import { createContext, useContext, useMemo, useState } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { Alert } from '../../../components/ui/alert';
import { confirm } from '../../../components/ui/confirm';
import { Filters, SelectFilter } from '../../../components/ui/filters';
import { flashStore } from '../../../components/ui/flash-store';
import { NamedOptions } from '../../../components/ui/options';
import { Restricted } from '../../auth';
import type { RaceEntriesQuery } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useAssignBibs, useMoveEntry, useRaceEntries, useSetEntryBib, useWithdrawEntry } from '../api/entries';
import { EventHeader } from '../components/event-header';
import { StartListsCard } from '../components/start-lists-card';
import { EntryDownloadLinks } from '../components/event-parts';
import { moveTargets } from '../entry-categories';
import { type EventDetail, WithEvent } from '../components/with-event';

type Entry = RaceEntriesQuery['raceEntries'][number];
type Race = EventDetail['races'][number];

const RacesContext = createContext<readonly Race[]>([]);

export function EntriesManagementPage({ id }: { id: number }) {
  return <WithEvent id={id}>{(detail) => (detail.event.actions.canManageEntries ? <EntriesManagement detail={detail} /> : <Restricted reason="forbidden" />)}</WithEvent>;
}

function EntriesManagement({ detail }: { detail: EventDetail }) {
  usePageTitle(`${t('racing.manage.title')} – ${detail.event.name}`);
  const event = detail.event;
  const entries = useRaceEntries(event.id, true);
  const [raceFilter, setRaceFilter] = useState('');
  const [withWithdrawn, setWithWithdrawn] = useState(true);
  const columns = useMemo(() => entryColumns(), []);
  const rows = (entries.data ?? []).filter(
    (entry) => (raceFilter === '' || String(entry.raceId) === raceFilter) && (withWithdrawn || entry.state === 'ENTERED'),
  );
  const id = String(event.id);

  return (
    <section className="entries-management">
      <EventHeader event={event} title={t('racing.manage.title')}>
        <Link to="/evidence/zavody/$id/prihlaska/clen" params={{ id }} className="button-secondary">
          {t('racing.manage.enterMember')}
        </Link>
        <Link to="/evidence/zavody/$id/prihlaska/neclen" params={{ id }} className="button-secondary">
          {t('racing.manage.enterNonMember')}
        </Link>
        {event.actions.canEnterClub && (
          <Link to="/evidence/zavody/$id/prihlaska/klub" params={{ id }} className="button-secondary">
            {t('racing.action.enterClub')}
          </Link>
        )}
      </EventHeader>
      <div className="manage-cards">
        <BibsCard detail={detail} />
        <EntryDownloadLinks downloads={detail.downloads} races={detail.races} />
      </div>
      <StartListsCard eventId={event.id} inCalendar={event.publicationStatus === 'PUBLISHED'} />
      <Filters label={t('racing.manage.filters')}>
        <SelectFilter
          label={t('racing.entry.race')}
          value={raceFilter}
          allLabel={t('racing.list.all')}
          options={detail.races.map((race) => ({ value: race.id, label: race.name }))}
          onChange={setRaceFilter}
        />
        <label className="filter-checkbox">
          <span>
            <input type="checkbox" checked={withWithdrawn} onChange={(e) => setWithWithdrawn(e.target.checked)} /> {t('racing.manage.withWithdrawn')}
          </span>
        </label>
      </Filters>
      <RacesContext.Provider value={detail.races}>
        <DataGrid
          gridId="race-entries"
          label={t('racing.manage.grid')}
          columns={columns}
          rows={rows}
          totalCount={rows.length}
          loading={entries.isFetching}
          error={entries.error}
          getRowId={({ data }) => String(data.id)}
          getRowClass={(entry) => (entry.state === 'WITHDRAWN' ? 'row-refused' : undefined)}
        />
      </RacesContext.Provider>
    </section>
  );
}

function entryColumns(): ColDef<Entry>[] {
  return [
    { colId: 'race', headerName: t('racing.entry.race'), field: 'raceName', minWidth: 120, flex: 1, wrapText: true, autoHeight: true },
    {
      colId: 'bib',
      headerName: t('racing.entries.bib'),
      width: 150,
      cellRenderer: ({ data }: { data: Entry | undefined }) => (data ? <BibCell key={`${data.id}:${data.bib ?? ""}`} entry={data} /> : null),
    },
    {
      colId: 'name',
      headerName: t('racing.entries.name'),
      valueGetter: ({ data }) => (data ? `${data.lastName} ${data.firstName}` : ''),
      minWidth: 170,
      flex: 1,
    },
    { colId: 'birthYear', headerName: t('racing.entries.birthYear'), field: 'birthYear', width: 90 },
    { colId: 'club', headerName: t('racing.entries.club'), field: 'clubName', minWidth: 140, flex: 1, wrapText: true, autoHeight: true },
    {
      colId: 'category',
      headerName: t('racing.entries.category'),
      width: 190,
      wrapText: true,
      autoHeight: true,
      cellRenderer: ({ data }: { data: Entry | undefined }) => (data ? <CategoryCell entry={data} /> : null),
    },
    {
      colId: 'state',
      headerName: t('racing.manage.state'),
      width: 130,
      cellRenderer: ({ data }: { data: Entry | undefined }) =>
        data ? (
          <span>
            {data.state === 'WITHDRAWN' ? (
              <span className="badge badge-rejected">{t('racing.manage.withdrawn')}</span>
            ) : (
              <span className="badge badge-approved">{t('racing.manage.entered')}</span>
            )}{' '}
            {data.late && <span className="badge badge-warning">{t('racing.manage.late')}</span>}
          </span>
        ) : null,
    },
    { colId: 'via', headerName: t('racing.manage.via'), valueGetter: ({ data }) => (data ? t(`racing.via.${data.enteredVia}`) : ''), width: 110 },
    {
      colId: 'actions',
      headerName: t('racing.actions'),
      width: 110,
      cellRenderer: ({ data }: { data: Entry | undefined }) => (data && data.state === 'ENTERED' ? <WithdrawButton entry={data} /> : null),
    },
  ];
}

function BibCell({ entry }: { entry: Entry }) {
  const setBib = useSetEntryBib();
  const [value, setValue] = useState(entry.bib === null || entry.bib === undefined ? '' : String(entry.bib));
  const name = `${entry.firstName} ${entry.lastName}`;
  if (entry.state === 'WITHDRAWN') return <span>{entry.bib ?? '—'}</span>;
  const save = async () => {
    const bib = value.trim() === '' ? null : Number(value);
    if (bib !== null && (!Number.isInteger(bib) || bib < 1)) {
      flashStore.add({ message: t('racing.manage.bibInvalid'), variant: 'danger' });
      return;
    }
    try {
      await setBib.mutateAsync({ id: entry.id, bib });
      flashStore.add({ message: tf('racing.manage.bibSaved', { name }) });
    } catch (error) {
      flashStore.add({ message: error instanceof Error ? error.message : t('ui.error'), variant: 'danger' });
    }
  };
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <input className="bib-input" inputMode="numeric" aria-label={tf('racing.manage.bibOf', { name })} value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="submit" className="link-button" disabled={setBib.isPending} aria-label={tf('racing.manage.saveBibOf', { name })}>
        {t('racing.manage.saveBib')}
      </button>
    </form>
  );
}

function CategoryCell({ entry }: { entry: Entry }) {
  const races = useContext(RacesContext);
  const move = useMoveEntry();
  const race = races.find((item) => item.id === entry.raceId);
  const name = `${entry.firstName} ${entry.lastName}`;
  if (entry.state === 'WITHDRAWN' || !race) return <span>{entry.categoryName}</span>;
  // Only where the athlete belongs: the birth years and the gender group of the category.
  const targets = moveTargets(race.categories, entry);
  if (targets.length === 0) {
    return (
      <span className="category-cell">
        {entry.categoryName}
        <span className="hint">{tf('racing.manage.noOtherCategory', { birthYear: entry.birthYear })}</span>
      </span>
    );
  }
  const onChange = async (racingCategoryId: number) => {
    try {
      await move.mutateAsync({ id: entry.id, racingCategoryId });
      const category = race.categories.find((item) => item.id === racingCategoryId)?.name ?? '';
      flashStore.add({ message: tf('racing.manage.moved', { name, category }) });
    } catch (error) {
      flashStore.add({ message: error instanceof Error ? error.message : t('ui.error'), variant: 'danger' });
    }
  };
  return (
    <select
      className="cell-select"
      aria-label={tf('racing.manage.categoryOf', { name })}
      value={entry.racingCategoryId}
      disabled={move.isPending}
      onChange={(event) => void onChange(Number(event.target.value))}
    >
      <option value={entry.racingCategoryId}>{entry.categoryName}</option>
      <NamedOptions items={targets} />
    </select>
  );
}

function WithdrawButton({ entry }: { entry: Entry }) {
  const withdraw = useWithdrawEntry();
  const name = `${entry.firstName} ${entry.lastName}`;
  const onClick = async () => {
    const accepted = await confirm({
      title: t('racing.manage.withdrawTitle'),
      message: tf('racing.manage.withdrawQuestion', { name, race: entry.raceName }),
      acceptLabel: t('racing.manage.withdraw'),
      variant: 'danger',
    });
    if (!accepted) return;
    try {
      await withdraw.mutateAsync(entry.id);
      flashStore.add({ message: tf('racing.manage.withdrawnDone', { name }) });
    } catch (error) {
      flashStore.add({ message: error instanceof Error ? error.message : t('ui.error'), variant: 'danger' });
    }
  };
  return (
    <button type="button" className="link-button" disabled={withdraw.isPending} aria-label={tf('racing.manage.withdrawOf', { name })} onClick={() => void onClick()}>
      {t('racing.manage.withdraw')}
    </button>
  );
}

/** Numbers a race's entries without a bib from a first number. */
function BibsCard({ detail }: { detail: EventDetail }) {
  const assign = useAssignBibs();
  const [raceId, setRaceId] = useState(detail.races[0] ? String(detail.races[0].id) : '');
  const [first, setFirst] = useState('1');
  const [problem, setProblem] = useState<string>();
  if (detail.races.length === 0) return null;
  const submit = async () => {
    setProblem(undefined);
    const number = Number(first);
    if (!Number.isInteger(number) || number < 1) {
      setProblem(t('racing.manage.bibInvalid'));
      return;
    }
    try {
      const count = await assign.mutateAsync({ racingEventId: detail.event.id, raceId: Number(raceId), first: number });
      flashStore.add({ message: tf('racing.manage.bibsAssigned', { count: formatNumber(count) }) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('ui.error'));
    }
  };
  return (
    <section className="card" aria-labelledby="bibs-title">
      <h2 id="bibs-title">{t('racing.manage.bibsTitle')}</h2>
      <p className="hint">{t('racing.manage.bibsHint')}</p>
      {problem && <Alert variant="danger">{problem}</Alert>}
      <form
        className="bibs-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor="bibs-race">{t('racing.entry.race')}</label>
          <select id="bibs-race" value={raceId} onChange={(e) => setRaceId(e.target.value)}>
            <NamedOptions items={detail.races} />
          </select>
        </div>
        <div className="field">
          <label htmlFor="bibs-first">{t('racing.manage.firstBib')}</label>
          <input id="bibs-first" inputMode="numeric" value={first} onChange={(e) => setFirst(e.target.value)} />
        </div>
        <button type="submit" className="button" disabled={assign.isPending}>
          {t('racing.manage.assignBibs')}
        </button>
      </form>
    </section>
  );
}
