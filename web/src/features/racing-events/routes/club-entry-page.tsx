// /evidence/zavody/{id}/prihlaska/klub: a club enters its athletes. Each athlete's row says per
// race what the server's eligibility says before anything is sent: entered already, refused
// (greyed out, with the reason) or open with the categories that admit the athlete.
import type { ColDef } from 'ag-grid-community';
import { createContext, useContext, useMemo, useState } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { NamedOptions } from '../../../components/ui/options';
import { Restricted } from '../../auth';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { ClubEntryFormQuery, EnterClubAthletesMutation } from '../../../gql/graphql';

type ClubEntryOutcome = EnterClubAthletesMutation['enterClubAthletes'][number];
import { formatNumber, plural } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useClubEntryForm, useEnterClubAthletes } from '../api/entries';
import { EventHeader } from '../components/event-header';
import { type EventDetail, WithEvent } from '../components/with-event';
import { entryCell, rowRefusal } from '../event-format';

type Athlete = ClubEntryFormQuery['clubEntryForm'][number];
type Race = EventDetail['races'][number];

/** The chosen entries: `memberId:raceId` → the category id ('' = the first that admits). */
type Choices = Record<string, string>;

interface ChoiceState {
  choices: Choices;
  setChoice: (key: string, categoryId: string | null) => void;
  races: readonly Race[];
}

const ChoiceContext = createContext<ChoiceState>({ choices: {}, setChoice: () => undefined, races: [] });

const keyOf = (memberId: number, raceId: number) => `${memberId}:${raceId}`;

export function ClubEntryPage({ id }: { id: number }) {
  return (
    <WithEvent id={id}>
      {(detail) =>
        detail.event.actions.entryClubId !== null && detail.event.actions.entryClubId !== undefined ? (
          <ClubEntry detail={detail} clubId={detail.event.actions.entryClubId} />
        ) : (
          <Restricted reason="forbidden" />
        )
      }
    </WithEvent>
  );
}

