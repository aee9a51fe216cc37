// Open pairing suggestions grouped by their result row (its name, birth year, club and place),
// each row with its candidate members (best first) to pair or reject. Across events each row
// names its event and race, linked to the race's suggestions.
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { PairingSuggestionsQuery } from '../../../gql/graphql';
import { formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { usePairResultRow, useRejectPairingSuggestion } from '../api/pairing-decisions';
import { SUGGESTION_LIST_LIMIT, type SuggestionGroup, groupSuggestions, scoreText, suggestionRowsText } from '../results-format';

export type PairingSuggestion = PairingSuggestionsQuery['pairingSuggestions'][number];

interface PairingSuggestionListProps {
  suggestions: readonly PairingSuggestion[];
  /** Name each row's event and race (the list across events). */
  showRace: boolean;
}

export function PairingSuggestionList({ suggestions, showRace }: PairingSuggestionListProps) {
  const groups = groupSuggestions(suggestions);
  if (groups.length === 0) return <Alert variant="info">{t('results.suggestions.none')}</Alert>;
  return (
    <>
      <p className="grid-count" aria-live="polite">
        {suggestionRowsText(groups.length)}
      </p>
      {suggestions.length >= SUGGESTION_LIST_LIMIT && <p className="hint">{tf('results.suggestions.limited', { count: formatNumber(SUGGESTION_LIST_LIMIT) })}</p>}
      <div className="suggestion-groups">
        {groups.map((group) => (
          <SuggestionRow key={group.key} group={group} showRace={showRace} />
        ))}
      </div>
    </>
  );
}

function SuggestionRow({ group, showRace }: { group: SuggestionGroup<PairingSuggestion>; showRace: boolean }) {
  const pair = usePairResultRow();
  const reject = useRejectPairingSuggestion();
  const [problem, setProblem] = useState<string>();
  const headingId = useId();
  const row = group.row;
  const busy = pair.isPending || reject.isPending;
  const facts = [
    row.rowBirthYear != null ? tf('results.suggestions.born', { year: String(row.rowBirthYear) }) : null,
    row.rowClub,
    row.rowRank != null ? tf('results.suggestions.rank', { rank: String(row.rowRank) }) : null,
  ].filter(Boolean);
  const decide = async (kind: 'pair' | 'reject', candidate: PairingSuggestion) => {
    setProblem(undefined);
    const variables = { resultRaceId: candidate.resultRaceId, ordinal: candidate.ordinal, memberId: candidate.memberId };
    const names = { row: row.rowName, member: candidate.memberName };
    try {
      if (kind === 'pair') {
        await pair.mutateAsync(variables);
        flashStore.add({ message: tf('results.suggestions.paired', names) });
      } else {
        await reject.mutateAsync(variables);
        flashStore.add({ message: tf('results.suggestions.rejected', names) });
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('ui.error'));
    }
  };
  return (
    <section className="card suggestion-row" aria-labelledby={headingId}>
      <h2 id={headingId}>{row.rowName}</h2>
      <p className="race-meta">{facts.join(' · ')}</p>
      {showRace && (
        <p className="suggestion-race">
          {row.eventName} ·{' '}
          <Link
            to="/evidence/zavody/$id/tvorba-vysledku/$resultRaceId/navrhy-na-parovani"
            params={{ id: String(row.racingEventId), resultRaceId: String(row.resultRaceId) }}
          >
            {row.resultRaceName}
          </Link>
        </p>
      )}
      {problem && <Alert variant="danger">{problem}</Alert>}
      <SimpleTable
        className="suggestion-candidates"
        caption={tf('results.suggestions.candidates', { name: row.rowName })}
        columns={[
          t('results.suggestions.member'),
          t('results.suggestions.birthYear'),
          t('results.suggestions.club'),
          { label: t('results.suggestions.score'), numeric: true },
          t('results.suggestions.decision'),
        ]}
      >
        {group.candidates.map((candidate) => {
          const names = { row: row.rowName, member: candidate.memberName };
          return (
            <tr key={candidate.memberId}>
              <td>
                <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(candidate.memberId), activeTab: 'informace-o-clenovi' }}>
                  {candidate.memberName}
                </Link>
              </td>
              <td>{candidate.memberBirthYear}</td>
              <td>{candidate.memberClub ?? t('results.suggestions.noClub')}</td>
              <td className="number">{scoreText(candidate.score)}</td>
              <td>
                <div className="actions compact-actions">
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={tf('results.suggestions.pairOf', names)}
                    onClick={() => void decide('pair', candidate)}
                  >
                    {t('results.suggestions.pair')}
                  </button>
                  <button
                    type="button"
                    className="button-secondary"
                    disabled={busy}
                    aria-label={tf('results.suggestions.rejectOf', names)}
                    onClick={() => void decide('reject', candidate)}
                  >
                    {t('results.suggestions.reject')}
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </SimpleTable>
    </section>
  );
}
