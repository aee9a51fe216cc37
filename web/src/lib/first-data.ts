// The first data of a public page (spec §7, "cache state embedded in the page"): the api puts
// the answers of the page's GraphQL operations into the served HTML
// (`<script type="application/json" id="stopa-first-data">`, bins/api/src/first_paint.rs), so the
// app shows them at once instead of asking again. An answer is used only for the operation and
// variables it was given for, and only while the page is starting: a page opened again later asks
// the server as usual.

/** One embedded answer: the `data` of `operation` run with `variables`. */
export interface FirstAnswer {
  operation: string;
  variables: unknown;
  data: unknown;
}

/** How long after the page started the embedded answers are used (the app's first render). */
export const FIRST_DATA_WINDOW_MS = 15_000;

let answers: FirstAnswer[] | undefined;

function embedded(): FirstAnswer[] {
  if (answers !== undefined) return answers;
  answers = [];
  const element = typeof document === 'undefined' ? null : document.getElementById('stopa-first-data');
  if (!element?.textContent) return answers;
  try {
    const parsed = JSON.parse(element.textContent) as unknown;
    if (Array.isArray(parsed)) answers = parsed as FirstAnswer[];
  } catch {
    // A page that cannot be read is asked for as usual.
  }
  return answers;
}

/** Forgets what was read (unit tests). */
export function resetFirstData(): void {
  answers = undefined;
}

/** JSON with object keys in order and undefined members left out, so that two equal values give
 * the same text whichever order their keys were written in. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : stableJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Whether the page came with embedded answers it may still use. */
export function firstDataAvailable(sincePageStart = typeof performance === 'undefined' ? 0 : performance.now()): boolean {
  return sincePageStart <= FIRST_DATA_WINDOW_MS && embedded().length > 0;
}

/** The embedded data of `operation` with `variables`, while the page is starting; else undefined. */
export function firstData(operation: string, variables: unknown, sincePageStart = typeof performance === 'undefined' ? 0 : performance.now()): unknown {
  if (sincePageStart > FIRST_DATA_WINDOW_MS) return undefined;
  const list = embedded();
  if (list.length === 0) return undefined;
  const wanted = stableJson(variables ?? {});
  return list.find((answer) => answer.operation === operation && stableJson(answer.variables ?? {}) === wanted)?.data;
}

/** Whether the api served this page with its first paint (the page's content in `#root`). */
export function hasFirstPaint(root: HTMLElement): boolean {
  return root.firstElementChild !== null;
}

/** Resolves once the browser has painted what it has, the api's first paint: a frame, then a
 * task after it. The app replaces that paint only then, so the page's largest paint is the
 * server's content and not the app's copy of it, which comes when the code has loaded. */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'undefined') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
