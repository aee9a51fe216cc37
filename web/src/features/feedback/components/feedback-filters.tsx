// The filters of the reports list, kept in the URL: state, kind and, for Admin, only the own
// reports.
import { Filters, SelectFilter } from '../../../components/ui/filters';
import { t } from '../../../lib/i18n';
import { FEEDBACK_KINDS, FEEDBACK_STATUSES, type FeedbackSearch, parseFeedbackSearch } from '../feedback-search';
import { hasFeedbackFilters } from '../list-filter';

interface FeedbackFiltersProps {
  search: FeedbackSearch;
  /** Admin sees every account's reports and may keep to the own ones. */
  allReports: boolean;
  onChange: (search: FeedbackSearch) => void;
}

export function FeedbackFilters({ search, allReports, onChange }: FeedbackFiltersProps) {
  const change = (name: keyof FeedbackSearch, value: string | boolean) => onChange(parseFeedbackSearch({ ...search, [name]: value === '' || value === false ? undefined : value }));
  return (
    <div className="filters-with-actions">
      <Filters label={t('feedback.filters')}>
        <SelectFilter
          label={t('feedback.filter.status')}
          value={search.status ?? ''}
          allLabel={t('feedback.filter.all')}
          options={FEEDBACK_STATUSES.map((value) => ({ value, label: t(`feedback.status.${value}`) }))}
          onChange={(value) => change('status', value)}
        />
        <SelectFilter
          label={t('feedback.filter.kind')}
          value={search.kind ?? ''}
          allLabel={t('feedback.filter.all')}
          options={FEEDBACK_KINDS.map((value) => ({ value, label: t(`feedback.kind.${value}`) }))}
          onChange={(value) => change('kind', value)}
        />
        {(allReports || search.mine) && (
          <label className="filter-checkbox">
            <span>
              <input type="checkbox" checked={search.mine ?? false} onChange={(event) => change('mine', event.target.checked)} /> {t('feedback.filter.mine')}
            </span>
          </label>
        )}
      </Filters>
      {hasFeedbackFilters(search) && (
        <button type="button" className="button-secondary" onClick={() => onChange({})}>
          {t('feedback.filter.reset')}
        </button>
      )}
    </div>
  );
}
