// ---- Suggestions from the app ---------------------------------------------------------------------------------
// A combo box whose choices the app supplies (its input has `data-tik-suggest`) asks the form's suggestion route
// (`data-suggest`) as the user types: 250 ms after its text last changed, one request per field at a time (a change
// of the text aborts the request on its way), and only the answer for the latest text goes to the core, as
// `setChoices`, which shows it through the combo box it already has. Typing never waits for the route; a slow or failing one changes nothing.

import { fullText } from './field.js';
import { listening } from './listen.js';

var delay = 250;

// One choice as the core takes it, or null for anything else.
function choiceOf(item) {
  if (!item || typeof item.text !== 'string') { return null; }
  var choice = { text: item.text };
  ['detail', 'id', 'group'].forEach(function (k) { if (typeof item[k] === 'string') { choice[k] = item[k]; } });
  return choice;
}

// `w`: { form, fields, session, indexOf }. Answers { textChanged(i), teardown }: the session calls textChanged for
// each field whose text the core's answer says an edit changed (`tc`), so nothing here compares texts; a field that
// gets focus asks too (its text may be one the app has not answered, after a post or an autofill). The teardown
// (listen.js) stops listening, the timers and the requests on their way.
export function Suggestions(w) {
  var path = w.form.getAttribute('data-suggest');
  var asked = [];   // per field: the pending timer, the request in flight, its number
  var listeners = listening();
  listeners.on(w.form, 'focusin', function (e) {
    var i = w.indexOf(e.target);
    if (i >= 0 && w.session.live()) { textChanged(i); }
  });

  function teardown() {
    listeners.teardown();
    asked.forEach(function (a) {
      if (!a) { return; }
      clearTimeout(a.timer);
      a.seq++;
      if (a.controller) { a.controller.abort(); a.controller = null; }
    });
  }

  function textChanged(i) {
    var f = w.fields[i];
    if (!path || !f || !f.input.hasAttribute('data-tik-suggest') || typeof fetch !== 'function') { return; }
    if (document.activeElement !== f.input) { return; }
    var text = fullText(f);
    var a = asked[i] || (asked[i] = { timer: 0, controller: null, seq: 0 });
    clearTimeout(a.timer);
    // The text moved on: an answer still on its way is for an older text.
    if (a.controller) { a.controller.abort(); a.controller = null; }
    a.seq++;
    a.timer = setTimeout(function () { ask(i, a, text); }, delay);
  }

  function ask(i, a, text) {
    var seq = ++a.seq;
    var controller = typeof AbortController === 'function' ? new AbortController() : null;
    a.controller = controller;
    var url = path + (path.indexOf('?') < 0 ? '?' : '&') + 'field=' + encodeURIComponent(w.fields[i].input.name)
      + '&text=' + encodeURIComponent(text);
    fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' },
                 signal: controller ? controller.signal : undefined })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (body) {
        if (seq !== a.seq) { return; }
        a.controller = null;
        // A failing route changes nothing; the next change asks again.
        if (!body || !Array.isArray(body.choices)) { return; }
        var choices = body.choices.map(choiceOf).filter(function (c) { return c !== null; });
        w.session.send({ event: 'setChoices', field: i, choices: choices });
      })
      .catch(function () { if (seq === a.seq) { a.controller = null; } });
  }

  return { textChanged: textChanged, teardown: teardown };
}
