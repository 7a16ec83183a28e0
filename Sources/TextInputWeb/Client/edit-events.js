// ---- Editing events ---------------------------------------------------------------------------------------------
// A form's input, change, beforeinput, keydown, copy, cut and scroll events as the core's events, and a long
// note's window following the caret and the scroll position.

import { fullText, windowStart, inWindow } from './field.js';
import { placeSelection, revealSelection } from './selection.js';
import { slideWindow, edgeToward } from './notes-window.js';
import { MODIFIERS, BROWSER_KEYS, inputMessage, keyMessage } from './keys.js';
import { Sent } from './form-session.js';
import { listening } from './listen.js';

// `wiring`: the form's fields, session and helpers (live-form.js). Answers the teardown (listen.js).
export function listenForEdits(wiring) {
  var listeners = listening();
  var form = wiring.form;
  var fields = wiring.fields;
  var session = wiring.session;
  var indexOf = wiring.indexOf;
  var intent = wiring.intent;

  // Before a key the browser handles itself at the caret (vertical moves, composition): when the core's
  // selection lies outside a long note's window, the window goes back to it.
  function reveal(i) {
    var f = fields[i];
    if (!f.win || f.known === null) { return; }
    wiring.syncSelection(i);
    revealSelection(f);
  }

  // Slides a long note's window (slideWindow): toward -1 or +1, or 0 to decide by the scroll position.
  function slide(i, toward) {
    var f = fields[i];
    if (!f.win || session.composing === i) { return; }
    wiring.syncSelection(i);
    if (slideWindow(f, toward)) { placeSelection(f); }
  }

  // A hidden password: its input holds bullets, so the browser never edits it while the core takes the form.
  function secret(f) { return f.input.type === 'password'; }

  // Text that arrives without a key the core decided (autofill, a password manager or another script setting
  // the value and dispatching input or change): the core adopts it, focused or not, or refuses it (a read-only
  // or disabled field); it is never reverted by the page.
  function adopt(i) {
    var f = fields[i];
    var el = f.input;
    var offset = windowStart(f);
    var message = { event: 'adopt', field: i, text: fullText(f) };
    if (document.activeElement === el) { message.from = offset + el.selectionStart; message.to = offset + el.selectionEnd; }
    session.send(message);
  }

  listeners.on(form, 'input', function (e) {
    var i = indexOf(e.target);
    // While the core waits for its Unicode data the browser edits; the core adopts the result (form-session.js).
    if (i >= 0) { session.touched(i); }
    if (i < 0 || !session.live() || e.inputType === 'insertCompositionText' || session.composing === i) { return; }
    // A key typed in a note whose beforeinput was not cancelled is an insertion the core let the browser make:
    // the input holds the core's text. (Every other beforeinput is cancelled, so it fires no input event.)
    if (e.inputType === 'insertText' && e.isTrusted && !fields[i].single) { return; }
    adopt(i);
  });
  listeners.on(form, 'change', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !session.live()) { return; }
    var f = fields[i];
    // Only a value set with a change event alone: every other path was answered already.
    if (f.single && f.input.value !== f.applied) { adopt(i); }
  });

  listeners.on(form, 'beforeinput', function (e) {
    var i = indexOf(e.target);
    // Until the core is ready the browser edits natively; the core adopts the result when it is (ready). While the
    // core waits for its Unicode data, so does a hidden password's key (session.holds), in order.
    var held = i >= 0 && session.holds(i);
    if (i < 0 || (!session.live() && !held)) { return; }
    var type = e.inputType;
    if (type === 'insertCompositionText') { return; }
    var data = e.data;
    if ((data === null || data === undefined) && e.dataTransfer) { data = e.dataTransfer.getData('text/plain'); }
    var message = inputMessage(type, data || '');
    var f = fields[i];
    if (type === 'insertText' && e.isTrusted && !f.single) {
      // A key typed in a note: when the core's answer is the very insertion the browser is about to make, the
      // browser makes it (patch.js); otherwise it is cancelled and the answer applied.
      var offset = windowStart(f);
      var native = [offset + f.input.selectionStart, offset + f.input.selectionEnd, data || ''];
      var result = intent(i, message, { native: native, browser: true });
      if (result !== Sent.native && result !== Sent.paused) { e.preventDefault(); }
      return;
    }
    // (Sent.paused: the core needs its Unicode data for this key, and the browser makes the edit; never in a
    // hidden password, whose input holds bullets: its key waits for the core.)
    if (!message || intent(i, message, { browser: !secret(f) }) !== Sent.paused) { e.preventDefault(); }
  });

  listeners.on(form, 'keydown', function (e) {
    var i = indexOf(e.target);
    // Any key in a long note whose caret was scrolled out of the window brings the window back first: the
    // browser's own handling (vertical moves, an IME's first key, which arrives as keyCode 229 before
    // compositionstart) then starts from the core's caret.
    // (Shortcuts with Ctrl/Cmd go to the core or have their own handling; a modifier alone moves nothing.)
    if (i >= 0 && session.live() && !e.isComposing && session.composing < 0 && !e.ctrlKey && !e.metaKey && !MODIFIERS[e.key]) {
      reveal(i);
    }
    var held = i >= 0 && session.holds(i);
    if (i < 0 || (!session.live() && !held) || e.isComposing || session.composing >= 0 || e.keyCode === 229) { return; }
    var f = fields[i];
    var message = keyMessage(e, { suggestions: f.listOpen, single: f.single, windowed: f.win !== null,
      stepper: f.wrap.classList.contains('tik-stepper') });
    if (message === 'edge') {
      setTimeout(function () {
        var toward = document.activeElement === f.input ? edgeToward(f) : 0;
        if (toward) { slide(i, toward); }
      }, 0);
    } else if (message) {
      // While the core waits for a piece, the browser makes only the keys it makes as the core would (a caret move,
      // a deletion, select all, undo): a step, a list's highlight, Escape or Enter waits for the core instead.
      var browser = !secret(f) && BROWSER_KEYS.indexOf(message.event) >= 0;
      if (intent(i, message, { browser: browser }) !== Sent.paused) { e.preventDefault(); }
    }
  });

  // Copying or cutting a selection that reaches past a long note's window: the text comes from the whole note.
  function clip(e) {
    var i = indexOf(e.target);
    if (i < 0 || !session.live() || !fields[i].win || !e.clipboardData) { return; }
    var f = fields[i];
    wiring.syncSelection(i);
    if (inWindow(f, f.known[0], f.known[1])) { return; }
    e.preventDefault();
    e.clipboardData.setData('text/plain', fullText(f).slice(f.known[0], f.known[1]));
    if (e.type === 'cut') { intent(i, { event: 'backspace' }); }
  }
  listeners.on(form, 'copy', clip);
  listeners.on(form, 'cut', clip);
  listeners.on(form, 'scroll', function (e) {
    var i = indexOf(e.target);
    if (i >= 0 && fields[i].win) { slide(i, 0); }
  }, true);
  return listeners.teardown;
}
