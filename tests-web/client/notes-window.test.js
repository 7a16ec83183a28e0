// The long note window's cut points (notes-window.js): never inside a Character, at line breaks when near.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { load } = require('./load.js');

const w = load('notes-window');

// Every grapheme boundary of `text`, as Intl.Segmenter sees it.
function boundaries(text) {
  const starts = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.index);
  return new Set([...starts, text.length]);
}

test('a cut near a line break falls just after it, either way', () => {
  const text = 'a'.repeat(100) + '\n' + 'b'.repeat(100);
  assert.equal(w.cutNear(text, 150, -1), 101);
  assert.equal(w.cutNear(text, 50, 1), 101);
});

test('a cut prefers a line break to a space, and a space to nothing', () => {
  const text = 'x'.repeat(10) + '\n' + 'y'.repeat(10) + ' ' + 'z'.repeat(10);
  assert.equal(w.cutNear(text, 30, -1), 11);
  const spaced = 'x'.repeat(10) + ' ' + 'z'.repeat(10);
  assert.equal(w.cutNear(spaced, 18, -1), 11);
});

test('a cut is clamped to the text', () => {
  assert.equal(w.cutNear('abc', -5, -1), 0);
  assert.equal(w.cutNear('abc', 99, 1), 3);
});

test('a break further than 4 Ki units away is not used: the cut is at a grapheme boundary near the point', () => {
  const text = '\n' + 'é'.normalize('NFD').repeat(5000);
  const cut = w.cutNear(text, 5001, -1);
  assert.ok(cut > 4097, `cut at ${cut} reached back to the far line break`);
  assert.ok(boundaries(text).has(cut), `cut at ${cut} is inside a Character`);
});

test('no cut lands inside a Character: combining marks, emoji sequences, surrogate pairs, flags', () => {
  const samples = [
    'e\u0301'.repeat(600),
    '👩‍👩‍👧‍👦'.repeat(300),
    '𝒜'.repeat(900),
    '🇩🇪🇫🇷🇯🇵'.repeat(200),
    '\u{1F1E6}' + '🇩🇪'.repeat(300),
    '漢字かな'.repeat(500),
  ];
  for (const text of samples) {
    const valid = boundaries(text);
    for (let at = 0; at <= text.length; at += 7) {
      for (const toward of [-1, 1]) {
        const cut = w.graphemeBoundary(text, at, toward);
        assert.ok(valid.has(cut), `${JSON.stringify(text.slice(0, 8))}…: boundary(${at}, ${toward}) = ${cut}`);
        if (toward < 0) { assert.ok(cut <= at); } else { assert.ok(cut >= at || cut === text.length); }
      }
    }
  }
});

test('a flag run pairs from its start', () => {
  const text = '\u{1F1E6}\u{1F1E9}\u{1F1EA}\u{1F1F8}';  // 🇦🇩 🇪🇸
  assert.equal(w.graphemeBoundary(text, 2, -1), 0);
  assert.equal(w.graphemeBoundary(text, 2, 1), 4);
  assert.equal(w.graphemeBoundary(text, 4, 1), 4);
});

test('a short or read-only note is not windowed; a long one is, around the caret', () => {
  const short = 'line\n'.repeat(100);
  assert.equal(w.windowAround(short, 10, false, true), null);
  const long = ('word '.repeat(15) + '\n').repeat(1200);  // about 91 Ki units
  assert.equal(w.windowAround(long, 500, false, false), null, 'a read-only note shows all its lines');
  const caret = 40000;
  const cut = w.windowAround(long, caret, false, true);
  assert.ok(cut[0] < caret && caret < cut[1]);
  assert.equal(long[cut[0] - 1], '\n', 'the window starts after a line break');
  assert.equal(long[cut[1] - 1], '\n', 'the window ends after a line break');
  assert.ok(cut[1] - cut[0] <= 2 * w.WINDOW_SPAN + 2 * 4096);
});

test('a windowed note goes back whole only below the lower threshold', () => {
  const text = 'a\n'.repeat(20 * 1024);  // 40 Ki units: under WINDOW_ABOVE, over WINDOW_BELOW
  assert.equal(w.windowAround(text, 100, false, true), null);
  assert.notEqual(w.windowAround(text, 100, true, true), null);
});
