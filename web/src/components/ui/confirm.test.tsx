import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { confirm } from './confirm';
import { modalStore } from './modal-store';

/** The buttons of the open dialog: label and class. */
function buttons(): { label: string; className: string }[] {
  const modal = modalStore.getSnapshot();
  if (!modal) return [];
  const html = renderToStaticMarkup(modal.content as ReactElement);
  return [...html.matchAll(/<button type="button" class="([^"]*)">([^<]*)<\/button>/g)].map((match) => ({
    className: match[1] ?? '',
    label: match[2] ?? '',
  }));
}

describe('confirm', () => {
  afterEach(() => modalStore.close());

  it('goes back with "Zpět" and names the destructive action on a red button', () => {
    void confirm({ title: 'Zrušení události', message: 'Opravdu zrušit?', acceptLabel: 'Zrušit událost', variant: 'danger' });
    expect(modalStore.getSnapshot()?.variant).toBe('danger');
    expect(buttons()).toEqual([
      { label: 'Zpět', className: 'button-secondary' },
      { label: 'Zrušit událost', className: 'button button-destructive' },
    ]);
  });

  it('keeps the blue primary and spec §9’s "Ok" for a plain question', () => {
    void confirm({ title: 'Otázka', message: 'Pokračovat?' });
    expect(buttons()).toEqual([
      { label: 'Zpět', className: 'button-secondary' },
      { label: 'Ok', className: 'button' },
    ]);
  });

  it('never labels both buttons alike', () => {
    void confirm({ title: 'Zrušení', message: 'Opravdu?', acceptLabel: 'Zrušit událost', variant: 'danger' });
    const [back, accept] = buttons();
    expect(back?.label).not.toBe(accept?.label);
  });

  it('answers no when the dialog is closed without a choice', async () => {
    const answer = confirm({ title: 'Smazání', message: 'Opravdu smazat?', acceptLabel: 'Smazat', variant: 'danger' });
    modalStore.close();
    await expect(answer).resolves.toBe(false);
  });

  it('wants a destructive action named (a type error otherwise)', () => {
    // @ts-expect-error: a danger confirmation must say what it does, not 'Ok'.
    void confirm({ title: 'Smazání', message: 'Opravdu smazat?', variant: 'danger' });
    expect(buttons()[1]?.label).toBe('Ok');
  });
});
