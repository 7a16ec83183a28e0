// ---- Suggestions from the app ---------------------------------------------------------------------------------
// A combo box whose choices the app supplies (its input has `data-tik-suggest`) asks the form's suggestion route
// (`data-suggest`) as the user types: 250 ms after its text last changed, one request per field at a time (a change
// of the text aborts the request on its way), and only the answer for the latest text goes to the core, as
// `setChoices`, which shows it through the combo box it already has. Typing never waits for the route; a slow or
// failing one changes nothing. Part of client-suggest.js (suggest-start.js), which only pages with such a form load:
// it reaches the live form through what live-form.js sets on its element (tikText, tikIntent, tikTextChanged).

var delay = 250;

// One choice as the core takes it, or null for anything else.
function choiceOf(item) {
  if (!item || typeof item.text !== 'string') { return null; }
  var choice = { text: item.text };
  ['detail', 'id', 'group'].forEach(function (k) { if (typeof item[k] === 'string') { choice[k] = item[k]; } });
  return choice;
}

// `form`: a form element with a suggestion route (`data-suggest`). Answers `textChanged(i)`, which live-form.js
// calls (as `form.tikTextChanged`) for each field whose text the core's answer says an edit changed (`tc`), so
// nothing here compares texts; a field that gets focus asks too (its text may be one the app has not answered,
// after a post or an autofill). Only while the form is live (`data-live="ready"`): a form detached or back to a
// plain form asks nothing.
export function Suggestions(form) {
  var path = form.getAttribute('data-suggest');
  var asked = [];   // per field: the pending timer, the request in flight, its number

  function inputOf(i) { return form.querySelector('.tik-field[data-index="' + i + '"] .tik-input'); }

  form.addEventListener('focusin', function (e) {
    var wrap = e.target.closest && e.target.closest('.tik-field[data-index]');
    if (wrap) { textChanged(Number(wrap.getAttribute('data-index'))); }
  });

  function textChanged(i) {
    var input = inputOf(i);
    if (!path || !input || !input.hasAttribute('data-tik-suggest') || typeof fetch !== 'function') { return; }
    if (document.activeElement !== input || form.getAttribute('data-live') !== 'ready') { return; }
    var text = form.tikText(input);
    var a = asked[i] || (asked[i] = { timer: 0, controller: null, seq: 0 });
    clearTimeout(a.timer);
    // The text moved on: an answer still on its way is for an older text.
    if (a.controller) { a.controller.abort(); a.controller = null; }
    a.seq++;
    a.timer = setTimeout(function () { ask(i, a, input.name, text); }, delay);
  }

  function ask(i, a, name, text) {
    if (form.getAttribute('data-live') !== 'ready') { return; }
    var seq = ++a.seq;
    var controller = typeof AbortController === 'function' ? new AbortController() : null;
    a.controller = controller;
    var url = path + (path.indexOf('?') < 0 ? '?' : '&') + 'field=' + encodeURIComponent(name)
      + '&text=' + encodeURIComponent(text);
    fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' },
                 signal: controller ? controller.signal : undefined })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (body) {
        if (seq !== a.seq) { return; }
        a.controller = null;
        // A failing route changes nothing; the next change asks again. A form no longer live takes nothing.
        if (!body || !Array.isArray(body.choices) || form.getAttribute('data-live') !== 'ready') { return; }
        var choices = body.choices.map(choiceOf).filter(function (c) { return c !== null; });
        form.tikIntent(i, { event: 'setChoices', choices: choices });
      })
      .catch(function () { if (seq === a.seq) { a.controller = null; } });
  }

  return textChanged;
}
