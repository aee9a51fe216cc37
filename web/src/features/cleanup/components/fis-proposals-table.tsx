// The FIS-code proposals: the member of the register (with birth date and club) beside the
// athlete as FIS writes them (birth year, club, list), the score, and the decision. A refused
// decision (CONFLICT: the code is another member's, the proposal is gone) stays on its row.
import '../texts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { SimpleTable } from '../../../components/ui/simple-table';
import type { FisPairingProposalsQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { useAcceptFisPairing, useRejectFisPairing } from '../api/fis-pairing-decisions';
import { fisScoreText } from '../cleanup-format';

type FisProposal = FisPairingProposalsQuery['fisPairingProposals']['nodes'][number];

export function FisProposalsTable({ proposals }: { proposals: readonly FisProposal[] }) {
  return (
    <SimpleTable
      className="fis-proposals"
      caption={t('cleanup.fis.proposals.caption')}
      columns={[
        t('cleanup.fis.proposals.member'),
        t('cleanup.fis.proposals.athlete'),
        t('cleanup.fis.proposals.fisCode'),
        { label: t('cleanup.fis.proposals.score'), numeric: true },
        t('cleanup.fis.proposals.decision'),
      ]}
      scroll
    >
      {proposals.map((proposal) => (
        <ProposalRow key={`${proposal.memberId}-${proposal.fisCode}`} proposal={proposal} />
      ))}
    </SimpleTable>
  );
}

function ProposalRow({ proposal }: { proposal: FisProposal }) {
  const accept = useAcceptFisPairing();
  const reject = useRejectFisPairing();
  const [problem, setProblem] = useState<string>();
  const names = { member: proposal.memberName, code: proposal.fisCode, athlete: proposal.athleteName };
  const busy = accept.isPending || reject.isPending;
  const key = { memberId: proposal.memberId, fisCode: proposal.fisCode };
  const decide = async (kind: 'accept' | 'reject') => {
    if (kind === 'reject') {
      const accepted = await confirm({
        title: t('cleanup.fis.rejectTitle'),
        message: tf('cleanup.fis.rejectQuestion', names),
        acceptLabel: t('cleanup.fis.reject'),
        variant: 'danger',
      });
      if (!accepted) return;
    }
    setProblem(undefined);
    try {
      if (kind === 'accept') {
        await accept.mutateAsync(key);
        flashStore.add({ message: tf('cleanup.fis.accepted', names) });
      } else {
        await reject.mutateAsync(key);
        flashStore.add({ message: tf('cleanup.fis.rejected', names) });
      }
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : t('ui.error'));
    }
  };
  return (
    <tr>
      <td>
        <Link to="/evidence/clenove/$id/$activeTab" params={{ id: String(proposal.memberId), activeTab: 'informace-o-clenovi' }}>
          {proposal.memberName}
        </Link>
        <div className="hint">
          {tf('cleanup.fis.proposals.born', { date: formatDate(proposal.memberBirthDate) })} · {proposal.memberClub || t('cleanup.fis.proposals.noClub')}
        </div>
      </td>
      <td>
        {proposal.athleteName}
        <div className="hint">
          {[
            proposal.athleteBirthYear != null ? tf('cleanup.fis.proposals.birthYear', { year: String(proposal.athleteBirthYear) }) : null,
            proposal.athleteClub,
            proposal.listName,
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
      </td>
      <td>{proposal.fisCode}</td>
      <td className="number">{fisScoreText(proposal.score)}</td>
      <td>
        <div className="actions compact-actions">
          <button type="button" className="button" disabled={busy} aria-label={tf('cleanup.fis.acceptOf', names)} onClick={() => void decide('accept')}>
            {t('cleanup.fis.accept')}
          </button>
          <button type="button" className="button-secondary" disabled={busy} aria-label={tf('cleanup.fis.rejectOf', names)} onClick={() => void decide('reject')}>
            {t('cleanup.fis.reject')}
          </button>
        </div>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
      </td>
    </tr>
  );
}
