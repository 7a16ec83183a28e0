// A form's session with the core (form-session.js), with a fake core and fake elements: it never re-enters
// itself, and what an answer asks for (a field's sync, a post) comes after that answer, in order.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadWith } = require('./load.js');

function same(actual, expected) { assert.deepEqual(JSON.parse(JSON.stringify(actual)), expected); }

// A page with one form of `count` single-line fields, its session and a core that answers with `answer(message)`.
function page(answer, count = 1) {
  const submitted = [];
  const c = loadWith({
    document: { activeElement: null, body: {}, getElementById: () => null },
    HTMLFormElement: { prototype: { submit() { submitted.push(this); } } },
  }, 'form-session');
  const attributes = {};
  const form = {
    setAttribute(name, value) { attributes[name] = value; },
    getAttribute(name) { return attributes[name] ?? null; },
    hasAttribute(name) { return name in attributes; },
    querySelector: () => null,
    querySelectorAll: () => [],
    elements: { namedItem: () => null },
    // The form is its own <form> (a form of fields inside the app's <form> answers that one).
    closest(selector) { return selector === 'form' ? this : null; },
  };
  const fields = Array.from({ length: count }, () => ({
    wrap: { className: '' }, box: { className: '' }, input: { value: '', selectionStart: 0, selectionEnd: 0 },
    info: null, acc: null, fit: null, sug: null, single: true, html: {}, known: null, shown: null, win: null, applied: null,
  }));
  const handled = [];
  let depth = 0;
  let deepest = 0;
  const core = {
    open: () => ({ id: 7, answer: JSON.stringify({ s: 0 }) }),
    handle(id, text) {
      depth += 1;
      deepest = Math.max(deepest, depth);
      try {
        const message = JSON.parse(text);
        handled.push(message);
        return JSON.stringify(Object.assign({ s: message.s }, answer(message, session)));
      } finally {
        depth -= 1;
      }
    },
  };
  const scans = [];
  const scanDialog = {
    answer(owner, d) { scans.push(d); if (d.then) { d.result = session.send(d.then); } },
    isOpen: () => false,
  };
  const session = c.FormSession({ form, fields, announce() {}, scanDialog, owner: {} });
  return { c, session, core, form, attributes, fields, handled, submitted, scans, deepest: () => deepest };
}
// A field member of an answer: the field shows `v` with the caret at its end.
function shown(i, v) { return { i, cls: 'tik-field', box: 'tik-box', v, sel: [v.length, v.length] }; }
// A field member whose field lost track of its text (a note's length that does not match).
function lost(i) { return { i, cls: 'tik-field', box: 'tik-box', n: 99, sel: [0, 0] }; }

test('messages before the core is ready wait, in order, and go after its first answer', () => {
  // The browser typed "ab" itself meanwhile; the core's answers hold it too, so nothing is adopted.
  const p = page((m) => ({ fields: [shown(0, m.s === 1 ? 'a' : 'ab')] }));
  p.fields[0].input.value = 'ab';
  assert.equal(p.session.send({ event: 'type', field: 0, text: 'a' }), p.c.Sent.waiting);
  assert.equal(p.session.send({ event: 'type', field: 0, text: 'b' }), p.c.Sent.waiting);
  assert.equal(p.handled.length, 0);
  assert.equal(p.session.ready(p.core), p.c.Opened.open);
  same(p.handled.map((m) => [m.event, m.text, m.s]), [['type', 'a', 1], ['type', 'b', 2]]);
  assert.equal(p.fields[0].input.value, 'ab');
  assert.equal(p.attributes['data-seq'], '2');
  assert.equal(p.attributes['data-sent'], '2');
});

test('a field that lost track of its text asks for it after the answer, not while the answer is applied', () => {
  const p = page((m) => (m.event === 'sync' ? { fields: [shown(m.field, 'whole')] } : { fields: [lost(0), lost(1)] }), 2);
  p.session.ready(p.core);
  assert.equal(p.session.send({ event: 'type', field: 0, text: 'a' }), p.c.Sent.applied);
  same(p.handled.map((m) => [m.event, m.field, m.s]), [['type', 0, 1], ['sync', 0, 2], ['sync', 1, 3]]);
  assert.equal(p.deepest(), 1, 'the core was called while an answer was applied');
  assert.equal(p.fields[1].input.value, 'whole');
  assert.equal(p.attributes['data-seq'], '3');
});

test('a message sent while an answer is applied is queued and goes after it', () => {
  const p = page((m) => (m.event === 'escape' ? { fields: [shown(0, 'escaped')] }
    : { scan: { f: 0, then: { event: 'escape', field: 0 } } }));
  p.session.ready(p.core);
  assert.equal(p.session.send({ event: 'tap', field: 0, accessory: 'scan' }), p.c.Sent.applied);
  assert.equal(p.scans[0].result, p.c.Sent.queued);
  same(p.handled.map((m) => m.event), ['tap', 'escape']);
  assert.equal(p.deepest(), 1);
  assert.equal(p.fields[0].input.value, 'escaped');
});

