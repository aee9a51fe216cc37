#!/usr/bin/env node
// The JavaScript a visitor's browser loads before the public home page `/` can show anything:
// the entry chunk of dist/index.html, the chunks it preloads, and every chunk those import
// statically, each gzipped (zlib's default level, as the build report). Lazily loaded chunks
// (`import()`) do not count: they come when a page asks for them.
//
//   npm run build && npm run public-js-size      prints the figure, fails above the budget
//
// The budget is issue 24's: under 150 kB (1 kB = 1000 bytes, as Vite reports sizes); and none of
// the evidence zone (AG Grid, the data grid, the private layout) may be among those chunks.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget of the public pages' initial JavaScript, in bytes gzipped. */
export const BUDGET_BYTES = 150_000;

/** What only the evidence zone needs, and how a built chunk shows it: none of it may be in the
 * JavaScript / loads at once. */
export const EVIDENCE_ONLY = [
  { what: 'AG Grid', found: (/** @type {string} */ _file, /** @type {string} */ code) => code.includes('AG Grid: ') },
  { what: 'the data grid', found: (/** @type {string} */ file) => /(^|\/)data-grid-[\w-]+\.js$/.test(file) },
  { what: 'the private layout', found: (/** @type {string} */ file) => /(^|\/)private-layout-[\w-]+\.js$/.test(file) },
];

/**
 * The scripts a page loads at once: its module scripts and its modulepreload links.
 * @param {string} html
 * @returns {string[]} their URLs, in the page's order, each once
 */
export function initialScripts(html) {
  /** @type {string[]} */
  const urls = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const attribute = (/** @type {string} */ name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
    const isModule = /^<script/i.test(tag) && attribute('type') === 'module' && attribute('src');
    const isPreload = /^<link/i.test(tag) && attribute('rel') === 'modulepreload' && attribute('href');
    const url = isModule ? attribute('src') : isPreload ? attribute('href') : undefined;
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/**
 * The modules a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`); dynamic `import("./x.js")` is left out.
 * @param {string} code
 * @returns {string[]}
 */
export function staticImports(code) {
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;
  /** @type {string[]} */
  const found = [];
  for (const match of code.matchAll(pattern)) {
    const specifier = match[1];
    if (specifier && !found.includes(specifier)) found.push(specifier);
  }
  return found;
}

/**
 * The initial JavaScript of the page `index.html` of a built app, file by file.
 * @param {string} distDir the build's folder (web/dist)
 * @returns {{ files: { file: string, bytes: number, gzipBytes: number, evidence: string[] }[], totalGzipBytes: number }}
 */
export function publicJsSize(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const pending = initialScripts(html).map((url) => normalize(join(distDir, url.replace(/^\//, ''))));
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {{ file: string, bytes: number, gzipBytes: number, evidence: string[] }[]} */
  const files = [];
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!existsSync(file)) throw new Error(`${file} is loaded by index.html but is not in the build`);
    const code = readFileSync(file);
    const name = file.slice(distDir.length + 1);
    const text = code.toString('utf8');
    const evidence = EVIDENCE_ONLY.filter((marker) => marker.found(name, text)).map((marker) => marker.what);
    files.push({ file: name, bytes: code.length, gzipBytes: gzipSync(code).length, evidence });
    for (const specifier of staticImports(text)) {
      if (specifier.startsWith('.') || specifier.startsWith('/')) {
        pending.push(specifier.startsWith('/') ? normalize(join(distDir, specifier.slice(1))) : normalize(join(dirname(file), specifier)));
      }
    }
  }
  return { files, totalGzipBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0) };
}

/**
 * "165.2 kB"
 * @param {number} bytes
 */
export function kilobytes(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

const invokedAs = process.argv[1] ? resolve(process.argv[1]) : '';
if (invokedAs === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
  const { files, totalGzipBytes } = publicJsSize(distDir);
  for (const entry of files) console.log(`${kilobytes(entry.gzipBytes).padStart(10)} gzip  ${kilobytes(entry.bytes).padStart(10)}  ${entry.file}`);
  console.log(`Initial JavaScript of /: ${kilobytes(totalGzipBytes)} gzipped (budget ${kilobytes(BUDGET_BYTES)}).`);
  const evidence = files.flatMap((entry) => entry.evidence.map((what) => `${what} (${entry.file})`));
  if (evidence.length > 0) console.error(`The evidence zone reaches the public entry: ${evidence.join(', ')}.`);
  if (totalGzipBytes >= BUDGET_BYTES) {
    console.error(`Over budget by ${kilobytes(totalGzipBytes - BUDGET_BYTES)}: keep the evidence zone out of the public entry chunk.`);
  }
  if (evidence.length > 0 || totalGzipBytes >= BUDGET_BYTES) process.exit(1);
}
