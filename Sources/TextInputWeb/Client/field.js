// ---- A field's record -----------------------------------------------------------------------------------------
// Everything the page keeps for one field, declared here and nowhere else. The selection lives in two places:
// `known`, the core's selection in the whole text's UTF-16 offsets (the core sent it, or the user made it and the
// core was told), and `shown`, what was last put in the input (a long note's window offsets; cut to the window
// when the selection lies outside it). The input's own selection differing from `shown` is a selection the user
// made and the core has not heard of yet.

function fieldRecord(wrap) {
  var input = wrap.querySelector('.tik-input');
  return {
    wrap: wrap,
    input: input,
    box: wrap.querySelector('.tik-box'),
    info: wrap.querySelector('.tik-info'),
    acc: wrap.querySelector('.tik-acc'),
    fit: wrap.querySelector('.tik-fitted'),
    sug: wrap.querySelector('.tik-suggestions'),
    single: input.tagName === 'INPUT',
    // The HTML last put in each part (info, acc, fit, sug), so that an unchanged part is not parsed again.
    html: {},
    known: null,
    shown: null,
    // A long note's window (notes-window.js), or null.
    win: null,
    // A single-line field's value as the core last set it (a change event without input is new text).
    applied: null
  };
}

function windowStart(f) { return f.win ? f.win.before.length : 0; }
function shownLength(f) { return f.single ? f.input.value.length : f.input.textLength; }
function fullLength(f) { return f.win ? f.win.before.length + f.input.textLength + f.win.after.length : shownLength(f); }
function fullText(f) { return f.win ? f.win.before + f.input.value + f.win.after : f.input.value; }
function inWindow(f, from, to) {
  var start = windowStart(f);
  return from >= start && to <= start + shownLength(f);
}

// Shows the core's selection (f.known) in the input. A selection outside a long note's window is shown cut to
// the window (f.shown), without scrolling: typing brings the window back to it.
function placeSelection(f) {
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

// Takes the selection the user made in the input since the core last heard of one (it becomes `known` and
// `shown`), as a `select` message's from and to (in the whole text; a backward selection's anchor is its end), or
// null when there is none.
function takeUserSelection(f) {
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
