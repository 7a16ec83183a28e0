// ---- One live form ----------------------------------------------------------------------------------------------
// Wires one form: its fields' records (field.js), its session with the core (form-session.js) and the handlers
// that turn its DOM events into the core's events (edit-events.js, composition-events.js, form-events.js,
// widths.js). The handlers pass nothing to each other except through the session: `composing` (between
// compositionstart and compositionend, which the browser's event order forces) and `focus`.

import { fieldRecord, fullText, windowStart } from './field.js';
import { takeUserSelection } from './selection.js';
import { unwindow } from './notes-window.js';
import { FormSession, Opened } from './form-session.js';
import { listenForEdits } from './edit-events.js';
import { listenForCompositions } from './composition-events.js';
import { listenForFocusAndTaps } from './form-events.js';
import { observeWidths } from './widths.js';

// `options`: { form, announce (a text for the live region), scanDialog }. Answers the form's controller:
// { form, fields, intent, ready(core), fail(), detach() }; `detach` removes every listener and observer the
// handlers added (each handler module answers its teardown), leaving the form a plain HTML form.
export function attach(options) {
  var form = options.form;
  var fields = [];
  Array.prototype.forEach.call(form.querySelectorAll('.tik-field[data-index]'), function (wrap) {
    fields[Number(wrap.getAttribute('data-index'))] = fieldRecord(wrap);
  });
  var controller = { form: form, fields: fields, intent: intent };
  // The app's suggestions (client-suggest.js, on pages that have them) hear of each text an edit changed.
  var session = FormSession({ form: form, fields: fields, announce: options.announce, scanDialog: options.scanDialog,
                              owner: controller, textChanged: function (i) { if (form.tikTextChanged) { form.tikTextChanged(i); } } });
  // What every handler gets.
  var wiring = { form: form, fields: fields, session: session, scanDialog: options.scanDialog, indexOf: indexOf,
               intent: intent, syncSelection: syncSelection };
  if (form.hasAttribute('data-tik-log')) { form.tikLog = []; }
  // For tests and tools: a field's whole text and its input's selection in the text's UTF-16 offsets (a long
  // note's input holds a window of it).
  form.tikText = function (element) { var i = indexOf(element); return i < 0 ? null : fullText(fields[i]); };
  // For the page's own scripts (client-date.js's calendar, client-suggest.js): an event for field i, as the
  // handlers send them.
  form.tikIntent = intent;
  form.tikSelection = function (element) {
    var i = indexOf(element);
    if (i < 0) { return null; }
    var offset = windowStart(fields[i]);
    return [offset + element.selectionStart, offset + element.selectionEnd];
  };

  function indexOf(element) {
    if (!element || !element.classList || !element.classList.contains('tik-input')) { return -1; }
    var wrap = element.closest('.tik-field[data-index]');
    return wrap && form.contains(wrap) ? Number(wrap.getAttribute('data-index')) : -1;
  }

  // Reports a selection the user made (mouse, native keys) before the next event.
  function syncSelection(i) {
    var f = fields[i];
    if (session.composing === i || document.activeElement !== f.input) { return; }
    var selection = takeUserSelection(f);
    if (selection) { session.send({ event: 'select', field: i, from: selection.from, to: selection.to }); }
  }

  // An event for field i (or the form when i < 0); `sending`: as for the session's send. Answers what send did.
  function intent(i, message, sending) {
    if (i >= 0) { syncSelection(i); message.field = i; }
    return session.send(message, sending);
  }

  var teardowns = [listenForEdits(wiring), listenForCompositions(wiring), listenForFocusAndTaps(wiring)];
  form.setAttribute('data-live', 'loading');
  controller.ready = function (core) {
    var opened = session.ready(core);
    // A spec whose text needs the Unicode data (labels or choices in Cyrillic, Arabic digits in a number format)
    // opens once the data is there; the browser edits until then.
    if (opened === Opened.pending) { core.whenComplete(function () { controller.ready(core); }, session.fail); }
    if (opened !== Opened.open) { return; }
    teardowns.push(observeWidths(wiring));
    // (Paused already: what was typed during the load needs the Unicode data; ready once it is adopted.)
    if (!session.paused()) { form.setAttribute('data-live', 'ready'); }
  };
  controller.fail = session.fail;
  // The form becomes a plain form for good, its handlers gone: each input holds the field's whole text (a long
  // note's window is put back), the core hears nothing more, and hidden passwords are emptied as when the core
  // fails (their inputs hold bullets, which must never be posted).
  controller.detach = function () {
    while (teardowns.length) { teardowns.pop()(); }
    fields.forEach(function (f) { if (f) { unwindow(f); } });
    session.fail();
    form.removeAttribute('data-live');
  };
  // For tests and tools, as tikText: the form without its handlers.
  form.tikDetach = controller.detach;
  return controller;
}
