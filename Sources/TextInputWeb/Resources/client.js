// TextInputKit web client, assembled by scripts/compress-assets.sh from Sources/TextInputWeb/Client/*.js: edit
// those files, not this one. Every edit is decided in the page by the Swift core, compiled to WebAssembly
// (TextInputWeb.wasm): the script turns DOM events into the core's events, applies the core's answers to the
// existing elements, and keeps what the DOM needs and the core cannot know (a long note's window, the camera).
// docs/web.md describes the messages.
(function () {
'use strict';

// ---- The bridge to the page's module (TextInputWeb.wasm) --------------------------------------------------------
// The module's exports as two calls: open a form from its spec, handle one message (JSON in, JSON answer out).

function Core(exports) {
  var encoder = new TextEncoder();
  var decoder = new TextDecoder();
  // One input buffer in the module's memory, grown when a message does not fit (UTF-8 takes at most 3 bytes per
  // UTF-16 unit): a message is encoded straight into it, with no copy and no allocation per keystroke.
  var input = 0;
  var capacity = 0;
  function call(text, run) {
    if (3 * text.length > capacity) {
      if (input) { exports.ti_free(input); }
      capacity = Math.max(1024, 3 * text.length);
      input = exports.ti_alloc(capacity);
      if (!input) { capacity = 0; throw new Error('the page core is out of memory'); }
    }
    var written = encoder.encodeInto(text, new Uint8Array(exports.memory.buffer, input, capacity)).written;
    var result = run(input, written);
    if (capacity > 65536) {
      // A form's spec or a long paste: the buffer is not kept at that size.
      exports.ti_free(input);
      input = 0;
      capacity = 0;
    }
    return result;
  }
  function answer(length) {
    return decoder.decode(new Uint8Array(exports.memory.buffer, exports.ti_answer(), length));
  }
  return {
    open: function (spec) {
      return call(spec, function (pointer, length) {
        var id = exports.ti_form_open(pointer, length);
        return { id: id, answer: answer(exports.ti_answer_length()) };
      });
    },
    handle: function (id, text) {
      return call(text, function (pointer, length) { return answer(exports.ti_form_handle(id, pointer, length)); });
    },
    // The phone format's tables (phone-metadata.txt): installed before a form with a phone field opens.
    phoneData: function (text) {
      return call(text, function (pointer, length) { return exports.ti_phone_data(pointer, length) === 1; });
    }
  };
}

function loadCore(url) {
  var imports = {};
  var request = fetch(url, { credentials: 'same-origin' });
  var instantiate = WebAssembly.instantiateStreaming
    ? WebAssembly.instantiateStreaming(request, imports).catch(function () {
      return fetch(url).then(function (r) { return r.arrayBuffer(); }).then(function (b) { return WebAssembly.instantiate(b, imports); });
    })
    : request.then(function (r) { return r.arrayBuffer(); }).then(function (b) { return WebAssembly.instantiate(b, imports); });
  return instantiate.then(function (result) { return Core(result.instance.exports); });
}

// ---- Long notes in a window ------------------------------------------------------------------------------------
// A note longer than WINDOW_ABOVE UTF-16 units is windowed: its textarea holds only the lines around the caret
// (about WINDOW_SPAN units each side, cut at line breaks), the rest waits in two strings, and offsets from and to
// the core are shifted by the window's start. A browser lays a textarea out in time that grows with its text
// (about 0.35 s per key at 10 MiB in Chromium), so without a window no page types a long note at the speed of a
// short one. Below WINDOW_BELOW units the note goes back whole. f.win is null (the input holds the whole text) or
// { before, after }: the note is before + value + after. The cut points are pure functions of the text (tested
// with Node: tests-web/client/notes-window.test.js); the rest moves text between the strings and the textarea.

var WINDOW_ABOVE = 64 * 1024;
var WINDOW_BELOW = 32 * 1024;
var WINDOW_SPAN = 8 * 1024;

// Where to cut a long text near `at`: after a line break, else after a space, at most 4 Ki units towards
// `toward` (-1 back, +1 on); else at the nearest grapheme boundary that way, so that a window never starts or
// ends inside a Character (CJK prose or a run of accented letters has no space for thousands of units).
function cutNear(text, at, toward) {
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
function graphemeBoundary(text, at, toward) {
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
function windowAround(text, caret, windowed, editable) {
  var long = editable && text.length > (windowed ? WINDOW_BELOW : WINDOW_ABOVE);
  if (!long) { return null; }
  return [cutNear(text, caret - WINDOW_SPAN, -1), cutNear(text, caret + WINDOW_SPAN, 1)];
}

// Puts a note's text into its textarea: whole, or the window around `caret` when it is long.
function setNoteText(f, text, caret) {
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

// Scrolling (or the caret) near a long note's window edge brings the next lines in, and as many go at the other
// end, keeping in place what the user sees. `toward`: -1 or +1, or 0 to decide by the scroll position. The
// caller has reported the user's selection first; the selection is shown again afterwards (placeSelection).
function slideWindow(f, toward) {
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
function edgeToward(f) {
  if (!f.win) { return 0; }
  var caret = f.input.selectionEnd;
  if (caret < 2048 && f.win.before.length) { return -1; }
  if (f.input.textLength - caret < 2048 && f.win.after.length) { return 1; }
  return 0;
}

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

// ---- Applying the core's answer to a field's elements -----------------------------------------------------------
// An answer's field member `d`: `cls` and `box` (classes), `attrs` ([name, value or null] pairs, only those in
// ALLOWED), the re-rendered parts' HTML (`info`, `acc`, `fit`, `sug`), the text (`v`, or `splice` with the new
// length `n`) and the selection `sel`. Nothing here decides anything: it makes the elements show `d`.

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
// null. Answers 'native' when the core made exactly that insertion (the browser then makes it: its editing updates
// the layout incrementally, where replacing the text lays out the whole note again), true when the input holds
// the core's text, false when it no longer holds what the core last sent (the page then asks for the text).
function patchText(f, d, native) {
  var el = f.input;
  if (typeof d.v === 'string') {
    setNoteText(f, d.v, d.sel[1]);
    return true;
  }
  if (typeof d.n !== 'number') { return false; }
  if (Array.isArray(d.splice)) {
    var start = d.splice[0];
    var end = d.splice[1];
    var text = d.splice[2];
    // A textarea's textLength, unlike value.length, does not copy a long text out of the DOM.
    if (fullLength(f) !== d.n - text.length + (end - start)) { return false; }
    var windowed = f.win !== null;
    if (native && native[0] === start && native[1] === end && native[2] === text &&
        d.sel[0] === start + text.length && d.sel[1] === d.sel[0] &&
        (windowed ? el.textLength < 4 * WINDOW_SPAN : d.n <= WINDOW_ABOVE)) {
      return 'native';
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
  return fullLength(f) === d.n;
}

// Makes field f show the answer's member d. `composing`: the field has marked text the browser draws itself
// (changing the input would end the composition), so its text and selection wait. Answers 'sync' when the input
// lost track of the core's text, 'native' when the browser is to make the insertion, else 'done'.
function patchField(f, d, composing, native) {
  var el = f.input;
  if (f.wrap.className !== d.cls) { f.wrap.className = d.cls; }
  if (f.box.className !== d.box) { f.box.className = d.box; }
  patchAttributes(el, d.attrs);
  if (f.html.info === undefined && f.info) { f.html.info = f.info.innerHTML; }
  patchPart(f, 'info', f.info, d.info);
  patchPart(f, 'acc', f.acc, d.acc);
  patchPart(f, 'fit', f.fit, d.fit);
  patchPart(f, 'sug', f.sug, d.sug);
  // A note's splice skipped while composing is what the browser shows; the commit's splice then starts from the
  // core's marked text, and its length check asks for the whole text if the two differ.
  if (composing) { return 'done'; }
  var text = patchText(f, d, native);
  if (!text) { return 'sync'; }
  if (f.single) { f.applied = el.value; }
  var before = f.known;
  f.known = [d.sel[0], d.sel[1]];
  if (text === 'native') {
    var offset = windowStart(f);
    f.shown = [d.sel[0] - offset, d.sel[1] - offset];
    return 'native';
  }
  if (f.win && (!before || d.sel[1] !== before[1]) && !inWindow(f, d.sel[1], d.sel[1])) {
    // The core moved the caret out of the window (Ctrl+End, undo, a search): the window follows it.
    setNoteText(f, fullText(f), d.sel[1]);
  }
  placeSelection(f);
  return 'done';
}

// ---- Keys and input types as the core's events -------------------------------------------------------------------
// Pure functions from what the browser reports to the message the core gets (docs/web.md has the table); the
// core decides what each does. Tested with Node: tests-web/client/keys.test.js.

var MODIFIERS = { Shift: 1, Control: 1, Alt: 1, Meta: 1, AltGraph: 1, CapsLock: 1 };

// A `beforeinput` event's message (`type` its inputType, `data` its text), or null for types the core does not
// take (the browser's edit is cancelled all the same).
function inputMessage(type, data) {
  switch (type) {
    case 'insertText': return { event: 'type', text: data };
    case 'insertFromPaste': case 'insertFromPasteAsQuotation': case 'insertFromDrop':
    case 'insertFromYank': case 'insertReplacementText':
      return { event: 'paste', text: data };
    case 'insertLineBreak': case 'insertParagraph': return { event: 'enter' };
    case 'deleteContentBackward': case 'deleteByCut': case 'deleteByDrag': case 'deleteContent':
      return { event: 'backspace' };
    case 'deleteContentForward': return { event: 'delete' };
    case 'deleteWordBackward': return { event: 'backspace', word: true };
    case 'deleteWordForward': return { event: 'delete', word: true };
    case 'deleteSoftLineBackward': case 'deleteHardLineBackward': case 'deleteEntireSoftLine':
      return { event: 'backspace', line: true };
    case 'deleteSoftLineForward': case 'deleteHardLineForward': return { event: 'delete', line: true };
    case 'historyUndo': return { event: 'undo' };
    case 'historyRedo': return { event: 'redo' };
    default: return null;
  }
}

// A `keydown`'s message for a field, or null when the browser handles the key (typing arrives as beforeinput),
// or 'edge' for a native caret move in a long note (its window may have to slide). `field`: { suggestions: the
// field shows a suggestion list, single: a single-line field, windowed: a long note's window }.
function keyMessage(e, field) {
  var key = e.key;
  var command = e.ctrlKey || e.metaKey;
  if (field.suggestions && (key === 'ArrowDown' || key === 'ArrowUp')) {
    // The core moves the highlight (wrapping around), picks it on Enter and closes the list on Escape.
    return { event: 'moveLine', direction: key === 'ArrowDown' ? 'down' : 'up' };
  }
  if (key === 'Escape') { return { event: 'escape' }; }
  if (key === 'Enter') { return { event: 'enter' }; }
  if (command && !e.altKey && (key === 'z' || key === 'Z')) { return { event: e.shiftKey ? 'redo' : 'undo' }; }
  if (command && !e.altKey && (key === 'y' || key === 'Y')) { return { event: 'redo' }; }
  if ((key === 'ArrowLeft' || key === 'ArrowRight') && !e.metaKey) {
    // On screen: the core mirrors them in a right-to-left field.
    var word = e.ctrlKey || e.altKey;
    var left = key === 'ArrowLeft';
    return { event: 'move', to: word ? (left ? 'wordLeft' : 'wordRight') : (left ? 'left' : 'right'), extend: e.shiftKey, visual: true };
  }
  if ((key === 'Home' || key === 'End') && (field.single || (field.windowed && command))) {
    return { event: 'move', to: key === 'Home' ? 'start' : 'end', extend: e.shiftKey };
  }
  if (!field.windowed) { return null; }
  // A long note's window holds part of the text: select-all and the document's start and end (Cmd+Up/Down) go to
  // the core; a native caret move starts from the core's caret and slides the window near its edge.
  if (command && !e.altKey && (key === 'a' || key === 'A')) { return { event: 'selectAll' }; }
  if (e.metaKey && (key === 'ArrowUp' || key === 'ArrowDown')) {
    return { event: 'move', to: key === 'ArrowUp' ? 'start' : 'end', extend: e.shiftKey };
  }
  if (key === 'ArrowUp' || key === 'ArrowDown' || key === 'PageUp' || key === 'PageDown' || key === 'Home' || key === 'End') {
    return 'edge';
  }
  return null;
}

// ---- What a composition did ----------------------------------------------------------------------------------------
// A pure function: the edit an input method made between compositionstart and compositionend, read from the text
// before and after it. Android keyboards (Gboard, Samsung Keyboard) compose over text that is already there (a
// predictive correction re-composes the word before the caret), so the composition's events say too little about
// where it went; the input's text says it exactly. Tested with Node: tests-web/client/composition.test.js.

// The range [from, to) of `before` that the composition replaced and the text that replaced it, given `after` and
// the selection [start, end) when it began. Of the possible readings when characters repeat, the one nearest the
// selection: the text before `start` and after `end` counts as kept as far as it is the same.
function compositionEdit(before, after, start, end) {
  var prefix = 0;
  var shortest = Math.min(before.length, after.length);
  while (prefix < shortest && prefix < start && before.charCodeAt(prefix) === after.charCodeAt(prefix)) { prefix++; }
  var suffix = 0;
  var room = Math.min(before.length - Math.max(prefix, end), after.length - prefix);
  while (suffix < room && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) {
    suffix++;
  }
  // Never split a surrogate pair: widen the edit over a whole one.
  if (prefix > 0 && isLowSurrogate(after.charCodeAt(prefix))) { prefix--; }
  if (suffix > 0 && isLowSurrogate(after.charCodeAt(after.length - suffix))) { suffix--; }
  return { from: prefix, to: before.length - suffix, text: after.slice(prefix, after.length - suffix) };
}

function isLowSurrogate(code) { return code >= 0xDC00 && code <= 0xDFFF; }

// ---- The scan dialog (one per page) -------------------------------------------------------------------------------
// A camera preview whose frames go to the server's decoder about every 300 ms until one decodes, and an image file
// picker. The server only decodes (plain HTTP, no state); the core in the page applies the codes, and when a scan
// finds several it offers them (the presentation's scan choices, sent as the answer's `scan.choices`): the dialog
// shows them as buttons, a button sends `chooseScanned` with its index, Escape or Close sends `escape`, and the
// core's answer (`scan.done`) closes the dialog. All of its state is the `scan` record.

function ScanDialog(box) {
  var scan = {
    owner: null,       // the live form whose field asked for the scan
    field: -1,         // that field's index, or -1 while the dialog is closed
    stream: null,      // the camera's stream
    timer: 0,          // the frame timer
    busy: false,       // a frame or an image is at the server
    camera: false,     // the last thing sent was a camera frame
    canvas: null,      // the canvas frames are drawn into
    text: false,       // a text scan (OCR) rather than a barcode scan
    choosing: false    // the core's choices are shown
  };
  var MAX_SCAN_BYTES = 1500 * 1000;

  function part(name) { return document.getElementById('tik-scan-' + name); }
  function say(text) { part('message').textContent = text || ''; }

  function stopCamera() {
    if (scan.timer) { clearInterval(scan.timer); scan.timer = 0; }
    if (scan.stream) { scan.stream.getTracks().forEach(function (track) { track.stop(); }); scan.stream = null; }
    var video = part('video');
    video.srcObject = null;
    video.hidden = true;
  }

  function send(blob, camera) {
    var owner = scan.owner;
    var field = scan.field;
    scan.busy = true;
    scan.camera = camera;
    // A text scan (OCR) asks the server for the recognised lines, read with the form's language data.
    var address = owner.form.getAttribute('data-scan');
    if (scan.text) {
      address += (address.indexOf('?') < 0 ? '?' : '&') + 'kind=text&locale=' +
        encodeURIComponent(owner.form.getAttribute('data-locale') || 'en_US');
    }
    fetch(address, {
      method: 'POST', body: blob, credentials: 'same-origin',
      headers: { 'Content-Type': blob.type || 'application/octet-stream' }
    }).then(function (response) { return response.json(); }).then(function (result) {
      if (scan.owner !== owner || scan.field !== field) { return; }
      if (typeof result.error === 'string') { scan.busy = false; stopCamera(); say(result.error); return; }
      if (Array.isArray(result.lines)) { owner.intent(field, { event: 'scan', lines: result.lines }); return; }
      owner.intent(field, { event: 'scan', texts: Array.isArray(result.codes) ? result.codes : [] });
    }, function () {
      if (scan.owner !== owner) { return; }
      scan.busy = false;
      stopCamera();
      say(box.getAttribute('data-offline'));
    });
  }

  function captureFrame() {
    var video = part('video');
    if (scan.busy || !video.videoWidth) { return; }
    // Barcodes read well at 640 px; printed text needs more pixels per letter.
    var scale = Math.min(1, (scan.text ? 1600 : 640) / Math.max(video.videoWidth, video.videoHeight));
    var canvas = scan.canvas || (scan.canvas = document.createElement('canvas'));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    canvas.getContext('2d').drawImage(video, 0, 0, canvas.width, canvas.height);
    scan.busy = true;
    canvas.toBlob(function (blob) {
      if (!blob || scan.field < 0) { scan.busy = false; return; }
      send(blob, true);
    }, 'image/jpeg', 0.85);
  }

  function startCamera() {
    if (!navigator.mediaDevices || typeof navigator.mediaDevices.getUserMedia !== 'function') {
      say(box.getAttribute('data-no-camera'));
      return;
    }
    var field = scan.field;
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(function (stream) {
      if (scan.field !== field) { stream.getTracks().forEach(function (track) { track.stop(); }); return; }
      scan.stream = stream;
      var video = part('video');
      video.srcObject = stream;
      video.hidden = false;
      var playing = video.play();
      if (playing && playing.catch) { playing.catch(function () {}); }
      say(box.getAttribute('data-looking'));
      scan.timer = setInterval(captureFrame, 300);
    }, function (error) {
      if (scan.field !== field) { return; }
      var denied = error && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
      say(box.getAttribute(denied ? 'data-denied' : 'data-no-camera'));
    });
  }

  function open(owner, i) {
    if (!owner.fields[i] || scan.field >= 0) { return; }
    scan.owner = owner;
    scan.field = i;
    scan.busy = false;
    scan.choosing = false;
    var kind = owner.fields[i].acc && owner.fields[i].acc.querySelector('[data-scan-kind]');
    scan.text = !!kind && kind.getAttribute('data-scan-kind') === 'text';
    part('title').textContent = box.getAttribute(scan.text ? 'data-text-title' : 'data-barcode-title');
    say('');
    part('choices').replaceChildren();
    box.hidden = false;
    part('file').focus();
    startCamera();
  }

  function close() {
    if (scan.field < 0) { return; }
    var owner = scan.owner;
    var i = scan.field;
    stopCamera();
    scan.field = -1;
    scan.owner = null;
    scan.busy = false;
    scan.choosing = false;
    part('file').value = '';
    part('choices').replaceChildren();
    box.hidden = true;
    if (owner && owner.fields[i]) { owner.fields[i].input.focus(); }
  }

  // The user leaves the dialog (Escape, Close): choices the core offers are declined first.
  function dismiss() {
    if (scan.field >= 0 && scan.choosing) { scan.owner.intent(scan.field, { event: 'escape' }); }
    close();
  }

  function showChoices(owner, prompt, choices) {
    stopCamera();
    say(prompt);
    scan.choosing = true;
    var list = part('choices');
    list.replaceChildren();
    choices.forEach(function (text, index) {
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'tik-button tik-scan-choice';
      button.textContent = text;
      button.addEventListener('click', function () {
        if (scan.owner !== owner || !scan.choosing) { return; }
        owner.intent(scan.field, { event: 'chooseScanned', index: index });
        close();
      });
      list.appendChild(button);
    });
    if (list.firstChild) { list.firstChild.focus(); }
  }

  // A live form's answer for the dialog (`scan`): open it for a field, show choices, a message, or close it.
  function answer(owner, d) {
    if (d.open) { open(owner, d.f); return; }
    if (owner !== scan.owner || d.f !== scan.field) { return; }
    scan.busy = false;
    if (d.done) { close(); return; }
    if (Array.isArray(d.choices)) { showChoices(owner, d.prompt, d.choices); return; }
    if (typeof d.error === 'string') {
      // A camera frame without a code is the normal case: keep looking.
      if (d.none && scan.camera && scan.stream) { return; }
      if (!d.none) { stopCamera(); }
      say(d.error);
    }
  }

  part('close').addEventListener('click', dismiss);
  box.addEventListener('keydown', function (e) {
    if (e.key === 'Escape') { e.preventDefault(); dismiss(); return; }
    if (e.key !== 'Tab') { return; }
    // Focus stays in the dialog while it is open.
    var stops = Array.prototype.filter.call(box.querySelectorAll('button, input'), function (el) {
      return !el.disabled && el.getClientRects().length > 0;
    });
    if (!stops.length) { return; }
    var first = stops[0];
    var last = stops[stops.length - 1];
    if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last.focus(); }
    else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first.focus(); }
  });
  part('file').addEventListener('change', function () {
    var file = this.files && this.files[0];
    if (!file || scan.field < 0) { return; }
    if (file.size > MAX_SCAN_BYTES) { say(box.getAttribute('data-too-large')); return; }
    send(file, false);
  });
  return {
    answer: answer,
    // Whether the dialog is open, and whether an element is inside it.
    isOpen: function () { return scan.field >= 0; },
    holds: function (element) { return !!element && box.contains(element); }
  };
}

// ---- One live form ----------------------------------------------------------------------------------------------
// Turns the form's DOM events into the core's events and hands each answer to patch.js. Its state is the
// `state` record below and each field's record (field.js); handlers pass nothing to each other through them
// except what the browser's event order forces (`composing`, between compositionstart and compositionend).

function attach(form, announce, scanDialog) {
  var fields = [];
  Array.prototype.forEach.call(form.querySelectorAll('.tik-field[data-index]'), function (wrap) {
    fields[Number(wrap.getAttribute('data-index'))] = fieldRecord(wrap);
  });
  var statusLine = form.querySelector('.tik-status-line');
  var specElement = document.getElementById(form.getAttribute('data-tik-spec'));
  var state = {
    core: null,        // the module's bridge once it is ready (bridge.js)
    id: 0,             // this form's id in the module
    failed: false,     // the module failed: the form is a plain HTML form
    posting: false,    // the form is being posted
    sent: 0,           // the last message's sequence number
    applied: -1,       // the last answer's sequence number
    outbox: [],        // messages waiting for the module
    composing: -1,     // the field with marked text, or -1
    composedOver: null, // the input's text and selection when the composition began ({ text, from, to })
    focus: null        // the field the core last heard has focus
  };
  var controller = { form: form, fields: fields, intent: intent };
  if (form.hasAttribute('data-tik-log')) { form.tikLog = []; }
  // For tests and tools: a field's whole text and its input's selection in the text's UTF-16 offsets (a long
  // note's input holds a window of it).
  form.tikText = function (element) { var i = indexOf(element); return i < 0 ? null : fullText(fields[i]); };
  form.tikSelection = function (element) {
    var i = indexOf(element);
    if (i < 0) { return null; }
    var offset = windowStart(fields[i]);
    return [offset + element.selectionStart, offset + element.selectionEnd];
  };

  function live() { return state.core !== null && !state.failed && !state.posting; }

  function indexOf(element) {
    if (!element || !element.classList || !element.classList.contains('tik-input')) { return -1; }
    var wrap = element.closest('.tik-field[data-index]');
    return wrap && form.contains(wrap) ? Number(wrap.getAttribute('data-index')) : -1;
  }

  // Hands one message to the core and applies its answer at once; until the module is ready, messages wait in
  // order (the browser's own editing stays cancelled, so nothing typed is applied twice). `native`: see patchText.
  // Answers 'native' when the browser is to make the insertion itself.
  function send(message, native) {
    if (state.failed || state.posting) { return null; }
    message.s = ++state.sent;
    form.setAttribute('data-sent', String(state.sent));
    if (!state.core) { state.outbox.push(message); return null; }
    return deliver(message, native || null);
  }

  function deliver(message, native) {
    var m;
    var text = JSON.stringify(message);
    var answer;
    try {
      answer = state.core.handle(state.id, text);
    } catch (error) {
      // The core trapped or ran out of memory: the form goes on as a plain form (the server decides on submit),
      // and the text of this key is put in its input, as for messages still waiting for the core.
      state.outbox.push(message);
      fail();
      return null;
    }
    if (form.tikLog) { form.tikLog.push([text, answer]); }
    try { m = JSON.parse(answer); } catch (error) { return null; }
    return apply(m, native);
  }

  // Reports a selection the user made (mouse, native keys) before the next event.
  function syncSelection(i) {
    var f = fields[i];
    if (state.composing === i || document.activeElement !== f.input) { return; }
    var selection = takeUserSelection(f);
    if (selection) { send({ event: 'select', field: i, from: selection.from, to: selection.to }); }
  }

  // Before a key the browser handles itself at the caret (vertical moves, composition): when the core's
  // selection lies outside a long note's window, the window goes back to it.
  function reveal(i) {
    var f = fields[i];
    if (!f.win || f.known === null) { return; }
    syncSelection(i);
    var offset = windowStart(f);
    if (f.shown[0] === f.known[0] - offset && f.shown[1] === f.known[1] - offset) { return; }
    setNoteText(f, fullText(f), f.known[1]);
    placeSelection(f);
  }

  // Slides a long note's window (slideWindow): toward -1 or +1, or 0 to decide by the scroll position.
  function slide(i, toward) {
    var f = fields[i];
    if (!f.win || state.composing === i) { return; }
    syncSelection(i);
    if (slideWindow(f, toward)) { placeSelection(f); }
  }

  // An event for field i (or the form when i < 0).
  function intent(i, message, native) {
    if (i >= 0) { syncSelection(i); message.field = i; }
    return send(message, native);
  }

  function apply(m, native) {
    if (!m || typeof m.s !== 'number') { return null; }
    var result = null;
    (m.fields || []).forEach(function (d) {
      var f = fields[d.i];
      if (!f) { return; }
      var done = patchField(f, d, state.composing === d.i, native);
      if (done === 'sync') { send({ event: 'sync', field: d.i }); }
      if (done === 'native') { result = 'native'; }
    });
    if (typeof m.focus === 'number' && fields[m.focus]) {
      state.focus = m.focus;
      // The scan dialog keeps focus while it is open; closing it focuses its field.
      if (document.activeElement !== fields[m.focus].input && !scanDialog.isOpen()) { fields[m.focus].input.focus(); }
    }
    if (typeof m.refused === 'string') { announce(m.refused); }
    if (typeof m.announce === 'string') { announce(m.announce); }
    if (typeof m.status === 'string' && statusLine) { statusLine.innerHTML = m.status; }
    if (m.scan && typeof m.scan.f === 'number') { scanDialog.answer(controller, m.scan); }
    if (m.s > state.applied) { state.applied = m.s; }
    form.setAttribute('data-seq', String(Math.max(state.applied, 0)));
    if (Array.isArray(m.post)) { post(m.post); }
    return result;
  }

  // The core found every field valid: the form goes to the server, which runs the same core again and is the
  // one that decides. A hidden password's input holds bullets; it posts the text the core holds.
  function post(pairs) {
    fields.forEach(function (f) {
      if (f && f.win) { f.input.value = fullText(f); f.win = null; }
    });
    pairs.forEach(function (pair) {
      var input = form.elements.namedItem(pair[0]);
      if (input && 'value' in input) { input.value = pair[1]; }
    });
    state.posting = true;
    form.setAttribute('data-live', 'posting');
    HTMLFormElement.prototype.submit.call(form);
  }

  // Without the module (no WebAssembly, the file missing) the form works as a plain HTML form: what was typed
  // while the module loaded is in the inputs already (the browser edited them). If the core trapped after it was
  // ready, the text of messages it had not answered is put into the inputs and hidden passwords are emptied
  // (they hold bullets).
  function fail() {
    var wasReady = state.core !== null;
    state.failed = true;
    form.setAttribute('data-live', 'offline');
    state.outbox.forEach(function (message) {
      var f = fields[message.field];
      if (f && (message.event === 'type' || message.event === 'paste') && typeof message.text === 'string') {
        f.input.value += message.text;
      }
    });
    state.outbox = [];
    if (!wasReady) { return; }
    Array.prototype.forEach.call(form.querySelectorAll('input[type="password"]'), function (el) { el.value = ''; });
  }

  // The core is ready: it takes over from the browser's own editing. What each input holds now (typed while the
  // script and the module loaded, restored by the browser on Back or reload, autofilled) is read before the
  // core's first answer replaces it, and adopted through the core like a two-way binding's text: format, limit
  // and affixes apply, and the caret stays after the same value character. Every later key is the core's. All of
  // this runs in one task, so a key is either the browser's (before) or the core's (after), never both.
  function ready(loaded) {
    var opened;
    var before = fields.map(function (f) {
      if (!f) { return null; }
      var el = f.input;
      return { value: el.value, from: el.selectionStart, to: el.selectionEnd, focused: document.activeElement === el,
               editable: !el.readOnly && !el.disabled };
    });
    try { opened = loaded.open(specElement ? specElement.textContent : ''); } catch (error) { fail(); return; }
    if (!opened.id) { fail(); return; }
    state.core = loaded;
    state.id = opened.id;
    var hello = JSON.parse(opened.answer);
    // Where the user already is (a field typed into while the module loaded, or anything else on the page),
    // focus stays: the core's first focus (autofocus) is for a page nobody has touched yet.
    var userFocus = document.activeElement && document.activeElement !== document.body ? document.activeElement : null;
    if (userFocus) { delete hello.focus; }
    apply(hello, null);
    var waiting = state.outbox;
    state.outbox = [];
    waiting.forEach(function (message) { deliver(message, null); });
    before.forEach(function (was, i) {
      if (!was) { return; }
      if (was.focused) {
        state.focus = i;
        send({ event: 'focus', field: i });
      }
      if (was.editable && was.value !== fullText(fields[i])) {
        var message = { event: 'adopt', field: i, text: was.value };
        if (was.focused && was.from !== null) { message.from = was.from; message.to = was.to; }
        send(message);
      }
    });
    observeWidths();
    form.setAttribute('data-live', 'ready');
  }

  // The width each field's text really has (the form's container queries, a window resized, a phone turned,
  // accessories shown or hidden): the core lays text out for it (an unfocused field's fitted lines and tooltip,
  // a note's wrapped lines and rows), so measuring stays the core's job. Observed sizes are read in the next
  // frame: the answer may change a note's height, which must not run inside the observer's own callback.
  function observeWidths() {
    if (typeof ResizeObserver !== 'function') { return; }
    var widths = [];
    var dirty = [];
    var frame = 0;
    function measure() {
      frame = 0;
      var now = dirty;
      dirty = [];
      now.forEach(function (i) {
        var el = fields[i].input;
        var style = getComputedStyle(el);
        var px = Math.floor(el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
        if (px < 1 || widths[i] === px || state.failed || state.posting) { return; }
        widths[i] = px;
        intent(i, { event: 'resize', px: px });
      });
    }
    var observer = new ResizeObserver(function (entries) {
      entries.forEach(function (entry) {
        var i = indexOf(entry.target);
        if (i >= 0 && dirty.indexOf(i) < 0) { dirty.push(i); }
      });
      if (!frame && dirty.length) { frame = requestAnimationFrame(measure); }
    });
    fields.forEach(function (f) { if (f) { observer.observe(f.input); } });
  }

  // Text that arrives without a key the core decided (autofill, a password manager or another script setting
  // the value and dispatching input or change): the core adopts it, focused or not; it is never reverted.
  function adopt(i) {
    var f = fields[i];
    var el = f.input;
    if (el.readOnly || el.disabled) { return; }
    var offset = windowStart(f);
    var message = { event: 'adopt', field: i, text: fullText(f) };
    if (document.activeElement === el) { message.from = offset + el.selectionStart; message.to = offset + el.selectionEnd; }
    send(message);
  }

  form.addEventListener('input', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !live() || e.inputType === 'insertCompositionText' || state.composing === i) { return; }
    // A key typed in a note whose beforeinput was not cancelled is an insertion the core let the browser make:
    // the input holds the core's text. (Every other beforeinput is cancelled, so it fires no input event.)
    if (e.inputType === 'insertText' && e.isTrusted && !fields[i].single) { return; }
    adopt(i);
  });
  form.addEventListener('change', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !live()) { return; }
    var f = fields[i];
    // Only a value set with a change event alone: every other path was answered already.
    if (f.single && f.input.value !== f.applied) { adopt(i); }
  });

  form.addEventListener('beforeinput', function (e) {
    var i = indexOf(e.target);
    // Until the core is ready the browser edits natively; the core adopts the result when it is (ready).
    if (i < 0 || !live()) { return; }
    var type = e.inputType;
    if (type === 'insertCompositionText') { return; }
    var data = e.data;
    if ((data === null || data === undefined) && e.dataTransfer) { data = e.dataTransfer.getData('text/plain'); }
    var message = inputMessage(type, data || '');
    var f = fields[i];
    if (type === 'insertText' && e.isTrusted && !f.single) {
      // A key typed in a note: when the core's answer is the very insertion the browser is about to make, the
      // browser makes it (patchText); otherwise it is cancelled and the answer applied.
      var offset = windowStart(f);
      var native = [offset + f.input.selectionStart, offset + f.input.selectionEnd, data || ''];
      if (intent(i, message, native) !== 'native') { e.preventDefault(); }
      return;
    }
    e.preventDefault();
    if (message) { intent(i, message); }
  });

  form.addEventListener('keydown', function (e) {
    var i = indexOf(e.target);
    // Any key in a long note whose caret was scrolled out of the window brings the window back first: the
    // browser's own handling (vertical moves, an IME's first key, which arrives as keyCode 229 before
    // compositionstart) then starts from the core's caret.
    // (Shortcuts with Ctrl/Cmd go to the core or have their own handling; a modifier alone moves nothing.)
    if (i >= 0 && live() && !e.isComposing && state.composing < 0 && !e.ctrlKey && !e.metaKey && !MODIFIERS[e.key]) {
      reveal(i);
    }
    if (i < 0 || !live() || e.isComposing || state.composing >= 0 || e.keyCode === 229) { return; }
    var f = fields[i];
    var message = keyMessage(e, { suggestions: !!(f.sug && f.sug.children.length), single: f.single, windowed: f.win !== null });
    if (message === 'edge') {
      setTimeout(function () {
        var toward = document.activeElement === f.input ? edgeToward(f) : 0;
        if (toward) { slide(i, toward); }
      }, 0);
    } else if (message) {
      e.preventDefault();
      intent(i, message);
    }
  });

  // Copying or cutting a selection that reaches past a long note's window: the text comes from the whole note.
  function clip(e) {
    var i = indexOf(e.target);
    if (i < 0 || !live() || !fields[i].win || !e.clipboardData) { return; }
    var f = fields[i];
    syncSelection(i);
    if (inWindow(f, f.known[0], f.known[1])) { return; }
    e.preventDefault();
    e.clipboardData.setData('text/plain', fullText(f).slice(f.known[0], f.known[1]));
    if (e.type === 'cut') { intent(i, { event: 'backspace' }); }
  }
  form.addEventListener('copy', clip);
  form.addEventListener('cut', clip);
  form.addEventListener('scroll', function (e) {
    var i = indexOf(e.target);
    if (i >= 0 && fields[i].win) { slide(i, 0); }
  }, true);

  form.addEventListener('compositionstart', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !state.core || state.failed) { return; }
    syncSelection(i);
    state.composing = i;
    var el = e.target;
    state.composedOver = { text: el.value, from: el.selectionStart, to: el.selectionEnd };
  });
  form.addEventListener('compositionupdate', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !state.core || state.failed) { return; }
    intent(i, { event: 'compose', text: e.data || '', commit: false });
  });
  form.addEventListener('compositionend', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !state.core || state.failed) { return; }
    state.composing = -1;
    var f = fields[i];
    var offset = windowStart(f);
    var over = state.composedOver;
    state.composedOver = null;
    // What the input method did, read from the input's text: Android keyboards compose over text that is there
    // already (a predictive correction re-composes the word before the caret), which the marked text's place in
    // the core does not know. When the edit is not where the core's marked text is, the marked text goes and the
    // edit is made where it happened.
    var edit = over ? compositionEdit(over.text, e.target.value, over.from, over.to)
      : { from: e.target.selectionStart, to: e.target.selectionStart, text: e.data || '' };
    // The caret now sits after the browser's marked text; the answers place it, so it is not reported as a
    // selection of the user's.
    f.shown = [e.target.selectionStart, e.target.selectionEnd];
    f.known = [offset + f.shown[0], offset + f.shown[1]];
    if (over && (edit.from !== over.from || edit.to !== over.to)) {
      intent(i, { event: 'compose', text: '', commit: false });
      send({ event: 'select', field: i, from: offset + edit.from, to: offset + edit.to });
    }
    intent(i, { event: 'compose', text: edit.text, commit: true });
  });

  form.addEventListener('focusin', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !state.core || state.focus === i) { return; }
    state.focus = i;
    send({ event: 'focus', field: i });
    syncSelection(i);
  });
  form.addEventListener('focusout', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !state.core) { return; }
    if (state.composing === i) { state.composing = -1; }
    // Focus moving to another field is that field's focus event; into the scan dialog, it stays the field's (the
    // dialog is the field's scan action, and the core's choice of codes lasts while it is open).
    if (indexOf(e.relatedTarget) >= 0 || scanDialog.holds(e.relatedTarget)) { return; }
    state.focus = null;
    send({ event: 'blur', field: i });
  });

  form.addEventListener('mousedown', function (e) {
    if (e.target.closest && e.target.closest('.tik-acc-btn, .tik-option')) { e.preventDefault(); }
  });
  form.addEventListener('click', function (e) {
    if (!e.target.closest || !state.core || state.failed) { return; }
    var button = e.target.closest('.tik-acc-btn');
    var option = e.target.closest('.tik-option');
    var target = button || option;
    if (!target) { return; }
    var wrap = target.closest('.tik-field[data-index]');
    if (!wrap || !form.contains(wrap)) { return; }
    var i = Number(wrap.getAttribute('data-index'));
    if (button) { intent(i, { event: 'tap', accessory: button.getAttribute('data-acc') || '' }); }
    else { intent(i, { event: 'choose', text: option.getAttribute('data-choice') || '' }); }
  });

  form.addEventListener('submit', function (e) {
    // Before the core is ready the form posts natively, and the server checks it as it checks every post.
    if (!live()) { return; }
    e.preventDefault();
    intent(-1, { event: 'submit' });
  });

  form.setAttribute('data-live', 'loading');
  controller.ready = ready;
  controller.fail = fail;
  return controller;
}

