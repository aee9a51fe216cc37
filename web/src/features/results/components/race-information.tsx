// The race information tab: when and where, sector, discipline, category, codex, runs,
// status, and the result list to download once the results are published.
import type { ReactNode } from 'react';
import { FactList } from '../../../components/ui/facts';
import { formatDate, formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { codeWithName, dateTime, yearsText } from '../results-format';
import type { ResultRaceDetail } from './result-list-table';
import { RaceStatusBadge } from './race-status-badge';

export function RaceInformation({ detail, work }: { detail: ResultRaceDetail; work: boolean }) {
  const race = detail.race;
  const years = yearsText(race.birthYearFrom, race.birthYearTo);
  const none = t('results.none');
  const facts: [string, ReactNode][] = [
    [t('results.info.event'), detail.eventName],
    [t('results.info.race'), race.raceName ?? none],
    [t('results.info.date'), race.raceDate ? formatDate(race.raceDate) : none],
    [t('results.info.place'), race.place ?? none],
    [t('results.info.sector'), codeWithName('sector', race.sector)],
    [t('results.info.discipline'), codeWithName('discipline', race.discipline)],
    [t('results.info.gender'), race.genderGroup ? t(`racing.gender.${race.genderGroup}`) : none],
    [t('results.info.category'), race.category ?? none],
    [t('results.info.years'), years || none],
    [t('results.info.codex'), race.codex ?? none],
    [t('results.info.runs'), formatNumber(race.runCount)],
  ];
  if (race.penalty) facts.push([t('results.info.penalty'), race.penalty]);
  facts.push([t('results.info.status'), <RaceStatusBadge status={race.status} label={race.statusLabel} />]);
  facts.push([t('results.info.rows'), formatNumber(race.rowCount)]);
  if (work) {
    facts.push([t('results.info.paired'), `${formatNumber(race.pairedCount)} / ${formatNumber(race.rowCount)}`]);
    facts.push([t('results.info.updated'), dateTime(race.updatedAt)]);
  }
  return (
    <section className="card result-info" aria-labelledby="result-info-title">
      <h2 id="result-info-title">{t('results.info.title')}</h2>
      <FactList facts={facts} />
      <h3>{t('results.info.download')}</h3>
      {race.status === 'PUBLISHED' ? (
        <p>
          <a href={race.xlsxUrl} download className="button-secondary">
            {t('results.info.xlsx')}
          </a>
        </p>
      ) : (
        <p className="hint">{t('results.info.notPublished')}</p>
      )}
    </section>
  );
}