function ClubEntry({ detail, clubId }: { detail: EventDetail; clubId: number }) {
  usePageTitle(tf('racing.clubEntry.pageTitle', { name: detail.event.name }));
  const event = detail.event;
  const athletes = useClubEntryForm(event.id, clubId);
  const enter = useEnterClubAthletes();
  const [choices, setChoices] = useState<Choices>({});
  const [outcomes, setOutcomes] = useState<ClubEntryOutcome[]>();
  const [problem, setProblem] = useState<string>();

  const setChoice = (key: string, categoryId: string | null) =>
    setChoices((current) => {
      const next = { ...current };
      if (categoryId === null) delete next[key];
      else next[key] = categoryId;
      return next;
    });

  const columns = useMemo(() => athleteColumns(detail.races), [detail.races]);
  const chosen = Object.entries(choices);
  const names = new Map((athletes.data ?? []).map((athlete) => [athlete.memberId, `${athlete.lastName} ${athlete.firstName}`]));
  const raceNames = new Map(detail.races.map((race) => [race.id, race.name]));

  const submit = async () => {
    setProblem(undefined);
    try {
      const result = await enter.mutateAsync({
        racingEventId: event.id,
        clubId,
        entries: chosen.map(([key, categoryId]) => {
          const [memberId = 0, raceId = 0] = key.split(':').map(Number);
          return { memberId, raceId, racingCategoryId: categoryId === '' ? null : Number(categoryId) };
        }),
      });
      setOutcomes(result);
      setChoices({});
      const made = result.filter((outcome) => outcome.raceEntryId !== null && outcome.raceEntryId !== undefined).length;
      flashStore.add({ message: tf('racing.clubEntry.done', { made: formatNumber(made), total: formatNumber(result.length) }) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('ui.error'));
    }
  };

  return (
    <section className="club-entry">
      <EventHeader event={event} title={t('racing.clubEntry.title')} />
      {!event.actions.entriesOpen && <Alert variant="danger">{t('racing.clubEntry.closed')}</Alert>}
      <p className="page-intro">{t('racing.clubEntry.intro')}</p>
      {outcomes && <OutcomesTable outcomes={outcomes} names={names} raceNames={raceNames} />}
      {problem && <Alert variant="danger">{problem}</Alert>}
      {detail.races.length === 0 ? (
        <Alert variant="info">{t('racing.races.none')}</Alert>
      ) : (
        <ChoiceContext.Provider value={{ choices, setChoice, races: detail.races }}>
          <DataGrid
            gridId="club-entry"
            label={t('racing.clubEntry.grid')}
            columns={columns}
            rows={athletes.data}
            totalCount={athletes.data?.length ?? 0}
            loading={athletes.isFetching}
            error={athletes.error}
            getRowId={({ data }) => String(data.memberId)}
            getRowClass={(athlete) => (rowRefusal(athlete.races) !== null ? 'row-refused' : undefined)}
          />
        </ChoiceContext.Provider>
      )}
      <div className="form-actions sticky-actions">
        <button type="button" className="button" disabled={chosen.length === 0 || enter.isPending || !event.actions.canEnterClub} onClick={() => void submit()}>
          {enter.isPending
            ? t('racing.clubEntry.sending')
            : plural(chosen.length, {
                zero: t('racing.clubEntry.submitNone'),
                one: t('racing.clubEntry.submitOne'),
                few: t('racing.clubEntry.submitFew'),
                many: t('racing.clubEntry.submitMany'),
              })}
        </button>
      </div>
    </section>
  );
}

function athleteColumns(races: readonly Race[]): ColDef<Athlete>[] {
  return [
    {
      colId: 'name',
      headerName: t('racing.clubEntry.athlete'),
      valueGetter: ({ data }) => (data ? `${data.lastName} ${data.firstName}` : ''),
      minWidth: 190,
      flex: 1,
    },
    { colId: 'registrationNumber', headerName: t('racing.clubEntry.registrationNumber'), field: 'registrationNumber', width: 120 },
    { colId: 'birthYear', headerName: t('racing.entries.birthYear'), field: 'birthYear', width: 90 },
    {
      colId: 'sex',
      headerName: t('racing.clubEntry.sex'),
      valueGetter: ({ data }) => (data ? t(`racing.sex.${data.sex}`) : ''),
      width: 90,
    },
    ...races.map(
      (race): ColDef<Athlete> => ({
        colId: `race-${race.id}`,
        headerName: race.name,
        minWidth: 280,
        flex: 2,
        autoHeight: true,
        wrapText: true,
        cellRenderer: ({ data }: { data: Athlete | undefined }) => (data ? <EntryChoice athlete={data} race={race} /> : null),
      }),
    ),
  ];
}

/** One athlete and one race: what eligibility says, or the choice of the entry. */
function EntryChoice({ athlete, race }: { athlete: Athlete; race: Race }) {
  const { choices, setChoice } = useContext(ChoiceContext);
  const cell = entryCell(athlete.races, race.id);
  const key = keyOf(athlete.memberId, race.id);
  const name = `${athlete.firstName} ${athlete.lastName}`;
  if (cell.kind === 'entered') return <span className="badge badge-approved">{t('racing.clubEntry.entered')}</span>;
  if (cell.kind === 'refused') return <span className="refusal">{cell.message}</span>;
  const chosen = key in choices;
  const categories = race.categories.filter((category) => cell.categoryIds.includes(category.id));
  return (
    <span className="entry-choice">
      <label>
        <input
          type="checkbox"
          checked={chosen}
          onChange={(event) => setChoice(key, event.target.checked ? String(categories[0]?.id ?? '') : null)}
        />{' '}
        <span className="visually-hidden">{tf('racing.clubEntry.enterInto', { name, race: race.name })}</span>
        <span aria-hidden="true">{t('racing.clubEntry.enter')}</span>
      </label>
      <select
        aria-label={tf('racing.clubEntry.categoryOf', { name, race: race.name })}
        value={choices[key] ?? String(categories[0]?.id ?? '')}
        disabled={!chosen}
        onChange={(event) => setChoice(key, event.target.value)}
      >
        <NamedOptions items={categories} />
      </select>
    </span>
  );
}

function OutcomesTable({ outcomes, names, raceNames }: { outcomes: ClubEntryOutcome[]; names: Map<number, string>; raceNames: Map<number, string> }) {
  return (
    <section className="card outcomes" aria-labelledby="outcomes-title">
      <h2 id="outcomes-title">{t('racing.clubEntry.outcomes')}</h2>
      <SimpleTable
        caption={t('racing.clubEntry.outcomes')}
        columns={[t('racing.clubEntry.athlete'), t('racing.clubEntry.race'), t('racing.clubEntry.outcome')]}
      >
        {outcomes.map((outcome) => {
          const made = outcome.raceEntryId !== null && outcome.raceEntryId !== undefined;
          return (
            <tr key={`${outcome.memberId}:${outcome.raceId}`}>
              <td>{names.get(outcome.memberId) ?? outcome.memberId}</td>
              <td>{raceNames.get(outcome.raceId) ?? outcome.raceId}</td>
              <td>
                <span className={made ? 'outcome outcome-created' : 'outcome outcome-skipped'}>
                  {made ? t('racing.clubEntry.outcomeEntered') : (outcome.message ?? outcome.code ?? t('ui.error'))}
                </span>
              </td>
            </tr>
          );
        })}
      </SimpleTable>
    </section>
  );
}
