import { useState, useSyncExternalStore } from 'react';
import { t } from '../../lib/i18n';
import { type Flash, flashStore } from './flash-store';

function FlashItem({ flash }: { flash: Flash }) {
  return (
    <button
      type="button"
      className={`flash flash-${flash.variant}`}
      role={flash.variant === 'danger' ? 'alert' : 'status'}
      title={t('ui.close')}
      onClick={() => flashStore.remove(flash.id)}
    >
      {flash.message}
    </button>
  );
}

/** Shows flash messages: permanent ones in their own group; the auto-dismissing stack shows
 * the newest and expands on hover. A click closes a message. */
export function FlashHost() {
  const flashes = useSyncExternalStore(flashStore.subscribe, flashStore.getSnapshot);
  const [expanded, setExpanded] = useState(false);
  const permanent = flashes.filter((flash) => !flash.autoDismiss);
  const stack = flashes.filter((flash) => flash.autoDismiss);
  const shown = expanded ? stack : stack.slice(-1);
  return (
    <div className="flash-host" aria-live="polite">
      {permanent.length > 0 && (
        <div className="flash-group">
          {permanent.map((flash) => (
            <FlashItem key={flash.id} flash={flash} />
          ))}
        </div>
      )}
      {stack.length > 0 && (
        <div
          className={`flash-group flash-stack${expanded ? ' expanded' : ''}`}
          onMouseEnter={() => setExpanded(true)}
          onMouseLeave={() => setExpanded(false)}
        >
          {shown.map((flash) => (
            <FlashItem key={flash.id} flash={flash} />
          ))}
          {!expanded && stack.length > 1 && <span className="flash-more">+{stack.length - 1}</span>}
        </div>
      )}
    </div>
  );
}
