import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BUDGET_BYTES, initialScripts, kilobytes, publicJsSize, staticImports } from './public-js-size.mjs';

describe('the public JavaScript size', () => {
  let dist: string | undefined;
  afterEach(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('reads the entry script and the modulepreload links of index.html', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-A.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
      <link rel="stylesheet" href="/assets/index-C.css">
      <link rel="icon" href="/favicon.svg">
      <script src="/legacy.js"></script>
    </head>`;
    expect(initialScripts(html)).toEqual(['/assets/index-A.js', '/assets/vendor-B.js']);
  });

  it('follows static imports and re-exports, never a lazy import()', () => {
    const code = `import{a as b,t}from"./vendor-B.js";import"./side-effect.js";export{c}from"./shared.js";const p=()=>import("./evidence-page.js");`;
    expect(staticImports(code)).toEqual(['./vendor-B.js', './side-effect.js', './shared.js']);
  });

  it('sums the gzipped size of the chunks / loads at once', () => {
    dist = mkdtempSync(join(tmpdir(), 'public-js-'));
    mkdirSync(join(dist, 'assets'));
    const entry = `import{x}from"./vendor.js";const lazy=()=>import("./grid.js");console.log(x,lazy);`;
    const vendor = `import"./runtime.js";export const x=${JSON.stringify('v'.repeat(500))};`;
    const runtime = 'export const r=1;';
    writeFileSync(join(dist, 'assets', 'index.js'), entry);
    writeFileSync(join(dist, 'assets', 'vendor.js'), vendor);
    writeFileSync(join(dist, 'assets', 'runtime.js'), runtime);
    writeFileSync(join(dist, 'assets', 'grid.js'), 'export const grid="AG Grid";'.repeat(1000));
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/vendor.js">');

    const { files, totalGzipBytes } = publicJsSize(dist);
    expect(files.map((file) => file.file)).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/runtime.js']);
    expect(files.flatMap((file) => file.evidence)).toEqual([]);
    expect(totalGzipBytes).toBe([entry, vendor, runtime].reduce((sum, code) => sum + gzipSync(code).length, 0));
  });

  it('finds the evidence zone among the chunks / loads at once', () => {
    dist = mkdtempSync(join(tmpdir(), 'public-js-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index.js'), 'import"./data-grid-Ab1.js";');
    writeFileSync(join(dist, 'assets', 'data-grid-Ab1.js'), 'console.warn(`AG Grid: `+e);');
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index.js"></script>');
    expect(publicJsSize(dist).files.map((file) => file.evidence)).toEqual([[], ['AG Grid', 'the data grid']]);
  });

  it('names a missing chunk instead of counting it as nothing', () => {
    dist = mkdtempSync(join(tmpdir(), 'public-js-'));
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/gone.js"></script>');
    expect(() => publicJsSize(dist ?? '')).toThrow('gone.js');
  });

  it('has the budget of issue 24 and writes kB as the build report does', () => {
    expect(BUDGET_BYTES).toBe(150_000);
    expect(kilobytes(165_123)).toBe('165.1 kB');
  });
});