test('a post waits for the messages its answer queued', () => {
  const p = page((m) => (m.event === 'submit' ? { fields: [lost(0)], post: [['a', 'b']] } : { fields: [shown(0, 'synced')] }));
  p.session.ready(p.core);
  p.session.send({ event: 'submit' });
  same(p.handled.map((m) => m.event), ['submit', 'sync']);
  assert.equal(p.submitted.length, 1);
  assert.equal(p.attributes['data-live'], 'posting');
  assert.equal(p.session.send({ event: 'type', field: 0, text: 'late' }), p.c.Sent.offline);
});

test('the insertion the browser is about to make is left to it when the core made exactly that one', () => {
  const p = page(() => ({ fields: [{ i: 0, cls: '', box: '', splice: [2, 2, 'c'], n: 3, sel: [3, 3] }] }));
  Object.assign(p.fields[0], { single: false, input: { value: 'ab', textLength: 2, selectionStart: 2, selectionEnd: 2 } });
  p.session.ready(p.core);
  const sent = p.session.send({ event: 'type', field: 0, text: 'c' }, { native: [2, 2, 'c'] });
  assert.equal(sent, p.c.Sent.native);
  same([p.fields[0].known, p.fields[0].shown], [[3, 3], [3, 3]]);
});

test('a core that traps leaves a plain form holding what was typed', () => {
  const p = page(() => { throw new Error('trap'); });
  p.session.ready(p.core);
  p.fields[0].input.value = 'ab';
  assert.equal(p.session.send({ event: 'type', field: 0, text: 'c' }), p.c.Sent.failed);
  assert.equal(p.fields[0].input.value, 'abc');
  assert.equal(p.attributes['data-live'], 'offline');
  assert.equal(p.session.send({ event: 'type', field: 0, text: 'd' }), p.c.Sent.offline);
  assert.equal(p.session.live(), false);
});

// A core without its Unicode data (bridge.js): a message with text beyond U+02FF throws Pending (and had no effect)
// until `install()`; then what waited is called.
function waitingCore(p) {
  const handle = p.core.handle;
  const waiting = [];
  let installed = false;
  p.core.handle = (id, text) => {
    if (!installed && /[\u0300-\uffff]/.test(JSON.parse(text).text || '')) { throw { pending: true }; }
    return handle(id, text);
  };
  p.core.whenComplete = (done, failed) => { if (installed) { done(); } else { waiting.push([done, failed]); } };
  return {
    install() { installed = true; waiting.splice(0).forEach((pair) => pair[0]()); },
    fail() { waiting.splice(0).forEach((pair) => pair[1]()); },
  };
}

test('a key that needs the Unicode data is the browser\'s; the field is adopted, in order, once the data is there', () => {
  let kept = '';
  const p = page((m) => {
    if (m.event === 'adopt') { kept = m.text; } else if (m.event === 'type') { kept += m.text; }
    return { fields: [shown(m.field, kept)] };
  }, 2);
  const data = waitingCore(p);
  p.session.ready(p.core);
  assert.equal(p.session.send({ event: 'type', field: 0, text: 'a' }), p.c.Sent.applied);
  // The key needs the data: the browser makes it, the form pauses and takes no key until the data is there.
  assert.equal(p.session.send({ event: 'type', field: 0, text: 'ж' }, { browser: true }), p.c.Sent.paused);
  assert.equal(p.attributes['data-live'], 'paused');
  assert.equal(p.session.live(), false);
  p.fields[0].input.value = 'aж';
  p.session.touched(0);
  // Messages that reach the session meanwhile wait; a submit waits for the adopted text.
  assert.equal(p.session.send({ event: 'blur', field: 0 }), p.c.Sent.waiting);
  p.session.submitted();
  const before = p.handled.length;
  data.install();
  // The browser's text first (the blur came after it was typed), then what waited, the submit last.
  same(p.handled.slice(before).map((m) => [m.event, m.field, m.text]), [['adopt', 0, 'aж'], ['blur', 0, null], ['submit', null, null]]);
  assert.equal(p.attributes['data-live'], 'ready');
  assert.equal(p.session.live(), true);
  assert.equal(p.fields[0].input.value, 'aж');
});

test('a message the browser does not make waits for the Unicode data and goes first; a hidden password is held', () => {
  const p = page((m) => ({ fields: [shown(m.field, m.text || '')] }), 2);
  const data = waitingCore(p);
  p.fields[1].input.type = 'password';
  p.session.ready(p.core);
  p.fields[0].input.value = '';
  assert.equal(p.session.send({ event: 'adopt', field: 0, text: 'Ωmega' }), p.c.Sent.waiting);
  assert.equal(p.fields[0].input.value, 'Ωmega', 'a waiting adoption\'s text is shown again (the core\'s first answer replaced it)');
  assert.equal(p.session.holds(1), true, 'a hidden password\'s keys wait');
  assert.equal(p.session.holds(0), false);
  assert.equal(p.session.send({ event: 'type', field: 1, text: 'x' }), p.c.Sent.waiting);
  data.install();
  same(p.handled.map((m) => [m.event, m.field, m.text]), [['adopt', 0, 'Ωmega'], ['type', 1, 'x']]);
});

