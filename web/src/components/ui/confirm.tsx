import { t } from '../../lib/i18n';
import { modalStore } from './modal-store';

export interface ConfirmOptions {
  title: string;
  message: string;
  /** Default 'Ok' (spec §9). */
  acceptLabel?: string;
  cancelLabel?: string;
  variant?: 'default' | 'danger';
}

/** Asks a yes/no question in the modal host; resolves true when accepted. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      answered = true;
      resolve(value);
      modalStore.close();
    };
    modalStore.open({
      title: options.title,
      variant: options.variant ?? 'default',
      onClose: () => {
        if (!answered) resolve(false);
      },
      content: (
        <>
          <p>{options.message}</p>
          <div className="modal-actions">
            <button type="button" className="button-secondary" onClick={() => answer(false)}>
              {options.cancelLabel ?? t('ui.confirm.cancel')}
            </button>
            <button type="button" className="button" onClick={() => answer(true)}>
              {options.acceptLabel ?? t('ui.confirm.accept')}
            </button>
          </div>
        </>
      ),
    });
  });
}
