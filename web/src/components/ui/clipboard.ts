import { flashStore } from './flash-store';

/** Copies text and says so with the spec's messages. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    flashStore.add({ message: 'Text zkopírován' });
    return true;
  } catch {
    flashStore.add({ message: 'Nepodařilo se zkopírovat text', variant: 'danger' });
    return false;
  }
}
