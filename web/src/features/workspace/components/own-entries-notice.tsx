// On an event's page, a member's own entries: "Jste přihlášen: Sprint volně (Muži), st. č. 5",
// and the withdrawal while entries are open (the server says when: canWithdrawOwnEntries); the
// event page lends its withdrawal mutation.
import type { ReactNode } from 'react';
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import type { Sex } from '../../../gql/graphql';
import { t, tf } from '../../../lib/i18n';
import '../texts';

export interface OwnEntry {
  raceEntryId: number;
  raceName: string;
  categoryName: string;
  bib?: number | null;
  sex: Sex;
}

/** "Jste přihlášen: Sprint volně (Muži), st. č. 5" in the athlete's grammatical gender. */
export function ownEntryText(entry: OwnEntry): string {
  const entered = tf(entry.sex === 'FEMALE' ? 'workspace.own.enteredFEMALE' : 'workspace.own.enteredMALE', { race: entry.raceName, category: entry.categoryName });
  return entry.bib != null ? `${entered}${tf('workspace.own.bib', { bib: entry.bib })}` : entered;
}

/** The event page passes its withdrawal (the racing feature's mutation) as `withdraw`. */
export function OwnEntriesNotice({
  entries,
  canWithdraw,
  withdraw,
}: {
  entries: readonly OwnEntry[];
  canWithdraw: boolean;
  withdraw: { mutateAsync: (raceEntryId: number) => Promise<unknown>; isPending: boolean };
}): ReactNode {
  if (entries.length === 0) return null;
  const leave = async (entry: OwnEntry) => {
    const accepted = await confirm({
      title: t('workspace.own.confirmTitle'),
      message: tf('workspace.own.confirm', { race: entry.raceName, category: entry.categoryName }),
      acceptLabel: t('workspace.own.withdraw'),
      variant: 'danger',
    });
    if (!accepted) return;
    try {
      await withdraw.mutateAsync(entry.raceEntryId);
      flashStore.add({ message: tf('workspace.own.withdrawn', { race: entry.raceName }) });
    } catch (error) {
      flashStore.add({ message: error instanceof Error ? error.message : t('ui.error'), variant: 'danger' });
    }
  };
  return (
    <section className="card own-entries" aria-labelledby="own-entries-title">
      <h2 id="own-entries-title">{t('workspace.own.title')}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.raceEntryId}>
            <strong>{ownEntryText(entry)}</strong>
            {canWithdraw && (
              <button type="button" className="button-danger" disabled={withdraw.isPending} onClick={() => void leave(entry)}>
                {t('workspace.own.withdraw')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!canWithdraw && <p className="hint">{t('workspace.own.closed')}</p>}
    </section>
  );
}
