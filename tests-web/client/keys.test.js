// Keys and input types as the core's events (keys.js).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { load } = require('./load.js');

const k = load('keys');
const plain = { suggestions: false, single: true, windowed: false };
const note = { suggestions: false, single: false, windowed: false };
const longNote = { suggestions: false, single: false, windowed: true };
function key(name, modifiers) { return Object.assign({ key: name, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false }, modifiers); }
function same(actual, expected) { assert.deepEqual(JSON.parse(JSON.stringify(actual)), expected); }

test('arrows are sent as on-screen moves: the core mirrors them in right-to-left fields', () => {
  same(k.keyMessage(key('ArrowLeft'), plain), { event: 'move', to: 'left', extend: false, visual: true });
  same(k.keyMessage(key('ArrowRight', { shiftKey: true }), plain), { event: 'move', to: 'right', extend: true, visual: true });
  same(k.keyMessage(key('ArrowLeft', { altKey: true }), plain), { event: 'move', to: 'wordLeft', extend: false, visual: true });
  same(k.keyMessage(key('ArrowRight', { ctrlKey: true }), note), { event: 'move', to: 'wordRight', extend: false, visual: true });
  assert.equal(k.keyMessage(key('ArrowLeft', { metaKey: true }), plain), null, 'Cmd+Left is the browser\'s line start');
});

test('line deletes are one event with line granularity', () => {
  for (const type of ['deleteSoftLineBackward', 'deleteHardLineBackward', 'deleteEntireSoftLine']) {
    same(k.inputMessage(type, ''), { event: 'backspace', line: true });
  }
  for (const type of ['deleteSoftLineForward', 'deleteHardLineForward']) {
    same(k.inputMessage(type, ''), { event: 'delete', line: true });
  }
  same(k.inputMessage('deleteWordBackward', ''), { event: 'backspace', word: true });
});

test('text input types carry their text', () => {
  same(k.inputMessage('insertText', 'ü'), { event: 'type', text: 'ü' });
  same(k.inputMessage('insertFromPaste', 'a\nb'), { event: 'paste', text: 'a\nb' });
  same(k.inputMessage('insertReplacementText', 'fixed'), { event: 'paste', text: 'fixed' });
  same(k.inputMessage('insertParagraph', ''), { event: 'enter' });
  assert.equal(k.inputMessage('formatBold', ''), null);
});

test('Up and Down move through suggestions when a list is shown, else stay the browser\'s', () => {
  same(k.keyMessage(key('ArrowDown'), { suggestions: true, single: true, windowed: false }), { event: 'moveLine', direction: 'down' });
  assert.equal(k.keyMessage(key('ArrowDown'), note), null);
  assert.equal(k.keyMessage(key('ArrowDown'), longNote), 'edge');
});

test('Home and End: the core in single-line fields, the browser in notes, the core for a long note\'s ends', () => {
  same(k.keyMessage(key('Home'), plain), { event: 'move', to: 'start', extend: false });
  assert.equal(k.keyMessage(key('End'), note), null);
  same(k.keyMessage(key('End', { ctrlKey: true }), longNote), { event: 'move', to: 'end', extend: false });
  same(k.keyMessage(key('a', { metaKey: true }), longNote), { event: 'selectAll' });
  assert.equal(k.keyMessage(key('a', { metaKey: true }), note), null);
});

test('undo and redo shortcuts', () => {
  same(k.keyMessage(key('z', { ctrlKey: true }), plain), { event: 'undo' });
  same(k.keyMessage(key('Z', { metaKey: true, shiftKey: true }), plain), { event: 'redo' });
  same(k.keyMessage(key('y', { ctrlKey: true }), plain), { event: 'redo' });
  assert.equal(k.keyMessage(key('z', { ctrlKey: true, altKey: true }), plain), null);
});

test('a stepper\'s keys (#48): Up and Down one step, Page Up and Page Down ten, Home and End its bounds', () => {
  const stepper = { suggestions: false, single: true, windowed: false, stepper: true };
  same(k.keyMessage(key('ArrowUp'), stepper), { event: 'step', by: 1 });
  same(k.keyMessage(key('ArrowDown'), stepper), { event: 'step', by: -1 });
  same(k.keyMessage(key('PageUp'), stepper), { event: 'step', by: 10 });
  same(k.keyMessage(key('PageDown'), stepper), { event: 'step', by: -10 });
  same(k.keyMessage(key('Home'), stepper), { event: 'step', to: 'min' });
  same(k.keyMessage(key('End'), stepper), { event: 'step', to: 'max' });
  same(k.keyMessage(key('Home', { shiftKey: true }), stepper), { event: 'move', to: 'start', extend: true });
  assert.equal(k.keyMessage(key('ArrowUp'), plain), null, 'Up in a plain single-line field is the browser\'s');
  same(k.keyMessage(key('ArrowUp'), Object.assign({}, stepper, { suggestions: true })), { event: 'moveLine', direction: 'up' });
});

test('while the core waits for a piece, the browser makes only the keys it makes as the core would', () => {
  const stepper = { suggestions: false, single: true, windowed: false, stepper: true };
  const makes = (message) => k.BROWSER_KEYS.includes(message.event);
  assert.ok(!makes(k.keyMessage(key('ArrowUp'), stepper)), 'a step waits for the core');
  assert.ok(!makes(k.keyMessage(key('PageDown'), stepper)));
  assert.ok(!makes(k.keyMessage(key('ArrowDown'), { suggestions: true, single: true, windowed: false })), 'a list\'s highlight');
  assert.ok(!makes(k.keyMessage(key('Escape'), plain)) && !makes(k.keyMessage(key('Enter'), plain)));
  assert.ok(makes(k.keyMessage(key('ArrowLeft'), plain)) && makes(k.keyMessage(key('Home'), plain)), 'caret moves');
});
