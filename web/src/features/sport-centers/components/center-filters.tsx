// The overview's choices, kept in the URL: the evidence season (the one shown, the current one
// by default) and, where the asker's scope holds more than one, the department.
import { Filters, SelectFilter } from '../../../components/ui/filters';
import { ChoiceOptions } from '../../../components/ui/options';
import { t } from '../../../lib/i18n';
import type { SportCenterChoices } from '../api/sport-center-choices';
import { type SportCenterSearch, withSportCenterChoice } from '../sport-center-search';

interface CenterFiltersProps {
  search: SportCenterSearch;
  /** The season the overview shows (the URL's, or the server's current one). */
  seasonId: number | undefined;
  choices: SportCenterChoices | undefined;
  /** Whether the asker sees more than one department's centers (not Section staff). */
  departmentFilter: boolean;
  onChange: (search: SportCenterSearch) => void;
}

export function CenterFilters({ search, seasonId, choices, departmentFilter, onChange }: CenterFiltersProps) {
  return (
    <Filters label={t('sportCenters.filters')}>
      <label>
        {t('sportCenters.filter.season')}
        <select value={seasonId === undefined ? '' : String(seasonId)} onChange={(event) => onChange(withSportCenterChoice(search, 'evidenceSeasonId', event.target.value))}>
          {seasonId === undefined && <option value="" />}
          <ChoiceOptions choices={choices?.evidenceSeasons.map((season) => ({ value: season.id, label: season.name }))} />
        </select>
      </label>
      {departmentFilter && (
        <SelectFilter
          label={t('sportCenters.filter.department')}
          value={search.departmentId === undefined ? '' : String(search.departmentId)}
          allLabel={t('sportCenters.filter.allDepartments')}
          options={choices?.departments.map((department) => ({ value: department.id, label: department.name }))}
          onChange={(value) => onChange(withSportCenterChoice(search, 'departmentId', value))}
        />
      )}
    </Filters>
  );
}
