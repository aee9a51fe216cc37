import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '../../lib/render-hook';
import { useTextFields } from './use-text-fields';

type Fields = ReturnType<typeof useTextFields<'email' | 'password'>>;

describe('useTextFields', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => unmount?.());

  function renderFields() {
    const view = renderHook(() =>
      useTextFields({ email: '', password: '' }, ({ email, password }) => ({
        email: email.includes('@') ? undefined : 'Zadejte e-mail.',
        password: password ? undefined : 'Povinné pole.',
      })),
    );
    unmount = view.unmount;
    return view.latest;
  }

  const submitEvent = (preventDefault = vi.fn()) => ({ preventDefault }) as unknown as Parameters<ReturnType<Fields['onSubmit']>>[0];

  it('hides the errors until the form is submitted, then sends nothing while one is left', () => {
    const latest = renderFields();
    expect(latest().field('email')).toMatchObject({ name: 'email', value: '', error: undefined });
    const send = vi.fn();
    const preventDefault = vi.fn();
    act(() => latest().onSubmit(send)(submitEvent(preventDefault)));
    expect(preventDefault).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(latest().field('email').error).toBe('Zadejte e-mail.');
    expect(latest().field('password').error).toBe('Povinné pole.');
  });

  it('sends the values when every field passes, and starts again on reset', () => {
    const latest = renderFields();
    act(() => latest().field('email').onChange('jana@stopa.local'));
    act(() => latest().field('password').onChange('tajne'));
    const send = vi.fn();
    act(() => latest().onSubmit(send)(submitEvent()));
    expect(send).toHaveBeenCalledWith({ email: 'jana@stopa.local', password: 'tajne' });
    act(() => latest().reset());
    expect(latest().values).toEqual({ email: '', password: '' });
    act(() => latest().field('email').onChange('x'));
    expect(latest().field('email').error).toBeUndefined();
  });
});