// ---- Start ------------------------------------------------------------------------------------------------------
// Every form on the page with a spec becomes live once the module is ready; until then (and for good when there
// is no WebAssembly or the module cannot load) the forms work as plain HTML forms.

function start() {
  var forms = Array.prototype.slice.call(document.querySelectorAll('form[data-tik-spec]'));
  if (!forms.length) { return; }
  var live = document.getElementById('tik-live');
  function announce(text) {
    if (!live) { return; }
    live.textContent = live.textContent === text ? text + '\u00a0' : text;
  }
  var box = document.getElementById('tik-scan');
  var scanDialog = box ? ScanDialog(box)
    : { answer: function () {}, isOpen: function () { return false; }, holds: function () { return false; } };
  var controllers = forms.map(function (form) { return attach(form, announce, scanDialog); });
  var url = forms[0].getAttribute('data-wasm');
  if (!url || typeof WebAssembly !== 'object' || typeof TextEncoder !== 'function') {
    controllers.forEach(function (c) { c.fail(); });
    return;
  }
  // A form with a phone field needs the phone tables too, fetched beside the module (which carries none); a form
  // whose tables cannot be had stays a plain form, the others go live.
  var phoneForm = forms.filter(function (form) { return form.hasAttribute('data-phone'); })[0];
  var phoneData = phoneForm
    ? fetch(phoneForm.getAttribute('data-phone'), { credentials: 'same-origin' })
      .then(function (r) { if (!r.ok) { throw new Error('phone tables: HTTP ' + r.status); } return r.text(); })
      .catch(function () { return null; })
    : Promise.resolve(null);
  Promise.all([loadCore(url), phoneData]).then(function (loaded) {
    var core = loaded[0];
    var hasPhoneData = loaded[1] !== null && core.phoneData(loaded[1]);
    controllers.forEach(function (c, i) {
      if (forms[i].hasAttribute('data-phone') && !hasPhoneData) { c.fail(); } else { c.ready(core); }
    });
  }, function () {
    controllers.forEach(function (c) { c.fail(); });
  });
}

start();
})();
