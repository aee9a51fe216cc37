// For tests: renders a hook in a probe component (react-dom, act) and reads what it returned.
import { type ReactNode, act } from 'react';
import { createRoot } from 'react-dom/client';

/** What a rendered hook gives a test: its latest result, a re-render with other props, unmount. */
export interface RenderedHook<TResult, TProps> {
  latest: () => TResult;
  rerender: (props: TProps) => void;
  unmount: () => void;
}

/** Renders `hook` with `props` (wrapped by `wrap`, for providers); call it inside a test that sets
 * `IS_REACT_ACT_ENVIRONMENT` and unmount after. */
export function renderHook<TResult, TProps = undefined>(
  hook: (props: TProps) => TResult,
  props?: TProps,
  wrap: (probe: ReactNode) => ReactNode = (probe) => probe,
): RenderedHook<TResult, TProps> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let result: { value: TResult } | undefined;
  function Probe({ value }: { value: TProps }) {
    result = { value: hook(value) };
    return null;
  }
  const root = createRoot(document.createElement('div'));
  const render = (value: TProps) => act(() => root.render(wrap(<Probe value={value} />)));
  render(props as TProps);
  return {
    latest: () => {
      if (!result) throw new Error('not rendered');
      return result.value;
    },
    rerender: render,
    unmount: () => act(() => root.unmount()),
  };
}
