// /evidence/zavody/{id}/prihlaska/klub: a club enters its athletes. Each athlete's row says per
// race what the server's eligibility says before anything is sent: entered already ("Přihlášen",
// "Přihlášena"), refused (greyed out, with the reason and how to fix it: add the Athlete role,
// pay the fee) or open with the categories that admit the athlete. A real club has dozens of
// members: the grid shows by default only those who can be entered, finds them by name or
// registration number, and sums up what the button will send. A closed event shows no grid.
import { Link } from '@tanstack/react-router';
import type { ColDef } from 'ag-grid-community';
import { createContext, useContext, useMemo, useState } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { Alert } from '../../../components/ui/alert';
import { Filters, SearchFilter } from '../../../components/ui/filters';
import { flashStore } from '../../../components/ui/flash-store';
import { NamedOptions } from '../../../components/ui/options';
import { Restricted } from '../../auth';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { EnterClubAthletesMutation } from '../../../gql/graphql';

type ClubEntryOutcome = EnterClubAthletesMutation['enterClubAthletes'][number];
import { formatNumber, plural } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useClubEntryForm, useEnterClubAthletes } from '../api/entries';
import { type ClubAthlete as Athlete, type Choices, choiceKey as keyOf, enteredLabel, refusalFix, summaryLines, visibleAthletes } from '../club-entry';
import { EventHeader } from '../components/event-header';
import { type EventDetail, WithEvent } from '../components/with-event';
import { entryCell, rowRefusal } from '../event-format';

type Race = EventDetail['races'][number];

interface ChoiceState {
  choices: Choices;
  setChoice: (key: string, categoryId: string | null) => void;
  races: readonly Race[];
  departmentName: string;
}

const ChoiceContext = createContext<ChoiceState>({ choices: {}, setChoice: () => undefined, races: [], departmentName: '' });

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
  const [text, setText] = useState('');
  const [onlyEligible, setOnlyEligible] = useState(true);

  const setChoice = (key: string, categoryId: string | null) =>
    setChoices((current) => {
      const next = { ...current };
      if (categoryId === null) delete next[key];
      else next[key] = categoryId;
      return next;
    });

  const columns = useMemo(() => athleteColumns(detail.races), [detail.races]);
  const chosen = Object.entries(choices);
  const all = athletes.data ?? [];
  const visible = useMemo(() => visibleAthletes(athletes.data ?? [], text, onlyEligible), [athletes.data, text, onlyEligible]);
  const byId = new Map(all.map((athlete) => [athlete.memberId, athlete]));
  const names = new Map(all.map((athlete) => [athlete.memberId, `${athlete.lastName} ${athlete.firstName}`]));
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

  const open = event.actions.entriesOpen;
  const summary = summaryLines(choices, all, detail.races);
  return (
    <section className="club-entry">
      <EventHeader event={event} title={t('racing.clubEntry.title')} />
      {!open && (
        <Alert variant="danger">
          {t('racing.clubEntry.closed')} {t('clubEntry.closedHint')}{' '}
          <Link to="/evidence/zavody/$id/$activeTab" params={{ id: String(event.id), activeTab: 'prihlaseni-zavodnici' }}>
            {t('clubEntry.closedLink')}
          </Link>
          .
        </Alert>
      )}
      {open && <p className="page-intro">{t('racing.clubEntry.intro')}</p>}
      {outcomes && <OutcomesTable outcomes={outcomes} names={names} athletes={byId} raceNames={raceNames} />}
      {problem && <Alert variant="danger">{problem}</Alert>}
      {!open ? null : detail.races.length === 0 ? (
        <Alert variant="info">{t('racing.races.none')}</Alert>
      ) : (
        <>
          <Filters label={t('clubEntry.filters')} className="club-entry-filters">
            <SearchFilter label={t('clubEntry.search')} placeholder={t('clubEntry.searchPlaceholder')} value={text} onChange={setText} />
            <label className="checkbox-filter">
              <input type="checkbox" checked={onlyEligible} onChange={(change) => setOnlyEligible(change.target.checked)} /> {t('clubEntry.onlyEligible')}
            </label>
          </Filters>
          {athletes.data && (
            <p className="hint" role="status">
              {visible.length === 0 ? t('clubEntry.noneShown') : tf('clubEntry.shown', { shown: formatNumber(visible.length), total: formatNumber(all.length) })}
            </p>
          )}
          <ChoiceContext.Provider value={{ choices, setChoice, races: detail.races, departmentName: event.departmentName }}>
            <DataGrid
              gridId="club-entry"
              label={t('racing.clubEntry.grid')}
              columns={columns}
              rows={athletes.data ? visible : undefined}
              totalCount={visible.length}
              loading={athletes.isFetching}
              error={athletes.error}
              getRowId={({ data }) => String(data.memberId)}
              getRowClass={(athlete) => (rowRefusal(athlete.races) !== null ? 'row-refused' : undefined)}
            />
          </ChoiceContext.Provider>
          {summary.length > 0 && (
            <section className="card entry-summary" aria-labelledby="entry-summary-title">
              <h2 id="entry-summary-title">{t('clubEntry.summary')}</h2>
              <ul>
                {summary.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
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
            {chosen.length > 0 && !enter.isPending && (
              <button type="button" className="button-secondary" onClick={() => setChoices({})}>
                {t('clubEntry.clearChoice')}
              </button>
            )}
          </div>
        </>
      )}
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
  const { choices, setChoice, departmentName } = useContext(ChoiceContext);
  const cell = entryCell(athlete.races, race.id);
  const key = keyOf(athlete.memberId, race.id);
  const name = `${athlete.firstName} ${athlete.lastName}`;
  if (cell.kind === 'entered') return <span className="badge badge-approved">{enteredLabel(athlete.sex)}</span>;
  if (cell.kind === 'refused') return <Refusal code={cell.code} message={cell.message} memberId={athlete.memberId} departmentName={departmentName} race={race} />;
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

/** A refused cell: the spec's reason, and how to fix it where the fix is a page away. */
function Refusal({ code, message, memberId, departmentName, race }: { code: string; message: string; memberId: number; departmentName: string; race: Race }) {
  const fix = refusalFix(code, memberId, departmentName, race);
  return (
    <span className="refusal">
      <span>{message}</span>
      {fix?.kind === 'role' && (
        <>
          {' '}
          <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(fix.memberId), activeTab: 'role-v-usecich' }}>
            {fix.label}
          </Link>
        </>
      )}
      {fix?.kind === 'fee' && (
        <>
          {' '}
          <Link to="/evidence/objednavky-a-platby/platba-za-cleny">{fix.label}</Link>
        </>
      )}
      {fix?.kind === 'hint' && <span className="refusal-hint">{fix.label}</span>}
    </span>
  );
}

function OutcomesTable({
  outcomes,
  names,
  athletes,
  raceNames,
}: {
  outcomes: ClubEntryOutcome[];
  names: Map<number, string>;
  athletes: Map<number, Athlete>;
  raceNames: Map<number, string>;
}) {
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
                  {made ? enteredLabel(athletes.get(outcome.memberId)?.sex ?? 'MALE') : (outcome.message ?? outcome.code ?? t('ui.error'))}
                </span>
              </td>
            </tr>
          );
        })}
      </SimpleTable>
    </section>
  );
}
