// What a composition did (composition.js): Android keyboards compose over text that is already there.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { load } = require('./load.js');

const c = load('composition');
function same(actual, expected) { assert.deepEqual(JSON.parse(JSON.stringify(actual)), expected); }

test('a word composed at the caret is an insertion there', () => {
  same(c.compositionEdit('(555) 12', '(555) 1234', 8, 8), { from: 8, to: 8, text: '34' });
  same(c.compositionEdit('ab', 'ahelloab'.slice(0, 1) + 'hello' + 'b', 1, 1), { from: 1, to: 1, text: 'hello' });
});

test('a predictive correction re-composes the word before the caret', () => {
  same(c.compositionEdit('teh', 'the', 3, 3), { from: 1, to: 3, text: 'he' });
  same(c.compositionEdit('teh cat', 'the cat', 3, 3), { from: 1, to: 3, text: 'he' });
  same(c.compositionEdit('Mülle', 'Müller', 5, 5), { from: 5, to: 5, text: 'r' });
  same(c.compositionEdit('Jon Miller', 'John Miller', 3, 3), { from: 2, to: 3, text: 'hn' });
});

test('repeated characters are read as typed at the caret', () => {
  same(c.compositionEdit('1111', '11111', 2, 2), { from: 2, to: 2, text: '1' });
  same(c.compositionEdit('4111 1', '4111 11', 6, 6), { from: 6, to: 6, text: '1' });
  same(c.compositionEdit('aa', 'aaaa', 0, 0), { from: 0, to: 0, text: 'aa' });
});

test('a selection replaced by the composition', () => {
  same(c.compositionEdit('hello world', 'hello there', 6, 11), { from: 6, to: 11, text: 'there' });
  same(c.compositionEdit('abc', '', 0, 3), { from: 0, to: 3, text: '' });
});

test('surrogate pairs are never split', () => {
  same(c.compositionEdit('a😀', 'a😃', 3, 3), { from: 1, to: 3, text: '😃' });
});
