// Resolving an unresolved address (in the modal host): the points Stopa suggests, a search
// for others, and one click on the right one.
import '../texts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { flashStore } from '../../../components/ui/flash-store';
import { modalStore } from '../../../components/ui/modal-store';
import { t, tf } from '../../../lib/i18n';
import { useDebounced } from '../../../lib/use-debounced';
import { MIN_SEARCH_LENGTH, useAddressPointSuggestions } from '../api/address-point-suggestions';
import { useResolveUnresolvedAddress } from '../api/resolve-unresolved-address';
import { useUnresolvedAddress } from '../api/unresolved-address';
import { resolvedMessage } from '../cleanup-format';

interface AddressPoint {
  code: number;
  text: string;
}

function AddressPoints({ points, label, disabled, onChoose }: { points: readonly AddressPoint[]; label: string; disabled: boolean; onChoose: (point: AddressPoint) => void }) {
  return (
    <ul className="address-points" aria-label={label}>
      {points.map((point) => (
        <li key={point.code}>
          <span>
            {point.text} <span className="hint">({tf('cleanup.resolve.code', { code: String(point.code) })})</span>
          </span>
          <button type="button" className="button-secondary" disabled={disabled} aria-label={tf('cleanup.resolve.chooseLabel', { address: point.text })} onClick={() => onChoose(point)}>
            {t('cleanup.resolve.choose')}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function AddressResolver({ id, text }: { id: number; text: string }) {
  const detail = useUnresolvedAddress(id);
  const resolve = useResolveUnresolvedAddress();
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const found = useAddressPointSuggestions(query);
  const [error, setError] = useState<string>();
  const choose = (point: AddressPoint) => {
    setError(undefined);
    resolve
      .mutateAsync({ id, ruianAddressCode: point.code })
      .then((members) => {
        modalStore.close();
        flashStore.add({ message: resolvedMessage(members) });
      })
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : t('ui.error')));
  };
  return (
    <div className="address-resolver">
      <p>
        {t('cleanup.resolve.written')}: <strong>{text}</strong>
      </p>
      {error && <Alert variant="danger">{error}</Alert>}
      <h3>{t('cleanup.resolve.suggestions')}</h3>
      {detail.isPending && <p>{t('cleanup.loading')}</p>}
      {detail.isError && <Alert variant="danger">{detail.error.message}</Alert>}
      {detail.data && detail.data.suggestions.length === 0 && <p className="hint">{t('cleanup.resolve.noSuggestions')}</p>}
      {detail.data && detail.data.suggestions.length > 0 && (
        <AddressPoints points={detail.data.suggestions} label={t('cleanup.resolve.suggestions')} disabled={resolve.isPending} onChoose={choose} />
      )}
      <div className="field">
        <label htmlFor="address-search">{t('cleanup.resolve.search')}</label>
        <input
          id="address-search"
          type="search"
          value={search}
          placeholder={t('cleanup.resolve.searchPlaceholder')}
          aria-describedby="address-search-hint"
          onChange={(event) => setSearch(event.target.value)}
        />
        <p className="hint" id="address-search-hint">
          {t('cleanup.resolve.searchHint')}
        </p>
      </div>
      {query.length >= MIN_SEARCH_LENGTH && found.data && (
        <>
          <h3>{t('cleanup.resolve.searchResults')}</h3>
          {found.data.length > 0 ? (
            <AddressPoints points={found.data} label={t('cleanup.resolve.searchResults')} disabled={resolve.isPending} onChoose={choose} />
          ) : (
            <p className="hint">{t('cleanup.resolve.searchEmpty')}</p>
          )}
        </>
      )}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={() => modalStore.close()}>
          {t('cleanup.resolve.close')}
        </button>
      </div>
    </div>
  );
}
