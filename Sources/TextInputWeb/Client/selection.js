// ---- A field's selection --------------------------------------------------------------------------------------
// The one writer of a field's selection record, which lives in two places: `known`, the core's selection in the
// whole text's UTF-16 offsets (the core sent it, or the user made it and the core was told), and `shown`, what was
// last put in the input (a long note's window offsets; cut to the window when the selection lies outside it). The
// input's own selection differing from `shown` is a selection the user made and the core has not heard of yet.

import { windowStart, shownLength, inWindow, fullText } from './field.js';
import { setNoteText } from './notes-window.js';

// Shows the core's selection (f.known) in the input. A selection outside a long note's window is shown cut to
// the window (f.shown), without scrolling: typing brings the window back to it.
export function placeSelection(f) {
  var el = f.input;
  var offset = windowStart(f);
  var length = shownLength(f);
  var a = Math.min(Math.max(f.known[0] - offset, 0), length);
  var b = Math.min(Math.max(f.known[1] - offset, 0), length);
  f.shown = [a, b];
  // A long note's window moves while the note is not focused too: its selection follows, so that focusing the
  // note again reports nothing the user did not do.
  if ((document.activeElement !== el && !f.win) || (el.selectionStart === a && el.selectionEnd === b)) { return; }
  var top = el.scrollTop;
  el.setSelectionRange(a, b);
  if (a !== f.known[0] - offset || b !== f.known[1] - offset) { el.scrollTop = top; }
}

// An answer's selection `sel` (whole-text offsets) becomes the core's and is shown; a long note's window follows a
// caret the core moved out of it (Ctrl+End, undo, a search).
export function showSelection(f, sel) {
  var before = f.known;
  f.known = [sel[0], sel[1]];
  if (f.win && (!before || sel[1] !== before[1]) && !inWindow(f, sel[1], sel[1])) {
    setNoteText(f, fullText(f), sel[1]);
  }
  placeSelection(f);
}

// The selection the input has, or is about to have, without a script setting it (from, to in the input's
// offsets): after an insertion the browser makes itself, or where a composition left the caret. It is the core's
// too (its answers place it), so it is not reported as a selection of the user's.
export function expectSelection(f, from, to) {
  var offset = windowStart(f);
  f.shown = [from, to];
  f.known = [offset + from, offset + to];
}

// Takes the selection the user made in the input since the core last heard of one (it becomes `known` and
// `shown`), as a `select` message's from and to (in the whole text; a backward selection's anchor is its end), or
// null when there is none.
export function takeUserSelection(f) {
  var el = f.input;
  var start = el.selectionStart;
  var end = el.selectionEnd;
  if (f.known === null || start === null || (start === f.shown[0] && end === f.shown[1])) { return null; }
  var backward = el.selectionDirection === 'backward';
  var offset = windowStart(f);
  f.shown = [start, end];
  f.known = [offset + start, offset + end];
  return { from: offset + (backward ? end : start), to: offset + (backward ? start : end) };
}

// Before a key the browser handles itself at the caret (vertical moves, composition): when the core's selection
// lies outside a long note's window, the window goes back to it.
export function revealSelection(f) {
  var offset = windowStart(f);
  if (f.shown[0] === f.known[0] - offset && f.shown[1] === f.known[1] - offset) { return; }
  setNoteText(f, fullText(f), f.known[1]);
  placeSelection(f);
}
