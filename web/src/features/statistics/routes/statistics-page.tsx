// /evidence/statistiky/{kluby|kraje}: a season's statistics of one kind by club or by region, in
// the asker's scope (Admin all, Area its region, Section its department, Team its club), with the
// previous season and the change beside, the people by age on 31 December, the workbook of the
// same query, and Admin's recount. The season, kind and department are in the URL. Charts (the
// age pyramid; the figure per region) stand beside the tables, the chart library loaded lazily.
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Filters, SelectFilter } from '../../../components/ui/filters';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { StatisticsKind, StatisticsMeasure } from '../../../gql/graphql';
import { formatDate, formatNumber, formatTime } from '../../../lib/format';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { t, tDynamic, tf } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { Restricted, useMe } from '../../auth';
import { type StatisticsLine, type StatisticsTable, useStatistics, useStatisticsSeasons, useTakeStatisticsSnapshot } from '../api/statistics';
import { AgePyramidChart, RegionChart } from '../components/statistics-charts';
import { chartHeight, pyramidBars, regionBars } from '../statistics-charts';
import { PER_DEPARTMENT, STATISTICS_KINDS, type StatisticsSearch, type StatisticsTab } from '../statistics-search';

interface StatisticsPageProps {
  tab: StatisticsTab;
  search: StatisticsSearch;
  onSearch: (search: StatisticsSearch) => void;
}

const kindLabel = (kind: StatisticsKind) => tDynamic(`statistics.kind.${kind}`);
const measureLabel = (measure: StatisticsMeasure) => tDynamic(`statistics.measure.${measure}`);

/** The change against the previous season: "+12,5 %", "−3 %", or a dash. */
export function changeText(percent: number | null | undefined): string {
  if (percent === null || percent === undefined) return '—';
  const text = formatNumber(Math.abs(percent), Number.isInteger(percent) ? 0 : 1);
  return `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${text} %`;
}

