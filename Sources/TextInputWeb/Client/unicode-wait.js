// ---- Waiting for the core's Unicode data ----------------------------------------------------------------------
// The page's module comes without most Unicode property tables (bridge.js, docs/wasm.md "The Unicode data"). A
// message whose text needs them before they are installed had no effect (the bridge put the module back as it was):
// the form's session pauses. Until the data is installed the browser edits every field but a hidden password (whose
// input holds bullets: its keys wait), every other message waits in order, and a submit waits; then the messages go
// to the core, the text of each field the browser edited is adopted (as on ready), and the submit goes last.

import { fullText, windowStart } from './field.js';

// `s`: the session's { state, form, fields, exclusively, send, fail } (form-session.js). Answers { pause, resume }.
export function UnicodeWait(s) {
  var state = s.state;
  var fields = s.fields;

  // `message` needed the data; `browser`: the browser makes its edit itself (a key's default action).
  function pause(message, browser) {
    if (!state.paused) {
      state.paused = true;
      s.form.setAttribute('data-live', 'paused');
      state.core.whenComplete(resume, s.fail);
    }
    state.outbox = (browser ? [] : [message]).concat(state.queue, state.outbox);
    state.queue = [];
    state.outbox.forEach(showAdopted);
  }

  // An adoption that waits (what an input held when the core took the form, typed while it loaded, restored or
  // autofilled): the core's first answer has already replaced that text in the input, so the input shows it again.
  // The waiting adoption goes to the core first when it can take it; what the browser adds to the field meanwhile
  // marks it edited (edit-events.js), so its whole text is adopted after that. Nothing typed while the form loaded
  // is lost.
  function showAdopted(message) {
    var f = message.event === 'adopt' ? fields[message.field] : null;
    if (!f || f.input.readOnly || f.input.disabled || state.touched[message.field]) { return; }
    f.win = null;
    if (f.input.value !== message.text) {
      f.input.value = message.text;
      if (document.activeElement === f.input && typeof message.from === 'number') {
        f.input.setSelectionRange(message.from, message.to);
      }
    }
  }

  function resume() {
    if (!state.paused || state.failed) { return; }
    state.paused = false;
    if (!state.posting) { s.form.setAttribute('data-live', 'ready'); }
    // What the browser made of each field it edited, read before any answer is applied (an answer shows the core's
    // text, which lacks those edits until they are adopted).
    var edited = Object.keys(state.touched).map(Number).filter(function (i) {
      return fields[i] && !fields[i].input.readOnly && !fields[i].input.disabled;
    }).map(function (i) {
      var f = fields[i];
      var message = { event: 'adopt', field: i, text: fullText(f) };
      if (document.activeElement === f.input) {
        message.from = windowStart(f) + f.input.selectionStart;
        message.to = windowStart(f) + f.input.selectionEnd;
      }
      return message;
    });
    var submit = state.heldSubmit;
    state.heldSubmit = false;
    // The browser's text of a field it edited replaces the adoptions of older text that waited, and goes to the
    // core first: every answer shown after it holds the browser's edits. (Shown before it, an answer would put the
    // core's older text in the input, and should the form pause again, that text would be adopted as the browser's:
    // a key lost.) Then what waited, in order, and a submit last.
    var touched = state.touched;
    var waited = state.outbox.filter(function (m) { return !(m.event === 'adopt' && touched[m.field]); });
    state.outbox = [];
    state.queue = [];
    // The fields the browser edited stay marked until their adoptions are sent: should one need another piece and
    // pause the form again, its input keeps the browser's text, adopted at the next resume.
    s.exclusively(function () {
      edited.forEach(function (message) { s.send(message); });
      state.queue = state.queue.concat(waited);
      if (submit) { s.send({ event: 'submit' }); }
    });
    if (!state.paused) { state.touched = {}; }
  }

  return { pause: pause, resume: resume };
}
