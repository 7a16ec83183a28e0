// ---- Compositions -----------------------------------------------------------------------------------------------
// An input method's marked text: the browser draws it and `compose` reports it to the core; the session applies
// nothing to the field meanwhile (changing the input would end the composition). What the input method did is read
// from the input's text when it ends (composition.js).

import { windowStart } from './field.js';
import { expectSelection } from './selection.js';
import { compositionEdit } from './composition.js';
import { listening } from './listen.js';

// `wiring`: the form's fields, session and helpers (live-form.js). Answers the teardown (listen.js).
export function listenForCompositions(wiring) {
  var listeners = listening();
  var form = wiring.form;
  var session = wiring.session;
  var indexOf = wiring.indexOf;
  var intent = wiring.intent;
  // The input's text and selection when the composition began ({ text, from, to }).
  var composedOver = null;

  listeners.on(form, 'compositionstart', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !session.started()) { return; }
    wiring.syncSelection(i);
    session.composing = i;
    var el = e.target;
    composedOver = { text: el.value, from: el.selectionStart, to: el.selectionEnd };
  });
  listeners.on(form, 'compositionupdate', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !session.started()) { return; }
    intent(i, { event: 'compose', text: e.data || '', commit: false });
  });
  listeners.on(form, 'compositionend', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !session.started()) { return; }
    session.composing = -1;
    var f = wiring.fields[i];
    var offset = windowStart(f);
    var over = composedOver;
    composedOver = null;
    // What the input method did, read from the input's text: Android keyboards compose over text that is there
    // already (a predictive correction re-composes the word before the caret), which the marked text's place in
    // the core does not know. When the edit is not where the core's marked text is, the marked text goes and the
    // edit is made where it happened.
    var edit = over ? compositionEdit(over.text, e.target.value, over.from, over.to)
      : { from: e.target.selectionStart, to: e.target.selectionStart, text: e.data || '' };
    // The caret now sits after the browser's marked text; the answers place it, so it is not reported as a
    // selection of the user's.
    expectSelection(f, e.target.selectionStart, e.target.selectionEnd);
    if (over && (edit.from !== over.from || edit.to !== over.to)) {
      intent(i, { event: 'compose', text: '', commit: false });
      session.send({ event: 'select', field: i, from: offset + edit.from, to: offset + edit.to });
    }
    intent(i, { event: 'compose', text: edit.text, commit: true });
  });
  return listeners.teardown;
}
