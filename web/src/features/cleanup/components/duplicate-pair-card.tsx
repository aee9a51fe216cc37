// A pair of possible duplicates side by side, merged into the older record or the newer one
// after a confirmation; the server's reason why not (MERGE_CONFLICT) stays on the card.
import '../texts';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { PossibleDuplicatesQuery } from '../../../gql/graphql';
import { formatBirthNumber, formatDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { useMergeMembers } from '../api/merge-members';
import { dateTime, mergeQuestion } from '../cleanup-format';

export type DuplicatePair = PossibleDuplicatesQuery['possibleDuplicates']['nodes'][number];
type DuplicateMember = DuplicatePair['first'];

interface Fact {
  label: string;
  value: (member: DuplicateMember) => ReactNode;
  /** What is compared to mark a difference; none for what always differs (number, creation). */
  text?: (member: DuplicateMember) => string;
}

const memberLink = (member: DuplicateMember) => (
  <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(member.memberId), activeTab: 'informace-o-clenovi' }}>
    {member.registrationNumber}
  </Link>
);

const FACTS: readonly Fact[] = [
  { label: t('cleanup.duplicates.registrationNumber'), value: memberLink },
  { label: t('cleanup.duplicates.name'), value: (member) => `${member.firstName} ${member.lastName}`, text: (member) => `${member.firstName} ${member.lastName}` },
  { label: t('cleanup.duplicates.birthDate'), value: (member) => formatDate(member.birthDate), text: (member) => String(member.birthDate) },
  {
    label: t('cleanup.duplicates.birthNumber'),
    value: (member) => formatBirthNumber(member.birthNumber) || t('cleanup.none'),
    text: (member) => member.birthNumber ?? '',
  },
  { label: t('cleanup.duplicates.club'), value: (member) => member.clubName ?? t('cleanup.duplicates.withoutClub'), text: (member) => member.clubName ?? '' },
  { label: t('cleanup.duplicates.created'), value: (member) => dateTime(member.createdAt) },
];

export function DuplicatePairCard({ pair }: { pair: DuplicatePair }) {
  const merge = useMergeMembers();
  const [error, setError] = useState<string>();
  const { first, second } = pair;
  const headingId = useId();
  const run = async (keep: DuplicateMember, merged: DuplicateMember) => {
    const accepted = await confirm({
      title: t('cleanup.duplicates.confirmTitle'),
      message: mergeQuestion(keep, merged),
      acceptLabel: t('cleanup.duplicates.confirmAccept'),
      variant: 'danger',
    });
    if (!accepted) return;
    setError(undefined);
    try {
      await merge.mutateAsync({ keepId: keep.memberId, mergeId: merged.memberId });
      flashStore.add({
        message: tf('cleanup.duplicates.done', { keepNumber: String(keep.registrationNumber), mergeNumber: String(merged.registrationNumber) }),
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('ui.error'));
    }
  };
  return (
    <section className="card duplicate-pair" aria-labelledby={headingId}>
      <h2 id={headingId}>{tf('cleanup.duplicates.pair', { name: `${first.firstName} ${first.lastName}`, born: formatDate(first.birthDate) })}</h2>
      <SimpleTable columns={[{}, t('cleanup.duplicates.older'), t('cleanup.duplicates.newer')]}>
        {FACTS.map((fact) => (
          <tr key={fact.label} className={fact.text && fact.text(first) !== fact.text(second) ? 'differs' : undefined}>
            <th scope="row">{fact.label}</th>
            <td>{fact.value(first)}</td>
            <td>{fact.value(second)}</td>
          </tr>
        ))}
      </SimpleTable>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="actions">
        <button type="button" className="button" disabled={merge.isPending} onClick={() => void run(first, second)}>
          {t('cleanup.duplicates.mergeIntoOlder')}
        </button>
        <button type="button" className="button-secondary" disabled={merge.isPending} onClick={() => void run(second, first)}>
          {t('cleanup.duplicates.keepNewer')}
        </button>
      </div>
    </section>
  );
}
