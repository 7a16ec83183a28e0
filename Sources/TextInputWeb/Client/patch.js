// ---- Applying the core's answer to a field's elements -----------------------------------------------------------
// An answer's field member `d`: `cls` and `box` (classes), `attrs` ([name, value or null] pairs, only those in
// ALLOWED), the re-rendered parts' HTML (`info`, `acc`, `fit`, `sug`), the text (`v`, or `splice` with the new
// length `n`) and the selection `sel`. Nothing here decides a rule of the core's: it makes the elements show `d`, and
// says whether they held what the core last sent (`Patched`), which the session acts on.

import { windowStart, fullLength, fullText, inWindow } from './field.js';
import { WINDOW_ABOVE, WINDOW_BELOW, WINDOW_SPAN, setNoteText } from './notes-window.js';
import { showSelection, expectSelection } from './selection.js';

// What patchField did: the field shows the answer (done), the browser is to make the insertion itself (native:
// its editing lays the text out incrementally, where replacing the text lays out the whole note again), or the
// input no longer holds what the core last sent (lost: the page asks for the text with `sync`).
export var Patched = { done: 'done', native: 'native', lost: 'lost' };

var ALLOWED = { type: 1, rows: 1, placeholder: 1, title: 1, autofocus: 1, 'aria-invalid': 1, 'aria-describedby': 1, 'aria-expanded': 1, 'aria-activedescendant': 1 };

function patchPart(f, key, element, html) {
  if (!element || typeof html !== 'string' || f.html[key] === html) { return; }
  element.innerHTML = html;
  f.html[key] = html;
}

function patchAttributes(el, attrs) {
  (attrs || []).forEach(function (pair) {
    var name = pair[0];
    var value = pair[1];
    if (!ALLOWED[name]) { return; }
    if (value === null) {
      if (el.hasAttribute(name)) { el.removeAttribute(name); }
    } else if (el.getAttribute(name) !== value) {
      el.setAttribute(name, value);
    }
  });
}

// A field's text: whole (`v`), or a note's change since the last answer (`splice` [start, end, text] in UTF-16
// units, with the new length `n`), so typing in a long note never sends or compares the whole note. `native` is
// the insertion the browser is about to make ([start, end, text]) when the event was a key typed in a note, else
// null. Answers Patched.native when the core made exactly that insertion, Patched.done when the input holds the
// core's text, Patched.lost when it no longer holds what the core last sent.
function patchText(f, d, native) {
  var el = f.input;
  if (typeof d.v === 'string') {
    setNoteText(f, d.v, d.sel[1]);
    return Patched.done;
  }
  if (typeof d.n !== 'number') { return Patched.lost; }
  if (Array.isArray(d.splice)) {
    var start = d.splice[0];
    var end = d.splice[1];
    var text = d.splice[2];
    // A textarea's textLength, unlike value.length, does not copy a long text out of the DOM.
    if (fullLength(f) !== d.n - text.length + (end - start)) { return Patched.lost; }
    var windowed = f.win !== null;
    if (native && native[0] === start && native[1] === end && native[2] === text &&
        d.sel[0] === start + text.length && d.sel[1] === d.sel[0] &&
        (windowed ? el.textLength < 4 * WINDOW_SPAN : d.n <= WINDOW_ABOVE)) {
      return Patched.native;
    }
    if (windowed && !inWindow(f, start, end)) {
      var whole = fullText(f);
      setNoteText(f, whole.slice(0, start) + text + whole.slice(end), d.sel[1]);
    } else {
      var offset = windowStart(f);
      el.setRangeText(text, start - offset, end - offset);
      var length = fullLength(f);
      if (windowed ? length < WINDOW_BELOW || el.textLength > 4 * WINDOW_SPAN : length > WINDOW_ABOVE) {
        setNoteText(f, fullText(f), d.sel[1]);
      }
    }
  }
  return fullLength(f) === d.n ? Patched.done : Patched.lost;
}

// Makes field f show the answer's member d. `composing`: the field has marked text the browser draws itself
// (changing the input would end the composition), so its text and selection wait. `native`: see patchText.
export function patchField(f, d, options) {
  var el = f.input;
  if (f.wrap.className !== d.cls) { f.wrap.className = d.cls; }
  if (f.box.className !== d.box) { f.box.className = d.box; }
  patchAttributes(el, d.attrs);
  if (f.html.info === undefined && f.info) { f.html.info = f.info.innerHTML; }
  patchPart(f, 'info', f.info, d.info);
  patchPart(f, 'acc', f.acc, d.acc);
  patchPart(f, 'fit', f.fit, d.fit);
  patchPart(f, 'sug', f.sug, d.sug);
  f.listOpen = d.list === true;
  // A note's splice skipped while composing is what the browser shows; the commit's splice then starts from the
  // core's marked text, and its length check asks for the whole text if the two differ.
  if (options.composing) { return Patched.done; }
  var text = patchText(f, d, options.native);
  if (text === Patched.lost) { return text; }
  if (f.single) { f.applied = el.value; }
  if (text === Patched.native) {
    var offset = windowStart(f);
    expectSelection(f, d.sel[0] - offset, d.sel[1] - offset);
  } else {
    showSelection(f, d.sel);
  }
  return text;
}
