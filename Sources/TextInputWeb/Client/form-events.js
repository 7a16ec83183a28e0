// ---- Focus, taps and submit -------------------------------------------------------------------------------------
// A form's focusin, focusout, accessory, suggestion and summary-link clicks and submit as the core's events.

import { listening } from './listen.js';
import { focusWhole } from './show-field.js';

// `wiring`: the form's fields, session and helpers (live-form.js). Answers the teardown (listen.js).
export function listenForFocusAndTaps(wiring) {
  var listeners = listening();
  var form = wiring.form;
  var session = wiring.session;
  var indexOf = wiring.indexOf;
  var intent = wiring.intent;

  listeners.on(form, 'focusin', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !session.started() || session.focus === i) { return; }
    session.focus = i;
    session.send({ event: 'focus', field: i });
    wiring.syncSelection(i);
  });
  listeners.on(form, 'focusout', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !session.started()) { return; }
    if (session.composing === i) { session.composing = -1; }
    // Focus moving to another field is that field's focus event; into the scan dialog, it stays the field's (the
    // dialog is the field's scan action, and the core's choice of codes lasts while it is open).
    if (indexOf(e.relatedTarget) >= 0 || wiring.scanDialog.holds(e.relatedTarget)) { return; }
    session.focus = null;
    session.send({ event: 'blur', field: i });
  });

  listeners.on(form, 'mousedown', function (e) {
    if (e.target.closest && e.target.closest('.tik-acc-btn, .tik-option')) { e.preventDefault(); }
  });
  listeners.on(form, 'click', function (e) {
    if (!e.target.closest || !session.started()) { return; }
    // A summary link (href="#tik-i-…", which works without this script): its field, focused and shown whole, the
    // caret at the end of its text, the page's address unchanged.
    var link = e.target.closest('.tik-summary-link');
    var linked = link && wiring.fields[Number(link.getAttribute('data-tik-field'))];
    if (linked && !linked.input.disabled) {
      e.preventDefault();
      focusWhole(linked);
      linked.input.setSelectionRange(linked.input.value.length, linked.input.value.length);
      wiring.syncSelection(Number(link.getAttribute('data-tik-field')));
      return;
    }
    var button = e.target.closest('.tik-acc-btn');
    var option = e.target.closest('.tik-option');
    var target = button || option;
    if (!target) { return; }
    var wrap = target.closest('.tik-field[data-index]');
    if (!wrap || !form.contains(wrap)) { return; }
    var i = Number(wrap.getAttribute('data-index'));
    var step = button && button.getAttribute('data-step');
    if (step) { intent(i, { event: 'step', by: Number(step) }); }
    else if (button) { intent(i, { event: 'tap', accessory: button.getAttribute('data-acc') || '' }); }
    else if (option.hasAttribute('data-choice-id')) { intent(i, { event: 'choose', id: option.getAttribute('data-choice-id') }); }
    else { intent(i, { event: 'choose', text: option.getAttribute('data-choice') || '' }); }
  });

  // The form's own <form>, or the app's that holds its fields (the app's controls post with them).
  listeners.on(form.closest('form') || form, 'submit', function (e) {
    // While the core waits for its Unicode data the submit waits too (a hidden password's input holds bullets),
    // and goes after the browser's edits are adopted (form-session.js).
    if (session.paused()) { e.preventDefault(); session.submitted(); return; }
    // Before the core is ready the form posts natively, and the server checks it as it checks every post.
    if (!session.live()) { return; }
    e.preventDefault();
    intent(-1, { event: 'submit' });
  });
  return listeners.teardown;
}
