// The filter of a role list, kept in the URL: name or registration number and the course (sent
// once typing pauses), the validity (in force today by default) and the qualification of the
// list's kind.
import { useEffect, useState } from 'react';
import { Filters, SearchFilter, SelectFilter } from '../../../components/ui/filters';
import { ValueOptions } from '../../../components/ui/options';
import { t } from '../../../lib/i18n';
import { useDebounced } from '../../../lib/use-debounced';
import { MAX_SEARCH_CHARS, type OnRoleSearch, ROLE_VALIDITIES, type RoleHolderSearch, hasFilters, validityOf, withFilter } from '../role-search';

interface RoleHolderFiltersProps {
  search: RoleHolderSearch;
  /** The qualifications of the list's kind: (value, label). */
  qualifications: readonly { value: string; label: string }[] | undefined;
  onSearch: OnRoleSearch;
}

/** A text of the filter typed into a box: shown as typed, put into the URL once typing pauses,
 * and taken from the URL when it changes there (a reset, the browser's back button). */
function useTypedFilter(value: string | undefined, commit: (text: string) => void): [string, (text: string) => void] {
  const [typed, setTyped] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  const debounced = useDebounced(typed);
  // A change the typing did not make (its own lands as the text typed) replaces the text.
  if (seen !== value) {
    setSeen(value);
    if ((value ?? '') !== debounced.trim()) setTyped(value ?? '');
  }
  useEffect(() => {
    if (debounced.trim() !== (value ?? '')) commit(debounced);
    // Only a pause in typing sends the text; the rest of the filter is read when it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return [typed, setTyped];
}

export function RoleHolderFilters({ search, qualifications, onSearch }: RoleHolderFiltersProps) {
  const [text, setText] = useTypedFilter(search.search, (value) => onSearch(withFilter(search, 'search', value), true));
  const [course, setCourse] = useTypedFilter(search.course, (value) => onSearch(withFilter(search, 'course', value), true));
  return (
    <div className="filters-with-actions">
      <Filters label={t('roles.filters')} className="role-filters">
        <SearchFilter label={t('roles.filter.search')} placeholder={t('roles.filter.searchPlaceholder')} value={text} onChange={(value) => setText(value.slice(0, MAX_SEARCH_CHARS))} />
        <label>
          {t('roles.filter.validity')}
          <select value={validityOf(search)} onChange={(event) => onSearch(withFilter(search, 'validity', event.target.value))}>
            <ValueOptions values={ROLE_VALIDITIES} label={(value) => t(`roles.validity.${value}`)} />
          </select>
        </label>
        <SelectFilter
          label={t('roles.filter.qualification')}
          value={search.qualification ?? ''}
          allLabel={t('roles.filter.all')}
          options={qualifications}
          onChange={(value) => onSearch(withFilter(search, 'qualification', value))}
        />
        <label>
          {t('roles.filter.course')}
          <input type="search" value={course} placeholder={t('roles.filter.coursePlaceholder')} maxLength={MAX_SEARCH_CHARS} onChange={(event) => setCourse(event.target.value)} />
        </label>
      </Filters>
      {hasFilters(search) && (
        <button type="button" className="button-secondary" onClick={() => onSearch({})}>
          {t('roles.filter.reset')}
        </button>
      )}
    </div>
  );
}
