// ---- Long notes in a window ------------------------------------------------------------------------------------
// A note longer than WINDOW_ABOVE UTF-16 units is windowed: its textarea holds only the lines around the caret
// (about WINDOW_SPAN units each side, cut at line breaks), the rest waits in two strings, and offsets from and to
// the core are shifted by the window's start. A browser lays a textarea out in time that grows with its text
// (about 0.35 s per key at 10 MiB in Chromium), so without a window no page types a long note at the speed of a
// short one. Below WINDOW_BELOW units the note goes back whole. f.win is null (the input holds the whole text) or
// { before, after }: the note is before + value + after. The cut points are pure functions of the text (tested
// with Node: tests-web/client/notes-window.test.js); the rest moves text between the strings and the textarea.

export var WINDOW_ABOVE = 64 * 1024;
export var WINDOW_BELOW = 32 * 1024;
export var WINDOW_SPAN = 8 * 1024;

// Where to cut a long text near `at`: after a line break, else after a space, at most 4 Ki units towards
// `toward` (-1 back, +1 on); else at the nearest grapheme boundary that way, so that a window never starts or
// ends inside a Character (CJK prose or a run of accented letters has no space for thousands of units).
export function cutNear(text, at, toward) {
  if (at <= 0) { return 0; }
  if (at >= text.length) { return text.length; }
  var reach = 4096;
  var breaks = ['\n', ' '];
  for (var k = 0; k < breaks.length; k++) {
    var found = toward < 0 ? text.lastIndexOf(breaks[k], at - 1) : text.indexOf(breaks[k], at);
    if (found >= 0 && Math.abs(found - at) <= reach) { return found + 1; }
  }
  return graphemeBoundary(text, at, toward);
}

// The grapheme boundary at `at`, else the nearest one before it (toward < 0) or after it. In a run of regional
// indicators, flags pair from the run's start, counted here. Elsewhere the browser's segmenter reads the 256 units
// around `at`; the first segment start of that slice is not trusted (the slice may begin inside a cluster), nor
// its last (it may end inside one). Without Intl.Segmenter, or when one cluster spans the slice, only the halves
// of a surrogate pair are kept together.
var graphemes = typeof Intl !== 'undefined' && Intl.Segmenter ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
function isRegionalIndicator(text, i) {
  var low = text.charCodeAt(i + 1);
  return text.charCodeAt(i) === 0xD83C && low >= 0xDDE6 && low <= 0xDDFF;
}
export function graphemeBoundary(text, at, toward) {
  var unit = text.charCodeAt(at);
  var pair = unit >= 0xDC00 && unit <= 0xDFFF ? at - 1 : at;
  if (isRegionalIndicator(text, pair)) {
    var run = pair;
    while (run >= 2 && isRegionalIndicator(text, run - 2)) { run -= 2; }
    var flag = run + 4 * Math.floor((at - run) / 4);
    if (flag === at) { return at; }
    return toward < 0 ? flag : (isRegionalIndicator(text, flag + 2) ? flag + 4 : flag + 2);
  }
  if (graphemes) {
    var from = Math.max(0, at - 256);
    var to = Math.min(text.length, at + 256);
    var starts = [];
    var segments = graphemes.segment(text.slice(from, to))[Symbol.iterator]();
    for (var step = segments.next(); !step.done; step = segments.next()) { starts.push(from + step.value.index); }
    if (from > 0) { starts.shift(); }
    if (to < text.length) { starts.pop(); } else { starts.push(to); }
    var before = -1;
    var after = -1;
    for (var k = 0; k < starts.length; k++) {
      if (starts[k] === at) { return at; }
      if (starts[k] < at) { before = starts[k]; } else { after = starts[k]; break; }
    }
    var found = toward < 0 ? (before >= 0 ? before : after) : (after >= 0 ? after : before);
    if (found >= 0) { return found; }
  }
  return pair;
}

