// /evidence/cisteni-dat/validace-rodnych-cisel: the members whose birth number failed the last
// check, each fixed in place; the check can run again (a job in the background).
import '../texts';
import { Link } from '@tanstack/react-router';
import type { ColDef } from 'ag-grid-community';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { usePagedGrid } from '../../../components/data-grid/use-paged-grid';
import { flashStore } from '../../../components/ui/flash-store';
import { modalStore } from '../../../components/ui/modal-store';
import { formatBirthNumber, formatDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { useBirthNumberProblems } from '../api/birth-number-problems';
import { useCheckBirthNumbers } from '../api/check-birth-numbers';
import { dateTime, sexLabel } from '../cleanup-format';
import { CleanupPageHeader } from '../components/cleanup-page-header';
import { type BirthNumberProblem, FixBirthNumberForm } from '../components/fix-birth-number-form';

const openFix = (problem: BirthNumberProblem) =>
  modalStore.open({
    title: tf('cleanup.fix.title', { name: `${problem.firstName} ${problem.lastName}` }),
    content: <FixBirthNumberForm problem={problem} />,
  });

const COLUMNS: ColDef<BirthNumberProblem>[] = [
  { colId: 'registrationNumber', headerName: t('cleanup.birthNumbers.registrationNumber'), field: 'registrationNumber', width: 110 },
  {
    colId: 'member',
    headerName: t('cleanup.birthNumbers.member'),
    flex: 1,
    minWidth: 190,
    cellRenderer: ({ data }: { data: BirthNumberProblem | undefined }) =>
      data ? (
        <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(data.memberId), activeTab: 'informace-o-clenovi' }}>
          {data.lastName} {data.firstName}
        </Link>
      ) : null,
  },
  { colId: 'birthNumber', headerName: t('cleanup.birthNumbers.birthNumber'), valueGetter: ({ data }) => formatBirthNumber(data?.birthNumber) || t('cleanup.none'), width: 130 },
  { colId: 'birthDate', headerName: t('cleanup.birthNumbers.birthDate'), valueGetter: ({ data }) => (data ? formatDate(data.birthDate) : ''), width: 150 },
  { colId: 'sex', headerName: t('cleanup.birthNumbers.sex'), valueGetter: ({ data }) => (data ? sexLabel(data.sex) : ''), width: 100 },
  { colId: 'club', headerName: t('cleanup.birthNumbers.club'), valueGetter: ({ data }) => data?.clubName ?? t('cleanup.none'), flex: 1, minWidth: 220 },
  { colId: 'reason', headerName: t('cleanup.birthNumbers.reason'), field: 'reason', flex: 1, minWidth: 220, wrapText: true, autoHeight: true },
  {
    colId: 'fix',
    headerName: t('cleanup.birthNumbers.actions'),
    width: 110,
    cellRenderer: ({ data }: { data: BirthNumberProblem | undefined }) =>
      data ? (
        <button
          type="button"
          className="link-button"
          aria-label={tf('cleanup.birthNumbers.fixLabel', { name: `${data.firstName} ${data.lastName}` })}
          onClick={() => openFix(data)}
        >
          {t('cleanup.birthNumbers.fix')}
        </button>
      ) : null,
  },
];

export function BirthNumbersPage() {
  const grid = usePagedGrid();
  const problems = useBirthNumberProblems(grid.request);
  const check = useCheckBirthNumbers();
  const checkedAt = problems.data?.nodes[0]?.checkedAt;
  return (
    <section>
      <CleanupPageHeader
        title={t('cleanup.birthNumbers.title')}
        intro={t('cleanup.birthNumbers.intro')}
        actions={
          <button
            type="button"
            className="button-secondary"
            disabled={check.isPending}
            onClick={() =>
              void check
                .mutateAsync()
                .then(() => flashStore.add({ message: t('cleanup.birthNumbers.checkStarted'), variant: 'info' }))
                .catch((error: unknown) => flashStore.add({ message: error instanceof Error ? error.message : t('ui.error'), variant: 'danger' }))
            }
          >
            {t('cleanup.birthNumbers.check')}
          </button>
        }
      />
      {checkedAt && <p className="hint">{tf('cleanup.birthNumbers.checkedAt', { when: dateTime(checkedAt) })}</p>}
      <DataGrid
        gridId="cleanup-birth-numbers"
        label={t('cleanup.birthNumbers.grid')}
        columns={COLUMNS}
        {...grid.gridProps({ rows: problems.data?.nodes, totalCount: problems.data?.totalCount ?? 0, loading: problems.isFetching, error: problems.error })}
        getRowId={({ data }) => String(data.memberId)}
      />
    </section>
  );
}