export function StatisticsPage({ tab, search, onSearch }: StatisticsPageProps) {
  usePageTitle(t('statistics.title'));
  const me = useMe();
  const choices = useStatisticsSeasons();
  const kind = search.kind ?? 'MEMBER';
  const year = search.year ?? choices.data?.statisticsSeasons.find((season) => season <= new Date().getFullYear()) ?? choices.data?.statisticsSeasons[0];
  const perDepartment = PER_DEPARTMENT.includes(kind);
  const sectionStaff = me.data?.activeIdentity.identityType === 'SECTION';
  // Asked once the season and the asker are known: no request for a season 0, and Section staff
  // never ask for another department than their own.
  const statistics = useStatistics(
    { year: year ?? 0, kind, departmentId: perDepartment && !sectionStaff ? (search.departmentId ?? null) : null, by: tab === 'kluby' ? 'CLUB' : 'REGION' },
    year !== undefined && me.data !== undefined,
  );
  const take = useTakeStatisticsSnapshot();
  const heading = (
    <>
      <h1>{t('statistics.title')}</h1>
      <p className="page-intro">{t('statistics.intro')}</p>
    </>
  );
  if (statistics.error instanceof GraphQLRequestError && statistics.error.code === 'FORBIDDEN') return <Restricted reason="forbidden" />;
  const filters = (
    <Filters label={t('statistics.filters')}>
      <label>
        {t('statistics.filter.year')}
        <select value={year ?? ''} onChange={(event) => onSearch({ ...search, year: Number(event.target.value) || undefined })}>
          {(choices.data?.statisticsSeasons ?? []).map((season) => (
            <option key={season} value={season}>
              {season}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('statistics.filter.kind')}
        <select value={kind} onChange={(event) => onSearch({ ...search, kind: STATISTICS_KINDS.find((candidate) => candidate === event.target.value) })}>
          {STATISTICS_KINDS.map((candidate) => (
            <option key={candidate} value={candidate}>
              {kindLabel(candidate)}
            </option>
          ))}
        </select>
      </label>
      {perDepartment && !sectionStaff && (
        <SelectFilter
          label={t('statistics.filter.department')}
          value={search.departmentId === undefined ? '' : String(search.departmentId)}
          allLabel={t('statistics.filter.allDepartments')}
          options={choices.data?.departments.map((department) => ({ value: department.id, label: department.name }))}
          onChange={(value) => onSearch({ ...search, departmentId: Number(value) || undefined })}
        />
      )}
    </Filters>
  );
  const tabs = (
    <nav className="tabs" aria-label={t('statistics.tabs')}>
      {(['kluby', 'kraje'] as const).map((item) => (
        <Link key={item} to="/evidence/statistiky/$activeTab" params={{ activeTab: item }} search={search} aria-current={item === tab ? 'page' : undefined}>
          {t(item === 'kluby' ? 'statistics.tab.kluby' : 'statistics.tab.kraje')}
        </Link>
      ))}
    </nav>
  );
  return (
    <section className="statistics-page" aria-busy={statistics.isPlaceholderData || undefined}>
      {heading}
      {filters}
      {tabs}
      {statistics.isPending ? (
        <p>{t('statistics.loading')}</p>
      ) : statistics.isError ? (
        <Alert variant="danger">{statistics.error.message}</Alert>
      ) : (
        <Figures table={statistics.data} tab={tab} taking={take.isPending} taken={take.isSuccess} onTake={() => take.mutate(statistics.data.year)} />
      )}
    </section>
  );
}

interface FiguresProps {
  table: StatisticsTable;
  tab: StatisticsTab;
  taking: boolean;
  taken: boolean;
  onTake: () => void;
}

function Figures({ table, tab, taking, taken, onTake }: FiguresProps) {
  const people = table.kind !== 'RACING_EVENT';
  const takenAt = table.takenAt ? `${formatDate(table.takenAt)} ${formatTime(table.takenAt)}` : null;
  return (
    <>
      <p className="hint">{table.definition}</p>
      {people && <p className="hint">{tf('statistics.keyDate', { date: formatDate(table.keyDate) })}</p>}
      <p className="statistics-state">
        {takenAt ? tf(table.finalSnapshot ? 'statistics.final' : 'statistics.taken', { at: takenAt }) : t('statistics.notTaken')}
      </p>
      <p className="actions">
        {table.downloadUrl && (
          <a className="button-secondary" href={table.downloadUrl} download>
            {t('statistics.download')}
          </a>
        )}
        {table.canTakeSnapshot && (
          <button type="button" className="button-secondary" disabled={taking} onClick={onTake}>
            {taking ? t('statistics.taking') : t('statistics.take')}
          </button>
        )}
      </p>
      {taken && <Alert variant="info">{t('statistics.takeQueued')}</Alert>}
      {table.rows.length > 0 && tab === 'kraje' && <RegionFigure table={table} people={people} />}
      {table.rows.length === 0 ? <p>{t('statistics.empty')}</p> : <FigureTable table={table} tab={tab} people={people} />}
      {people && table.ages.length > 0 && <AgeFigures table={table} />}
    </>
  );
}

interface ChartFigureProps {
  className: string;
  caption: string;
  hint: string;
  height: number;
  children: ReactNode;
}

/** A chart with its caption; its frame keeps the chart's height while the library loads. */
function ChartFigure({ className, caption, hint, height, children }: ChartFigureProps) {
  return (
    <figure className={`statistics-chart ${className}`}>
      <figcaption>
        <span className="statistics-chart-title">{caption}</span> <span className="hint">{hint}</span>
      </figcaption>
      <div className="statistics-chart-frame" style={{ minHeight: height }}>
        {children}
      </div>
    </figure>
  );
}

/** The chosen figure per region as bars, above the regions' table. */
function RegionFigure({ table, people }: { table: StatisticsTable; people: boolean }) {
  const bars = useMemo(() => regionBars(table.rows), [table.rows]);
  const measure = measureLabel(table.measures[0] ?? 'PEOPLE');
  const height = chartHeight(bars.length, 30, 150, 720);
  return (
    <ChartFigure
      className="statistics-regions-chart"
      caption={people ? tf('statistics.chart.regions', { kind: kindLabel(table.kind) }) : tf('statistics.chart.regionsOf', { kind: kindLabel(table.kind), measure })}
      hint={t('statistics.chart.regionsHint')}
      height={height}
    >
      <RegionChart bars={bars} people={people} measure={measure} height={height} />
    </ChartFigure>
  );
}

/** The people by age: the pyramid beside the table. */
function AgeFigures({ table }: { table: StatisticsTable }) {
  const bars = useMemo(() => pyramidBars(table.ages), [table.ages]);
  const height = chartHeight(bars.length, 11, 200, 760);
  return (
    <>
      <h2>{t('statistics.ages')}</h2>
      <div className="statistics-ages-layout">
        <ChartFigure className="statistics-pyramid" caption={t('statistics.chart.pyramid')} hint={t('statistics.chart.pyramidHint')} height={height}>
          <AgePyramidChart bars={bars} height={height} />
        </ChartFigure>
        <AgeTable table={table} />
      </div>
    </>
  );
}

function FigureTable({ table, tab, people }: { table: StatisticsTable; tab: StatisticsTab; people: boolean }) {
  const clubs = tab === 'kluby';
  const previous = table.previousYear;
  const cells = (line: StatisticsLine, header: boolean) => (
    <>
      {header ? <th scope="row">{line.name}</th> : <td>{line.name}</td>}
      {clubs && <td data-label={t('statistics.col.code')}>{line.code ?? ''}</td>}
      {line.values.map((value, index) => (
        <td key={index} className="number" data-label={measureLabel(table.measures[index] ?? 'PEOPLE')}>
          {formatNumber(value)}
        </td>
      ))}
      {people && (
        <>
          <td className="number" data-label={t('statistics.col.male')}>
            {formatNumber(line.male)}
          </td>
          <td className="number" data-label={t('statistics.col.female')}>
            {formatNumber(line.female)}
          </td>
        </>
      )}
      {previous !== null && previous !== undefined && (
        <>
          <td className="number" data-label={tf('statistics.col.previous', { year: previous })}>
            {formatNumber(line.previous[0] ?? 0)}
          </td>
          <td className="number" data-label={t('statistics.col.change')}>
            {changeText(line.changePercent)}
          </td>
        </>
      )}
    </>
  );
  return (
    <SimpleTable
      className="statistics-table"
      caption={t(clubs ? 'statistics.caption.kluby' : 'statistics.caption.kraje')}
      scroll
      columns={[
        t(clubs ? 'statistics.col.club' : 'statistics.col.region'),
        clubs && t('statistics.col.code'),
        ...table.measures.map((measure) => ({ label: measureLabel(measure), numeric: true })),
        people && { label: t('statistics.col.male'), numeric: true },
        people && { label: t('statistics.col.female'), numeric: true },
        previous != null && { label: tf('statistics.col.previous', { year: previous }), numeric: true },
        previous != null && { label: t('statistics.col.change'), numeric: true },
      ]}
      footer={<tr className="statistics-total">{cells(table.total, true)}</tr>}
    >
      {table.rows.map((line) => (
        <tr key={line.id ?? 'none'}>{cells(line, false)}</tr>
      ))}
    </SimpleTable>
  );
}

function AgeTable({ table }: { table: StatisticsTable }) {
  return (
    <SimpleTable
      className="statistics-ages"
      caption={t('statistics.ages.caption')}
      scroll
      columns={[
        { label: t('statistics.col.age'), numeric: true },
        { label: t('statistics.col.male'), numeric: true },
        { label: t('statistics.col.female'), numeric: true },
        { label: t('statistics.col.sum'), numeric: true },
      ]}
    >
      {table.ages.map((age) => (
        <tr key={age.age}>
          <td className="number">{age.age}</td>
          <td className="number" data-label={t('statistics.col.male')}>
            {formatNumber(age.male)}
          </td>
          <td className="number" data-label={t('statistics.col.female')}>
            {formatNumber(age.female)}
          </td>
          <td className="number" data-label={t('statistics.col.sum')}>
            {formatNumber(age.male + age.female)}
          </td>
        </tr>
      ))}
    </SimpleTable>
  );
}
