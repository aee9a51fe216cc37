// The buttons of a member's place: "Ukončit" (the place ends today and stays in the history)
// while it runs past today, and "Odebrat" (a place entered by mistake disappears). Both ask
// first, with "Zpět" and the red action.
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { pragueToday } from '../../../lib/evidence-season';
import { formatDate } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import type { CenterMemberRow } from '../api/sport-center';
import { useEndSportCenterMember } from '../api/end-sport-center-member';
import { useRemoveSportCenterMember } from '../api/remove-sport-center-member';
import { canEndToday } from '../sport-center-format';

/** Shows the server's refusal as a flash that stays until it is read. */
function showFailure(failure: unknown) {
  const problems = serverProblems(failure);
  flashStore.add({ message: problems.fields[0]?.message ?? problems.message ?? t('ui.error'), variant: 'danger', autoDismiss: false });
}

export function PlaceActions({ member, centerName }: { member: CenterMemberRow; centerName: string }) {
  const endPlace = useEndSportCenterMember();
  const removePlace = useRemoveSportCenterMember();
  const name = `${member.firstName} ${member.lastName}`;
  const today = pragueToday();
  const busy = endPlace.isPending || removePlace.isPending;

  const end = async () => {
    const accepted = await confirm({
      title: tf('sportCenters.end.title', { name }),
      message: tf('sportCenters.end.text', { name, center: centerName, date: formatDate(today) }),
      variant: 'danger',
      acceptLabel: t('sportCenters.action.end'),
    });
    if (!accepted) return;
    try {
      await endPlace.mutateAsync({ id: member.id, validTo: today });
      flashStore.add({ message: tf('sportCenters.end.done', { name, date: formatDate(today) }) });
    } catch (failure) {
      showFailure(failure);
    }
  };

  const remove = async () => {
    const accepted = await confirm({
      title: tf('sportCenters.remove.title', { name }),
      message: tf('sportCenters.remove.text', { name, center: centerName }),
      variant: 'danger',
      acceptLabel: t('sportCenters.action.remove'),
    });
    if (!accepted) return;
    try {
      await removePlace.mutateAsync(member.id);
      flashStore.add({ message: tf('sportCenters.remove.done', { name }) });
    } catch (failure) {
      showFailure(failure);
    }
  };

  return (
    <div className="place-actions">
      {canEndToday(member, today) && (
        <button type="button" className="button-secondary" disabled={busy} aria-label={tf('sportCenters.actionOf', { action: t('sportCenters.action.end'), name })} onClick={() => void end()}>
          {t('sportCenters.action.end')}
        </button>
      )}
      <button type="button" className="button-danger" disabled={busy} aria-label={tf('sportCenters.actionOf', { action: t('sportCenters.action.remove'), name })} onClick={() => void remove()}>
        {t('sportCenters.action.remove')}
      </button>
    </div>
  );
}
