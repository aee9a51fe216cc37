// The club of the request: a search over the public list of active clubs and the matches as
// radio buttons (a native control every screen reader knows). The chosen club stays listed
// while the applicant searches on.
import { useId, useState } from 'react';
import { t, tf } from '../../../lib/i18n';
import { useDebounced } from '../../../lib/use-debounced';
import { useRegistrationClubs } from '../api/public-form';

interface Club {
  id: number;
  name: string;
  municipality: string | null;
}

interface ClubPickerProps {
  value: string;
  error: string | undefined;
  onChoose: (clubId: string) => void;
  /** Where a failed submit puts the focus when the club is missing (the search). */
  focusRef?: (element: HTMLInputElement | null) => void;
}

export function ClubPicker({ value, error, onChoose, focusRef }: ClubPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Club>();
  const clubs = useRegistrationClubs(useDebounced(search.trim()));
  const found = clubs.data?.nodes ?? [];
  const listed = chosen && String(chosen.id) === value && !found.some((club) => club.id === chosen.id) ? [chosen, ...found] : found;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset className="club-picker" aria-describedby={error ? errorId : undefined}>
      <legend>{t('registration.club')}</legend>
      <div className="field">
        <label htmlFor={`${id}-search`}>{t('registration.club.search')}</label>
        <input ref={focusRef} id={`${id}-search`} type="search" value={search} autoComplete="off" aria-describedby={error ? `${hintId} ${errorId}` : hintId} onChange={(event) => setSearch(event.target.value)} />
        <p className="hint" id={hintId}>
          {t('registration.club.searchHint')}
        </p>
      </div>
      {clubs.isPending && <p>{t('registration.loading')}</p>}
      {clubs.isError && <p className="field-error">{t('registration.error')}</p>}
      {clubs.data && listed.length === 0 && <p>{t('registration.club.none')}</p>}
      {listed.length > 0 && (
        <ul className="member-choices club-choices" aria-label={t('registration.club.list')}>
          {listed.map((club) => (
            <li key={club.id}>
              <label>
                <input
                  type="radio"
                  name={`${id}-club`}
                  value={String(club.id)}
                  checked={value === String(club.id)}
                  aria-invalid={error ? true : undefined}
                  onChange={() => {
                    setChosen(club);
                    onChoose(String(club.id));
                  }}
                />{' '}
                {club.name}
                {club.municipality && <span className="hint"> · {club.municipality}</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
      {clubs.data && clubs.data.totalCount > found.length && (
        <p className="hint">{tf('registration.club.more', { shown: found.length, total: clubs.data.totalCount })}</p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
