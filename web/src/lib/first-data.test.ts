import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_DATA_WINDOW_MS, firstData, firstDataAvailable, hasFirstPaint, resetFirstData, stableJson } from './first-data';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'stopa-first-data';
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById('stopa-first-data')?.remove();
  resetFirstData();
});

describe('stableJson', () => {
  it('writes equal values alike whatever the order of their keys', () => {
    expect(stableJson({ b: 1, a: { d: null, c: [1, 'x'] } })).toBe(stableJson({ a: { c: [1, 'x'], d: null }, b: 1 }));
    expect(stableJson({ a: undefined, b: 2 })).toBe('{"b":2}');
    expect(stableJson({ a: null })).not.toBe(stableJson({}));
  });
});

describe('firstData', () => {
  it('gives the embedded answer of the same operation and variables while the page starts', () => {
    embed(JSON.stringify([{ operation: 'PublicClub', variables: { id: 7 }, data: { publicClub: { name: 'SK Jizerka' } } }]));
    expect(firstDataAvailable(10)).toBe(true);
    expect(firstData('PublicClub', { id: 7 }, 10)).toEqual({ publicClub: { name: 'SK Jizerka' } });
    expect(firstData('PublicClub', { id: 8 }, 10)).toBeUndefined();
    expect(firstData('PublicMember', { id: 7 }, 10)).toBeUndefined();
  });

  it('gives nothing once the page has started, or when the page holds nothing readable', () => {
    embed(JSON.stringify([{ operation: 'PublicClub', variables: { id: 7 }, data: {} }]));
    expect(firstData('PublicClub', { id: 7 }, FIRST_DATA_WINDOW_MS + 1)).toBeUndefined();
    expect(firstDataAvailable(FIRST_DATA_WINDOW_MS + 1)).toBe(false);
    document.getElementById('stopa-first-data')?.remove();
    resetFirstData();
    embed('{ not json');
    expect(firstDataAvailable(10)).toBe(false);
    expect(firstData('PublicClub', { id: 7 }, 10)).toBeUndefined();
  });

  it('tells a page served with its content from an empty one', () => {
    const root = document.createElement('div');
    expect(hasFirstPaint(root)).toBe(false);
    root.innerHTML = '<main><h1>Kluby</h1></main>';
    expect(hasFirstPaint(root)).toBe(true);
  });
});
