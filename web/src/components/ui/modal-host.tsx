import { useEffect, useRef, useSyncExternalStore } from 'react';
import { t } from '../../lib/i18n';
import { modalStore } from './modal-store';

/** Renders the open modal as a native dialog (focus trap and Escape for free). */
export function ModalHost() {
  const modal = useSyncExternalStore(modalStore.subscribe, modalStore.getSnapshot);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (modal && !element.open) element.showModal();
    if (!modal && element.open) element.close();
  }, [modal]);

  return (
    <dialog
      ref={dialog}
      className={`modal modal-${modal?.variant ?? 'default'}`}
      aria-label={modal?.title ?? t('ui.dialog')}
      onCancel={(event) => {
        event.preventDefault();
        modalStore.close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) modalStore.backdropClick();
      }}
    >
      {modal && (
        <div className="modal-body">
          {modal.title && <h2>{modal.title}</h2>}
          {modal.content}
        </div>
      )}
    </dialog>
  );
}
