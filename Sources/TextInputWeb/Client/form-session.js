// ---- One form's session with the core ---------------------------------------------------------------------------
// The one caller of the core for its form: numbers each message, keeps messages until the module is ready, hands
// each to the core and applies the answer (fields through patch.js, focus, announcements, the status line, the scan
// dialog, a post). It never re-enters itself: a message sent while an answer is applied (a field's `sync`, an event
// the answer's focus change fires) is queued and delivered after that answer, in order, and a post waits for them.

import { writePosted } from './posted.js';
import { fullText } from './field.js';
import { unwindow } from './notes-window.js';
import { Patched, patchField } from './patch.js';
import { UnicodeWait } from './unicode-wait.js';
import { focusWhole } from './show-field.js';

// What `send` did with a message.
export var Sent = {
  applied: 'applied',       // the core answered and the answer is shown
  native: 'native',         // the same, and the browser is to make the insertion itself (patch.js)
  queued: 'queued',         // an answer is being applied: the message goes after it
  waiting: 'waiting',       // the module is not ready: the message waits for it
  offline: 'offline',       // the form is a plain form or is being posted: the message is dropped
  failed: 'failed',         // the core trapped: the form became a plain form
  unreadable: 'unreadable', // the core's answer was not one
  paused: 'paused'          // the core needs its Unicode data first: the browser is to make this edit (bridge.js)
};

// What `ready` did.
export var Opened = {
  open: 'open',             // the core took the form
  pending: 'pending',       // the form's spec needs the core's Unicode data first: ready again once it is there
  failed: 'failed'          // the form is a plain form
};

