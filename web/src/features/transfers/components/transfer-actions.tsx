// The buttons of an inquiry's row: exactly the steps the server offers the asker. Release,
// approve and withdraw ask first; a rejection asks for its reason in a dialog.
import { confirm } from '../../../components/ui/confirm';
import { flashStore } from '../../../components/ui/flash-store';
import { modalStore } from '../../../components/ui/modal-store';
import { t, tf } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { useChangeTransfer } from '../api/change-transfer';
import type { TransferRow } from '../api/transfers';
import { type PageAction, pageActions } from '../transfer-format';
import { RejectForm } from './reject-form';

const BUTTON_CLASS: Record<PageAction, string> = {
  RELEASE: 'button',
  APPROVE: 'button',
  REJECT: 'button-danger',
  WITHDRAW: 'button-secondary',
};

export function TransferActions({ transfer }: { transfer: TransferRow }) {
  const change = useChangeTransfer();
  const name = transfer.memberName;
  const actions = pageActions(transfer.actions);
  if (actions.length === 0) return null;

  const question = (action: Exclude<PageAction, 'REJECT'>): string => {
    const values = { name, kind: transfer.kindLabel.toLowerCase(), club: transfer.toClubName };
    if (action === 'RELEASE') return tf('transfers.confirm.RELEASE', values);
    if (action === 'APPROVE') return tf('transfers.confirm.APPROVE', { name, club: transfer.toClubName });
    return tf('transfers.confirm.WITHDRAW', { name });
  };

  const take = async (action: PageAction) => {
    if (action === 'REJECT') {
      modalStore.open({
        title: tf('transfers.reject.title', { name }),
        variant: 'danger',
        content: (
          <RejectForm
            onSubmit={(note) => change.mutateAsync({ id: transfer.id, action: 'REJECT', note })}
            onDone={() => flashStore.add({ message: tf('transfers.done.REJECT', { name }) })}
          />
        ),
      });
      return;
    }
    const accepted = await confirm({
      title: tf('transfers.actionOf', { action: t(`transfers.action.${action}`), name }),
      message: question(action),
      acceptLabel: t(`transfers.action.${action}`),
      ...(action === 'WITHDRAW' ? { variant: 'danger' as const, acceptLabel: t('transfers.action.WITHDRAW') } : {}),
    });
    if (!accepted) return;
    try {
      await change.mutateAsync({ id: transfer.id, action, note: '' });
      flashStore.add({ message: tf(`transfers.done.${action}`, { name }) });
    } catch (failure) {
      const problems = serverProblems(failure);
      flashStore.add({ message: problems.fields[0]?.message ?? problems.message ?? t('ui.error'), variant: 'danger', autoDismiss: false });
    }
  };

  return (
    <div className="transfer-actions">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={BUTTON_CLASS[action]}
          aria-label={tf('transfers.actionOf', { action: t(`transfers.action.${action}`), name })}
          disabled={change.isPending}
          onClick={() => void take(action)}
        >
          {t(`transfers.action.${action}`)}
        </button>
      ))}
    </div>
  );
}
