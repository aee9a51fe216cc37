import { describe, expect, it } from 'vitest';

// Every feature keeps its react-query keys in features/<feature>/api/keys.ts: the entity, the
// kind of query, then a params object. These tests keep it so.
const keyModules = import.meta.glob<Record<string, unknown>>('../features/*/api/keys.ts', { eager: true });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../features/*/api/keys.ts', '!../gql/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

type Key = readonly unknown[];

/** Every key a factory object makes (its functions called with placeholder params). */
function keysOf(factory: Record<string, unknown>): { name: string; key: Key }[] {
  return Object.entries(factory).flatMap(([name, value]) => {
    if (Array.isArray(value)) return [{ name, key: value as Key }];
    if (typeof value === 'function') return [{ name, key: (value as (...args: unknown[]) => Key)({}, 'DRAFT') }];
    return [];
  });
}

function factories(): { module: string; name: string; factory: Record<string, unknown> }[] {
  return Object.entries(keyModules).flatMap(([module, exports]) =>
    Object.entries(exports).flatMap(([name, value]) => {
      if (!/Keys$/i.test(name)) return [];
      if (typeof value === 'function') return [{ module, name, factory: (value as (api: { key: string }) => Record<string, unknown>)({ key: 'codebook' }) }];
      if (value && typeof value === 'object') return [{ module, name, factory: value as Record<string, unknown> }];
      return [];
    }),
  );
}

describe('query keys', () => {
  it('exist for every feature that asks the server', () => {
    expect(Object.keys(keyModules).length).toBeGreaterThanOrEqual(10);
  });

  it('start with the entity, then the kind of query, and end with a params object', () => {
    const bad: string[] = [];
    for (const { module, name, factory } of factories()) {
      for (const { name: kind, key } of keysOf(factory)) {
        const [entity, ...rest] = key;
        const params = rest.at(-1);
        const prefixOnly = rest.every((part) => typeof part === 'string');
        if (typeof entity !== 'string') bad.push(`${module} ${name}.${kind}: no entity`);
        else if (!prefixOnly && (typeof params !== 'object' || params === null)) bad.push(`${module} ${name}.${kind}: no params object`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('never give two queries of different features the same key', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const { module, name, factory } of factories()) {
      for (const { name: kind, key } of keysOf(factory)) {
        if (!(key.at(-1) instanceof Object) || Array.isArray(key.at(-1))) continue;
        const prefix = key.filter((part) => typeof part === 'string').join('/');
        const owner = `${module} ${name}.${kind}`;
        const earlier = owners.get(prefix);
        if (earlier && earlier !== owner) clashes.push(`${prefix}: ${earlier} and ${owner}`);
        owners.set(prefix, owner);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('are never written as arrays outside the keys files', () => {
    const inline = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/queryKey:\s*\[/g)].map((match) => `${file}: ${text.slice(match.index, match.index + 40)}`),
    );
    expect(inline).toEqual([]);
  });
});