// `options`: { form, fields (field.js records), announce (text for the live region), scanDialog, owner (what the
// scan dialog gets: { form, fields, intent }), textChanged (called with each field whose text the core says an edit
// changed: the answer's `tc`) }. `composing` and `focus` are the handlers' to set too.
export function FormSession(options) {
  var form = options.form;
  var fields = options.fields;
  var announce = options.announce;
  var scanDialog = options.scanDialog;
  var owner = options.owner;
  var textChanged = options.textChanged || function () {};
  var parts = { status: form.querySelector('.tik-status-line'), sum: form.querySelector('.tik-summary-slot') };
  var specElement = document.getElementById(form.getAttribute('data-tik-spec'));
  var state = {
    core: null,        // the module's bridge once it is ready (bridge.js)
    id: 0,             // this form's id in the module
    failed: false,     // the module failed: the form is a plain HTML form
    posting: false,    // the form is being posted
    sent: 0,           // the last message's sequence number
    applied: -1,       // the last answer's sequence number
    outbox: [],        // messages waiting for the module
    queue: [],         // messages sent while an answer was applied
    busy: false,       // an answer is being applied
    post: null,        // what an answer asked to post, once the queue is empty
    paused: false,     // a message needed the core's Unicode data: the browser edits until it is installed
    touched: {},       // the fields the browser edited while paused (adopted when the data is there)
    heldSubmit: false  // the form was submitted while paused
  };
  var session = {
    composing: -1,     // the field with marked text, or -1
    focus: null,       // the field the core last heard has focus
    // The core takes the form's events (live), or has taken them and the form is not a plain form (started).
    live: function () { return state.core !== null && !state.failed && !state.posting && !state.paused; },
    // While paused, the browser edits every field but a hidden password (whose input holds bullets): its keys wait
    // for the core, in order. `touched` records a field the browser edited meanwhile; `submitted` a submit.
    paused: function () { return state.paused && !state.failed && !state.posting; },
    holds: function (i) { return session.paused() && !!fields[i] && fields[i].input.type === 'password'; },
    touched: function (i) { if (state.paused) { state.touched[i] = true; } },
    submitted: function () { state.heldSubmit = true; },
    started: function () { return state.core !== null && !state.failed; },
    send: send,
    ready: ready,
    fail: fail
  };

  var waiting = UnicodeWait({ state: state, form: form, fields: fields, exclusively: exclusively, send: send, fail: fail });

  function number(message) {
    message.s = ++state.sent;
    form.setAttribute('data-sent', String(state.sent));
    return message;
  }

  // Hands one message to the core and applies its answer at once; until the module is ready, messages wait in
  // order (the browser's own editing stays cancelled, so nothing typed is applied twice). `sending.native`: the
  // insertion the browser is about to make (patch.js), when the message is a key typed in a note;
  // `sending.browser`: the browser makes this edit itself when the answer is Sent.paused (a key's default action).
  function send(message, sending) {
    if (state.failed || state.posting) { return Sent.offline; }
    number(message);
    if (!state.core || state.paused) { state.outbox.push(message); return Sent.waiting; }
    if (state.busy) { state.queue.push(message); return Sent.queued; }
    return exclusively(function () {
      return deliver(message, (sending && sending.native) || null, !!(sending && sending.browser));
    });
  }

  // Runs `step` (a delivery, or the core's first answer), then the messages queued meanwhile, then a post.
  function exclusively(step) {
    state.busy = true;
    try {
      return step();
    } finally {
      drain();
    }
  }

  function drain() {
    try {
      while (state.queue.length && !state.failed && !state.paused) { deliver(state.queue.shift(), null, false); }
    } finally {
      state.busy = false;
    }
    var pairs = state.post;
    state.post = null;
    if (pairs) { post(pairs); }
  }

  function deliver(message, native, browser) {
    var m;
    var text = JSON.stringify(message);
    var answer;
    try {
      answer = state.core.handle(state.id, text);
    } catch (error) {
      if (error && error.pending) {
        waiting.pause(message, browser);
        return browser ? Sent.paused : Sent.waiting;
      }
      // The core trapped or ran out of memory: the form goes on as a plain form (the server decides on submit),
      // and the text of this key is put in its input, as for messages still waiting for the core.
      state.outbox.push(message);
      fail();
      return Sent.failed;
    }
    if (form.tikLog) { form.tikLog.push([text, answer]); }
    try { m = JSON.parse(answer); } catch (error) { return Sent.unreadable; }
    return apply(m, native);
  }

  function apply(m, native) {
    if (!m || typeof m.s !== 'number') { return Sent.unreadable; }
    var result = Sent.applied;
    (m.fields || []).forEach(function (d) {
      var f = fields[d.i];
      if (!f) { return; }
      var patched = patchField(f, d, { composing: session.composing === d.i, native: native });
      // The input lost track of the core's text: the page asks for it after this answer.
      if (patched === Patched.lost) { state.queue.push(number({ event: 'sync', field: d.i })); }
      if (patched === Patched.native) { result = Sent.native; }
      if (d.tc === true) { textChanged(d.i); }
    });
    if (typeof m.focus === 'number' && fields[m.focus]) {
      session.focus = m.focus;
      // The scan dialog keeps focus while it is open; closing it focuses its field.
      if (document.activeElement !== fields[m.focus].input && !scanDialog.isOpen()) { focusWhole(fields[m.focus]); }
    }
    if (typeof m.announce === 'string') { announce(m.announce); }
    ['status', 'sum'].forEach(function (k) { if (typeof m[k] === 'string' && parts[k]) { parts[k].innerHTML = m[k]; } });
    if (m.scan && typeof m.scan.f === 'number') { scanDialog.answer(owner, m.scan); }
    if (m.s > state.applied) { state.applied = m.s; }
    form.setAttribute('data-seq', String(Math.max(state.applied, 0)));
    if (Array.isArray(m.post)) { state.post = m.post; }
    return result;
  }

  // The core found every field valid: the form goes to the server, which runs the same core again and is the
  // one that decides. A hidden password's input holds bullets; it posts the text the core holds.
  function post(pairs) {
    fields.forEach(function (f) { if (f) { unwindow(f); } });
    var host = writePosted(form, pairs);
    state.posting = true;
    form.setAttribute('data-live', 'posting');
    HTMLFormElement.prototype.submit.call(host);
  }

  // Without the module (no WebAssembly, the file missing) the form works as a plain HTML form: what was typed
  // while the module loaded is in the inputs already (the browser edited them). If the core trapped after it was
  // ready, the text of messages it had not answered is put into the inputs and hidden passwords are emptied
  // (they hold bullets).
  function fail() {
    var wasReady = state.core !== null;
    state.failed = true;
    form.setAttribute('data-live', 'offline');
    state.outbox.concat(state.queue).forEach(function (message) {
      var f = fields[message.field];
      if (f && (message.event === 'type' || message.event === 'paste') && typeof message.text === 'string') {
        f.input.value += message.text;
      }
    });
    state.outbox = [];
    state.queue = [];
    if (!wasReady) { return; }
    Array.prototype.forEach.call(form.querySelectorAll('input[type="password"]'), function (el) { el.value = ''; });
  }

  // The core is ready: it takes over from the browser's own editing. What each input holds now (typed while the
  // script and the module loaded, restored by the browser on Back or reload, autofilled) is read before the
  // core's first answer replaces it, and adopted through the core like a two-way binding's text: format, limit
  // and affixes apply, and the caret stays after the same value character. Every later key is the core's. All of
  // this runs in one task, so a key is either the browser's (before) or the core's (after), never both. Answers
  // what it did (Opened).
  function ready(loaded) {
    var opened;
    if (state.failed) { return Opened.failed; }   // (detached while its module loaded: it stays a plain form)
    var before = fields.map(function (f) {
      if (!f) { return null; }
      var el = f.input;
      return { value: el.value, from: el.selectionStart, to: el.selectionEnd, focused: document.activeElement === el,
               editable: !el.readOnly && !el.disabled };
    });
    try {
      opened = loaded.open(specElement ? specElement.textContent : '');
    } catch (error) {
      if (error && error.pending) { return Opened.pending; }
      fail();
      return Opened.failed;
    }
    if (!opened.id) { fail(); return Opened.failed; }
    state.core = loaded;
    state.id = opened.id;
    var hello = JSON.parse(opened.answer);
    // Where the user already is (a field typed into while the module loaded, or anything else on the page),
    // focus stays: the core's first focus (autofocus) is for a page nobody has touched yet.
    var userFocus = document.activeElement && document.activeElement !== document.body ? document.activeElement : null;
    if (userFocus) { delete hello.focus; }
    // The messages that waited go after the first answer, in order.
    state.queue = state.outbox;
    state.outbox = [];
    exclusively(function () { return apply(hello, null); });
    before.forEach(function (was, i) {
      if (!was) { return; }
      if (was.focused) {
        session.focus = i;
        send({ event: 'focus', field: i });
      }
      if (was.editable && was.value !== fullText(fields[i])) {
        var message = { event: 'adopt', field: i, text: was.value };
        if (was.focused && was.from !== null) { message.from = was.from; message.to = was.to; }
        send(message);
      }
    });
    return Opened.open;
  }

  return session;
}
