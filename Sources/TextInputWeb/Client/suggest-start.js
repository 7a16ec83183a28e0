// ---- The app's suggestions, a script of their own ----------------------------------------------------------------
// client-suggest.js, bundled from here (scripts/bundle-client.py, OWN_SCRIPTS): only a page whose forms have a
// combo box fed by the app (a form with `data-suggest`) loads it, after client.js (WebForm writes it after the form,
// both defer), so no other page fetches it before its first key. It hands each such form's live-form.js a
// `tikTextChanged` hook; a field focused before it ran asks at once.

import { Suggestions } from './suggestions.js';

function startSuggestions() {
  Array.prototype.forEach.call(document.querySelectorAll('[data-tik-spec][data-suggest]'), function (form) {
    if (form.tikTextChanged) { return; }
    var textChanged = Suggestions(form);
    form.tikTextChanged = textChanged;
    var wrap = document.activeElement && form.contains(document.activeElement)
      && document.activeElement.closest('.tik-field[data-index]');
    if (wrap) { textChanged(Number(wrap.getAttribute('data-index'))); }
  });
}

startSuggestions();
