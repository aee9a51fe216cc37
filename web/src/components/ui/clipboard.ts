import { t } from '../../lib/i18n';
import { flashStore } from './flash-store';

/** Copies text and says so with the spec's messages. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    flashStore.add({ message: t('ui.clipboard.copied') });
    return true;
  } catch {
    flashStore.add({ message: t('ui.clipboard.failed'), variant: 'danger' });
    return false;
  }
}
