// Pairing a result row by hand (the event's managers, in the modal host): the row's athlete,
// a search of the register (type-ahead, from two letters) listing each member's name, birth
// year, registration number and club, and the member chosen is paired to the row. A member
// the asker may not open is refused by the server with its Czech reason, shown here.
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { modalStore } from '../../../components/ui/modal-store';
import { t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { useDebounced } from '../../../lib/use-debounced';
import { useMembers } from '../../members';
import { usePairResultRow } from '../api/pairing-decisions';
import { MEMBER_SEARCH_MIN, memberFacts, rowFacts } from '../results-format';
import type { ResultRowOfRace } from './result-list-table';

/** How many members the search lists at most. */
const FOUND_LIMIT = 20;

interface ManualPairingProps {
  row: ResultRowOfRace;
  resultRaceId: number;
}

/** Opens the member search for a row in the modal host. */
export function openManualPairing(props: ManualPairingProps): void {
  const rowName = `${props.row.lastName} ${props.row.firstName}`.trim();
  modalStore.open({ title: tf('results.manual.title', { name: rowName }), variant: 'wide', content: <ManualPairing {...props} /> });
}

function ManualPairing({ row, resultRaceId }: ManualPairingProps) {
  const rowName = `${row.lastName} ${row.firstName}`.trim();
  // The last name is what a clerk looks for first.
  const [search, setSearch] = useState(row.lastName);
  const debounced = useDebounced(search.trim());
  const searching = debounced.length >= MEMBER_SEARCH_MIN;
  const members = useMembers({ page: 1, perPage: FOUND_LIMIT, sort: [], filter: { search: searching ? debounced : null, archived: false } });
  const pair = usePairResultRow();
  const [problem, setProblem] = useState<string>();
  const found = searching ? (members.data?.nodes ?? []) : [];

  const choose = async (member: (typeof found)[number]) => {
    const memberName = `${member.lastName} ${member.firstName}`;
    setProblem(undefined);
    try {
      await pair.mutateAsync({ resultRaceId, ordinal: row.ordinal, memberId: member.id });
      modalStore.close();
      flashStore.add({ message: tf('results.suggestions.paired', { row: rowName, member: memberName }) });
    } catch (error) {
      const problems = serverProblems(error);
      setProblem([problems.message, ...problems.fields.map((field) => field.message)].filter(Boolean).join('\n'));
    }
  };

  return (
    <div className="manual-pairing">
      <p className="manual-pairing-row">
        <strong>{rowName}</strong> <span className="hint">{rowFacts(row)}</span>
      </p>
      {problem && <Alert variant="danger">{problem}</Alert>}
      <div className="field">
        <label htmlFor="manual-pairing-search">{t('results.manual.search')}</label>
        <input
          id="manual-pairing-search"
          type="search"
          value={search}
          autoComplete="off"
          placeholder={t('results.manual.searchPlaceholder')}
          // The dialog opens for this search: the cursor goes to it.
          autoFocus
          onChange={(event) => setSearch(event.target.value)}
        />
        <p className="hint">{t('results.manual.searchHint')}</p>
      </div>
      {searching && members.isFetching && found.length === 0 && <p className="hint">{t('ui.loading')}</p>}
      {members.isError && <Alert variant="danger">{members.error.message}</Alert>}
      {searching && !members.isFetching && !members.isError && found.length === 0 && <p className="hint">{t('results.manual.noMembers')}</p>}
      {found.length > 0 && (
        <ul className="member-choices manual-pairing-choices" aria-label={t('results.manual.found')}>
          {found.map((member) => {
            const memberName = `${member.lastName} ${member.firstName}`;
            return (
              <li key={member.id}>
                <span>
                  <strong>{memberName}</strong> <span className="hint">{memberFacts(member)}</span>
                </span>
                <button
                  type="button"
                  className="button-secondary"
                  disabled={pair.isPending}
                  aria-label={tf('results.suggestions.pairOf', { row: rowName, member: memberName })}
                  onClick={() => void choose(member)}
                >
                  {t('results.manual.pair')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('results.manual.cancel')}
        </button>
      </div>
    </div>
  );
}