// The part of a note's text its textarea shows, as [start, end): the whole text when it is short (or the note is
// not typed into), else the lines around `caret`. `windowed` says whether the note is windowed now (it goes back
// whole only below WINDOW_BELOW, so that a note near the limit does not flip at every key).
export function windowAround(text, caret, windowed, editable) {
  var long = editable && text.length > (windowed ? WINDOW_BELOW : WINDOW_ABOVE);
  if (!long) { return null; }
  return [cutNear(text, caret - WINDOW_SPAN, -1), cutNear(text, caret + WINDOW_SPAN, 1)];
}

// Puts a note's text into its textarea: whole, or the window around `caret` when it is long.
export function setNoteText(f, text, caret) {
  var el = f.input;
  // A read-only or disabled note is never typed into, and shows all its lines (it does not scroll itself).
  var cut = f.single ? null : windowAround(text, caret, f.win !== null, !el.readOnly && !el.disabled);
  var shown = cut ? text.slice(cut[0], cut[1]) : text;
  f.win = cut ? { before: text.slice(0, cut[0]), after: text.slice(cut[1]) } : null;
  if (el.value === shown) { return; }
  if (!cut) { el.value = shown; return; }
  // A new window shows the caret's line in the middle of the textarea (setting a selection from a script does
  // not scroll to it): the height of the text before the caret places it.
  el.value = shown.slice(0, caret - cut[0]);
  var height = el.scrollHeight;
  el.value = shown;
  el.scrollTop = Math.max(0, height - el.clientHeight / 2);
}

// Puts a long note's whole text back into its textarea (the form is posted).
export function unwindow(f) {
  if (!f.win) { return; }
  f.input.value = f.win.before + f.input.value + f.win.after;
  f.win = null;
}

// Scrolling (or the caret) near a long note's window edge brings the next lines in, and as many go at the other
// end, keeping in place what the user sees. `toward`: -1 or +1, or 0 to decide by the scroll position. The
// caller has reported the user's selection first; the selection is shown again afterwards (placeSelection).
export function slideWindow(f, toward) {
  var el = f.input;
  var w = f.win;
  if (!w) { return false; }
  if (!toward) {
    // Scrolled near an edge with more text beyond it (and a window taller than three textareas, so that a
    // slide always moves the view away from the edge).
    if (el.scrollHeight <= 3 * el.clientHeight) { return false; }
    if (el.scrollTop < el.clientHeight && w.before.length) { toward = -1; }
    else if (el.scrollTop + 2 * el.clientHeight > el.scrollHeight && w.after.length) { toward = 1; }
    else { return false; }
  }
  var height, from, to, value;
  if (toward < 0) {
    if (!w.before.length) { return false; }
    from = cutNear(w.before, w.before.length - WINDOW_SPAN, -1);
    height = el.scrollHeight;
    el.setRangeText(w.before.slice(from), 0, 0);
    w.before = w.before.slice(0, from);
    el.scrollTop += el.scrollHeight - height;
    if (el.textLength > 3 * WINDOW_SPAN) {
      value = el.value;
      to = cutNear(value, 2 * WINDOW_SPAN, 1);
      w.after = value.slice(to) + w.after;
      el.setRangeText('', to, value.length);
    }
  } else {
    if (!w.after.length) { return false; }
    to = cutNear(w.after, WINDOW_SPAN, 1);
    el.setRangeText(w.after.slice(0, to), el.textLength, el.textLength);
    w.after = w.after.slice(to);
    if (el.textLength > 3 * WINDOW_SPAN) {
      value = el.value;
      from = cutNear(value, value.length - 2 * WINDOW_SPAN, -1);
      height = el.scrollHeight;
      w.before = w.before + value.slice(0, from);
      el.setRangeText('', 0, from);
      el.scrollTop -= height - el.scrollHeight;
    }
  }
  return true;
}

// Which way a caret near the window's edge slides it after a native caret move (arrows, pages): -1, +1 or 0.
export function edgeToward(f) {
  if (!f.win) { return 0; }
  var caret = f.input.selectionEnd;
  if (caret < 2048 && f.win.before.length) { return -1; }
  if (f.input.textLength - caret < 2048 && f.win.after.length) { return 1; }
  return 0;
}
