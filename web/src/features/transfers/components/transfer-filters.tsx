// The filters of the inquiries list, kept in the URL: state, kind, and where the asker's scope
// holds more than one of them the club and the department; the season.
import { Filters, SelectFilter } from '../../../components/ui/filters';
import { t } from '../../../lib/i18n';
import type { TransferChoices } from '../api/transfer-choices';
import { TRANSFER_KINDS, TRANSFER_STATES, type TransferSearch, hasFilters, withFilter } from '../transfer-search';

interface TransferFiltersProps {
  search: TransferSearch;
  choices: TransferChoices | undefined;
  /** Whether the asker sees more than one department's inquiries (not Section staff). */
  departmentFilter: boolean;
  onChange: (search: TransferSearch) => void;
}

export function TransferFilters({ search, choices, departmentFilter, onChange }: TransferFiltersProps) {
  const clubs = choices?.clubs.nodes ?? [];
  const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));
  return (
    <div className="filters-with-actions">
      <Filters label={t('transfers.filters')}>
        <SelectFilter
          label={t('transfers.filter.state')}
          value={text(search.state)}
          allLabel={t('transfers.all')}
          options={TRANSFER_STATES.map((value) => ({ value, label: t(`transfers.state.${value}`) }))}
          onChange={(value) => onChange(withFilter(search, 'state', value))}
        />
        <SelectFilter
          label={t('transfers.filter.kind')}
          value={text(search.kind)}
          allLabel={t('transfers.all')}
          options={TRANSFER_KINDS.map((value) => ({ value, label: t(`transfers.kind.${value}`) }))}
          onChange={(value) => onChange(withFilter(search, 'kind', value))}
        />
        {(clubs.length > 1 || search.club !== undefined) && (
          <SelectFilter
            label={t('transfers.filter.club')}
            value={text(search.club)}
            allLabel={t('transfers.all')}
            options={clubs.map((club) => ({ value: String(club.id), label: club.name }))}
            onChange={(value) => onChange(withFilter(search, 'club', value))}
          />
        )}
        {departmentFilter && (
          <SelectFilter
            label={t('transfers.filter.department')}
            value={text(search.department)}
            allLabel={t('transfers.all')}
            options={choices?.departments.map((department) => ({ value: String(department.id), label: department.name }))}
            onChange={(value) => onChange(withFilter(search, 'department', value))}
          />
        )}
        <SelectFilter
          label={t('transfers.filter.season')}
          value={text(search.season)}
          allLabel={t('transfers.all')}
          options={choices?.seasons.map((season) => ({ value: String(season.id), label: season.name }))}
          onChange={(value) => onChange(withFilter(search, 'season', value))}
        />
      </Filters>
      {hasFilters(search) && (
        <button type="button" className="button-secondary" onClick={() => onChange({})}>
          {t('transfers.filter.reset')}
        </button>
      )}
    </div>
  );
}
