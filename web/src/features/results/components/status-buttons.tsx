// The moves of a result race the server allows now (`nextStatuses`), each asked about first;
// a refused move (INVALID_TRANSITION) shows the server's Czech reason.
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import type { ResultRaceStatus } from '../../../gql/graphql';
import { t, tf } from '../../../lib/i18n';
import { useChangeResultRaceStatus } from '../api/change-result-race-status';
import { statusActionClass, statusActionLabel, statusChangeQuestion } from '../results-format';

interface StatusButtonsProps {
  race: { id: number; name: string };
  nextStatuses: readonly ResultRaceStatus[];
  /** Buttons named with the race too, where several races' buttons share a table. */
  compact?: boolean;
}

export function StatusButtons({ race, nextStatuses, compact = false }: StatusButtonsProps) {
  const change = useChangeResultRaceStatus();
  const router = useRouter();
  const [problem, setProblem] = useState<string>();
  const move = async (status: ResultRaceStatus) => {
    const accepted = await confirm({
      title: t('results.statusChange.title'),
      message: statusChangeQuestion(status, race.name),
      acceptLabel: statusActionLabel(status),
      variant: status === 'CANCELED' ? 'danger' : 'default',
    });
    if (!accepted) return;
    setProblem(undefined);
    try {
      const changed = await change.mutateAsync({ id: race.id, status });
      flashStore.add({ message: tf('results.statusChange.done', { name: race.name, status: changed.race.statusLabel }) });
      // A new version published is gone: its results now live in the race it replaced.
      const path = router.state.location.pathname;
      if (changed.race.id !== race.id && path.includes(`/${race.id}/`)) {
        router.history.replace(path.replace(`/${race.id}/`, `/${changed.race.id}/`));
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('ui.error'));
    }
  };
  if (nextStatuses.length === 0) return compact ? <span className="hint">{t('results.races.noActions')}</span> : null;
  // The server's order, cancelling (the danger) last.
  const ordered = [...nextStatuses].sort((a, b) => Number(a === 'CANCELED') - Number(b === 'CANCELED'));
  return (
    <>
      <div className={compact ? 'actions compact-actions' : 'actions'}>
        {ordered.map((status) => (
          <button
            key={status}
            type="button"
            className={compact && status !== 'CANCELED' ? 'button-secondary' : statusActionClass(status)}
            disabled={change.isPending}
            aria-label={compact ? tf('results.actionOf', { action: statusActionLabel(status), name: race.name }) : undefined}
            onClick={() => void move(status)}
          >
            {statusActionLabel(status)}
          </button>
        ))}
      </div>
      {problem && <Alert variant="danger">{problem}</Alert>}
    </>
  );
}
