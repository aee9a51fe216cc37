import { t } from '../../lib/i18n';
import { modalStore } from './modal-store';

interface ConfirmQuestion {
  title: string;
  message: string;
  /** The way out without doing anything; 'Zpět' by default, never a verb that could be the action. */
  backLabel?: string;
}

/** A confirmation: a plain one may keep spec §9's 'Ok'; a destructive one names what it does
 * ('Zrušit událost', 'Smazat', 'Odhlásit') and shows it as the red danger button. */
export type ConfirmOptions = ConfirmQuestion &
  ({ variant?: 'default'; acceptLabel?: string } | { variant: 'danger'; acceptLabel: string });

/** The class of the accepting button: red for a destructive action, the primary blue otherwise. */
export function acceptButtonClass(variant: ConfirmOptions['variant']): string {
  return variant === 'danger' ? 'button button-destructive' : 'button';
}

/** Asks a yes/no question in the modal host; resolves true when accepted. Going back (the
 * button, Escape, a click beside the dialog) resolves false. */
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
              {options.backLabel ?? t('ui.dialog.back')}
            </button>
            <button type="button" className={acceptButtonClass(options.variant)} onClick={() => answer(true)}>
              {options.acceptLabel ?? t('ui.confirm.accept')}
            </button>
          </div>
        </>
      ),
    });
  });
}