test('a spec that needs the Unicode data opens once it is there; without the data the form is a plain form', () => {
  const p = page(() => ({}));
  p.core.open = () => { throw { pending: true }; };
  assert.equal(p.session.ready(p.core), p.c.Opened.pending);
  assert.equal(p.session.live(), false);
  const q = page(() => ({}));
  const data = waitingCore(q);
  q.session.ready(q.core);
  q.session.send({ event: 'type', field: 0, text: 'ж' }, { browser: true });
  data.fail();
  assert.equal(q.attributes['data-live'], 'offline');
});

test('a waiting adoption that needs a second piece does not show older text over what the browser typed meanwhile', () => {
  // The phone field's keys need two parts in turn (what the formats share, then the phone's own): the adoption of
  // what was typed while the core loaded waits for the first, then for the second; the browser typed more meanwhile.
  const p = page((m) => ({ fields: [shown(m.field, m.text || '')] }));
  const handle = p.core.handle;
  let installed = 0;
  const waiting = [];
  p.core.handle = (id, text) => {
    if (JSON.parse(text).event === 'adopt' && installed < 2) { throw { pending: true }; }
    return handle(id, text);
  };
  p.core.whenComplete = (done, failed) => { waiting.push([done, failed]); };
  const install = () => { installed += 1; waiting.splice(0).forEach((pair) => pair[0]()); };
  p.session.ready(p.core);
  assert.equal(p.session.send({ event: 'adopt', field: 0, text: '5551' }), p.c.Sent.waiting);
  assert.equal(p.fields[0].input.value, '5551');
  p.fields[0].input.value = '555123';
  p.session.touched(0);
  install();
  assert.equal(p.attributes['data-live'], 'paused', 'the waiting adoption needs the second piece');
  assert.equal(p.fields[0].input.value, '555123', 'what the browser typed stays shown');
  p.fields[0].input.value = '5551234';
  p.session.touched(0);
  install();
  assert.equal(p.attributes['data-live'], 'ready');
  const adopted = p.handled.filter((m) => m.event === 'adopt').map((m) => m.text);
  assert.equal(adopted[adopted.length - 1], '5551234');
  assert.equal(p.fields[0].input.value, '5551234');
});

test('an adoption that waited is replaced by the browser\'s text, which goes first; a second pause keeps the browser\'s text', () => {
  // The New Customer Profile on slow 4G: the phone number typed while the core loaded waits as the form opens (its
  // keys' part is on its way) and the browser types one more digit; the waiting width message then needs another
  // piece. The old adoption's answer, shown first, used to put "555-1234" back in the input; the second pause
  // adopted that as the browser's text, and the "5" was lost.
  const p = page((m) => ({ fields: [shown(m.field, m.event === 'adopt' ? m.text : (m.event === 'resize' ? core : ''))] }));
  let core = '';
  const handle = p.core.handle;
  const needs = { adopt: 1, resize: 2 };
  let installed = 0;
  const waiting = [];
  p.core.handle = (id, text) => {
    const m = JSON.parse(text);
    if ((needs[m.event] || 0) > installed) { throw { pending: true }; }
    if (m.event === 'adopt') { core = m.text; }
    return handle(id, text);
  };
  p.core.whenComplete = (done, failed) => { waiting.push([done, failed]); };
  const install = () => { installed += 1; waiting.splice(0).forEach((pair) => pair[0]()); };
  p.core.open = () => ({ id: 7, answer: JSON.stringify({ s: 0, fields: [shown(0, '')] }) });
  p.fields[0].input.value = '5551234';
  p.session.ready(p.core);
  assert.equal(p.attributes['data-live'], 'paused');
  assert.equal(p.session.send({ event: 'resize', field: 0, px: 352 }), p.c.Sent.waiting);
  p.fields[0].input.value = '55512345';
  p.session.touched(0);
  install();
  assert.equal(p.fields[0].input.value, '55512345', 'no older text is shown over the browser\'s');
  assert.equal(p.attributes['data-live'], 'paused', 'the width waits for the second piece');
  p.fields[0].input.value = '555123456';
  p.session.touched(0);
  install();
  assert.equal(p.attributes['data-live'], 'ready');
  const adopted = p.handled.filter((m) => m.event === 'adopt').map((m) => m.text);
  same(adopted, ['55512345', '555123456']);
  assert.equal(p.fields[0].input.value, '555123456');
});
