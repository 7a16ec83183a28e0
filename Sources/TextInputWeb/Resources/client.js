// TextInputKit web client: every edit is decided in the page by the Swift core, compiled to WebAssembly
// (TextInputWeb.wasm). The script only turns DOM events into the core's events and applies the core's answers
// (value, selection, classes, attributes and the re-rendered info line, accessories, fitted text and
// suggestions) to the existing elements. It holds no rule of its own: docs/web.md.
(function () {
  'use strict';
  var forms = Array.prototype.slice.call(document.querySelectorAll('form[data-tik-spec]'));
  if (!forms.length) { return; }
  var live = document.getElementById('tik-live');
  // A note longer than WINDOW_ABOVE UTF-16 units is windowed: its textarea holds only the lines around the caret
  // (about WINDOW_SPAN units each side, cut at line breaks), the rest waits in two strings, and offsets from and to
  // the core are shifted by the window's start. A browser lays a textarea out in time that grows with its text
  // (about 0.35 s per key at 10 MiB in Chromium), so without a window no page types a long note at the speed of a
  // short one. Below WINDOW_BELOW units the note goes back whole.
  var WINDOW_ABOVE = 64 * 1024;
  var WINDOW_BELOW = 32 * 1024;
  var WINDOW_SPAN = 8 * 1024;
  var MODIFIERS = { Shift: 1, Control: 1, Alt: 1, Meta: 1, AltGraph: 1, CapsLock: 1 };
  var ALLOWED = { type: 1, rows: 1, placeholder: 1, title: 1, autofocus: 1, 'aria-invalid': 1, 'aria-describedby': 1, 'aria-expanded': 1, 'aria-activedescendant': 1 };

  function announce(text) {
    if (!live) { return; }
    live.textContent = live.textContent === text ? text + '\u00a0' : text;
  }

  // ---- Long notes in a window ------------------------------------------------------------------------------
  // f.win is null (the input holds the whole text) or { before, after }: the note is before + value + after.

  function windowStart(f) { return f.win ? f.win.before.length : 0; }
  function shownLength(f) { return f.single ? f.input.value.length : f.input.textLength; }
  function fullLength(f) { return f.win ? f.win.before.length + f.input.textLength + f.win.after.length : shownLength(f); }
  function fullText(f) { return f.win ? f.win.before + f.input.value + f.win.after : f.input.value; }
  function inWindow(f, from, to) {
    var start = windowStart(f);
    return from >= start && to <= start + shownLength(f);
  }

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

  // Puts a note's text into its textarea: whole, or the window around `caret` when it is long.
  function setNoteText(f, text, caret) {
    var el = f.input;
    // A read-only or disabled note is never typed into, and shows all its lines (it does not scroll itself).
    var long = !f.single && !el.readOnly && !el.disabled && text.length > (f.win ? WINDOW_BELOW : WINDOW_ABOVE);
    var start = long ? cutNear(text, caret - WINDOW_SPAN, -1) : 0;
    var end = long ? cutNear(text, caret + WINDOW_SPAN, 1) : text.length;
    var shown = long ? text.slice(start, end) : text;
    f.win = long ? { before: text.slice(0, start), after: text.slice(end) } : null;
    if (el.value === shown) { return; }
    if (!long) { el.value = shown; return; }
    // A new window shows the caret's line in the middle of the textarea (setting a selection from a script does
    // not scroll to it): the height of the text before the caret places it.
    el.value = shown.slice(0, caret - start);
    var height = el.scrollHeight;
    el.value = shown;
    el.scrollTop = Math.max(0, height - el.clientHeight / 2);
  }

  // The module's exports as two calls: open a form from its spec, handle one message.
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

  // ---- One form ---------------------------------------------------------------------------------------------

  function attach(form) {
    var fields = [];
    Array.prototype.forEach.call(form.querySelectorAll('.tik-field[data-index]'), function (wrap) {
      var input = wrap.querySelector('.tik-input');
      fields[Number(wrap.getAttribute('data-index'))] = {
        wrap: wrap, input: input, box: wrap.querySelector('.tik-box'), info: wrap.querySelector('.tik-info'),
        acc: wrap.querySelector('.tik-acc'), fit: wrap.querySelector('.tik-fitted'),
        sug: wrap.querySelector('.tik-suggestions'), html: {}, known: null, shown: null, win: null,
        rtl: wrap.getAttribute('dir') === 'rtl', single: input.tagName === 'INPUT'
      };
    });
    var statusLine = form.querySelector('.tik-status-line');
    var specElement = document.getElementById(form.getAttribute('data-tik-spec'));
    var core = null;
    var id = 0;
    var failed = false;
    var posting = false;
    var sent = 0;
    var applied = -1;
    var outbox = [];
    var composing = -1;
    var coreFocus = null;
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

    function indexOf(element) {
      if (!element || !element.classList || !element.classList.contains('tik-input')) { return -1; }
      var wrap = element.closest('.tik-field[data-index]');
      return wrap && form.contains(wrap) ? Number(wrap.getAttribute('data-index')) : -1;
    }

    // Hands one message to the core and applies its answer at once; until the module is ready, messages wait
    // in order (the browser's own editing stays cancelled, so nothing typed is applied twice).
    function send(message) {
      if (failed || posting) { return null; }
      message.s = ++sent;
      form.setAttribute('data-sent', String(sent));
      if (!core) { outbox.push(message); return null; }
      return deliver(message);
    }

    function deliver(message) {
      var m;
      var text = JSON.stringify(message);
      var answer;
      try {
        answer = core.handle(id, text);
      } catch (error) {
        // The core trapped or ran out of memory: the form goes on as a plain form (the server decides on submit),
        // and the text of this key is put in its input, as for messages still waiting for the core.
        outbox.push(message);
        fail();
        return null;
      }
      if (form.tikLog) { form.tikLog.push([text, answer]); }
      try { m = JSON.parse(answer); } catch (error) { return null; }
      apply(m);
      return m;
    }

    // Reports a selection the user made (mouse, native keys) before the next event.
    function syncSelection(i) {
      var f = fields[i];
      var el = f.input;
      if (composing === i || f.known === null || document.activeElement !== el) { return; }
      var start = el.selectionStart;
      var end = el.selectionEnd;
      if (start === null || (start === f.shown[0] && end === f.shown[1])) { return; }
      var backward = el.selectionDirection === 'backward';
      var offset = windowStart(f);
      f.shown = [start, end];
      f.known = [offset + start, offset + end];
      send({ event: 'select', field: i, from: offset + (backward ? end : start), to: offset + (backward ? start : end) });
    }

    // Shows the core's selection (f.known, in the note's UTF-16 offsets) in the input. A selection outside a long
    // note's window is shown cut to the window (f.shown), without scrolling: typing brings the window back to it.
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

    // Scrolling (or the caret) near a long note's window edge brings the next lines in, and as many go at the
    // other end, keeping in place what the user sees. `toward`: -1 or +1, or 0 to decide by the scroll position.
    function slide(i, toward) {
      var f = fields[i];
      var el = f.input;
      var w = f.win;
      if (!w || composing === i) { return; }
      if (!toward) {
        // Scrolled near an edge with more text beyond it (and a window taller than three textareas, so that a
        // slide always moves the view away from the edge).
        if (el.scrollHeight <= 3 * el.clientHeight) { return; }
        if (el.scrollTop < el.clientHeight && w.before.length) { toward = -1; }
        else if (el.scrollTop + 2 * el.clientHeight > el.scrollHeight && w.after.length) { toward = 1; }
        else { return; }
      }
      syncSelection(i);
      var height, from, to, value;
      if (toward < 0) {
        if (!w.before.length) { return; }
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
        if (!w.after.length) { return; }
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
      placeSelection(f);
    }

    // After a native caret move (arrows, pages): a caret near the window's edge slides the window.
    function nearEdge(i) {
      var f = fields[i];
      if (!f.win || document.activeElement !== f.input) { return; }
      var caret = f.input.selectionEnd;
      if (caret < 2048 && f.win.before.length) { slide(i, -1); }
      else if (f.input.textLength - caret < 2048 && f.win.after.length) { slide(i, 1); }
    }

    // Deletes to a note's line start (toward -1) or end (+1), as a line-deleting key does: a selection of the
    // line's part, then a deletion (a single-line field moves to its start or end).
    function deleteLine(i, toward) {
      var f = fields[i];
      var el = f.input;
      var key = toward < 0 ? 'backspace' : 'delete';
      if (f.single) {
        intent(i, { event: 'move', to: toward < 0 ? 'start' : 'end', extend: true });
        intent(i, { event: key });
        return;
      }
      reveal(i);
      var caret = el.selectionStart;
      if (caret === el.selectionEnd) {
        // The line's start or end, in the note's offsets (past the window's edge when the line goes on there).
        var value = el.value;
        var offset = windowStart(f);
        var w = f.win;
        var found = toward < 0 ? (caret > 0 ? value.lastIndexOf('\n', caret - 1) : -1) : value.indexOf('\n', caret);
        var edge;
        if (found >= 0) { edge = offset + (toward < 0 ? found + 1 : found); }
        else if (toward < 0) { edge = w ? w.before.lastIndexOf('\n') + 1 : 0; }
        else if (w && w.after.indexOf('\n') >= 0) { edge = offset + value.length + w.after.indexOf('\n'); }
        else { edge = offset + value.length + (w ? w.after.length : 0); }
        if (edge !== offset + caret) {
          intent(i, { event: 'select', from: offset + caret, to: edge });
        }
      }
      intent(i, { event: key });
    }

    // Before a key the browser handles itself at the caret (line deletes, vertical moves, composition): when the
    // core's selection lies outside a long note's window, the window goes back to it.
    function reveal(i) {
      var f = fields[i];
      if (!f.win || f.known === null) { return; }
      syncSelection(i);
      var offset = windowStart(f);
      if (f.shown[0] === f.known[0] - offset && f.shown[1] === f.known[1] - offset) { return; }
      setNoteText(f, fullText(f), f.known[1]);
      placeSelection(f);
    }

    // An event for field i (or the form when i < 0).
    function intent(i, message) {
      if (i >= 0) { syncSelection(i); message.field = i; }
      return send(message);
    }

    function part(f, key, element, html) {
      if (!element || typeof html !== 'string' || f.html[key] === html) { return false; }
      element.innerHTML = html;
      f.html[key] = html;
      return true;
    }

    // A field's text: whole (`v`), or a note's change since the last answer (`splice` [start, end, text] in
    // UTF-16 units, with the new length `n`), so typing in a long note never sends or compares the whole note.
    // False when the input no longer holds what the core last sent (the page then asks for the text: `sync`).
    function applyText(f, d) {
      var el = f.input;
      if (typeof d.v === 'string') {
        setNoteText(f, d.v, d.sel[1]);
        f.stale = false;
        return true;
      }
      if (f.stale || typeof d.n !== 'number') { return false; }
      if (Array.isArray(d.splice)) {
        var start = d.splice[0];
        var end = d.splice[1];
        var text = d.splice[2];
        // A textarea's textLength, unlike value.length, does not copy a long text out of the DOM.
        if (fullLength(f) !== d.n - text.length + (end - start)) { return false; }
        var native = f.native;
        var windowed = f.win !== null;
        if (native && native[0] === start && native[1] === end && native[2] === text &&
            d.sel[0] === start + text.length && d.sel[1] === d.sel[0] &&
            (windowed ? el.textLength < 4 * WINDOW_SPAN : d.n <= WINDOW_ABOVE)) {
          // The core made exactly the browser's own insertion: let the browser make it (its editing updates the
          // layout incrementally, where replacing the text lays out the whole note again).
          native[3] = true;
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

    function applyField(d) {
      var f = fields[d.i];
      if (!f) { return; }
      var el = f.input;
      if (f.wrap.className !== d.cls) { f.wrap.className = d.cls; }
      if (f.box.className !== d.box) { f.box.className = d.box; }
      (d.attrs || []).forEach(function (pair) {
        var name = pair[0];
        var value = pair[1];
        if (!ALLOWED[name]) { return; }
        if (value === null) {
          if (el.hasAttribute(name)) { el.removeAttribute(name); }
        } else if (el.getAttribute(name) !== value) {
          el.setAttribute(name, value);
        }
      });
      if (f.html.info === undefined && f.info) { f.html.info = f.info.innerHTML; }
      part(f, 'info', f.info, d.info);
      part(f, 'acc', f.acc, d.acc);
      part(f, 'fit', f.fit, d.fit);
      part(f, 'sug', f.sug, d.sug);
      if (composing === d.i) {
        // The browser draws the marked text itself, and changing the input would end the composition: the answer
        // waits. A note's splice skipped here is what the browser shows; the commit's splice then starts from the
        // core's marked text, and its length check (applyText) asks for the whole text if the two differ.
        return;
      }
      var text = applyText(f, d);
      if (!text) { send({ event: 'sync', field: d.i }); return; }
      if (f.single) { f.applied = el.value; }
      f.known = [d.sel[0], d.sel[1]];
      if (text === 'native') {
        f.nativeInsertion = true;
        var offset = windowStart(f);
        f.shown = [d.sel[0] - offset, d.sel[1] - offset];
        f.sel1 = d.sel[1];
        return;
      }
      if (f.win && d.sel[1] !== f.sel1 && !inWindow(f, d.sel[1], d.sel[1])) {
        // The core moved the caret out of the window (Ctrl+End, undo, a search): the window follows it.
        setNoteText(f, fullText(f), d.sel[1]);
      }
      f.sel1 = d.sel[1];
      placeSelection(f);
    }

    function apply(m) {
      if (!m || typeof m.s !== 'number') { return; }
      (m.fields || []).forEach(applyField);
      if (typeof m.focus === 'number' && fields[m.focus]) {
        coreFocus = m.focus;
        if (document.activeElement !== fields[m.focus].input) { fields[m.focus].input.focus(); }
      }
      if (typeof m.refused === 'string') { announce(m.refused); }
      if (typeof m.announce === 'string') { announce(m.announce); }
      if (typeof m.status === 'string' && statusLine) { statusLine.innerHTML = m.status; }
      if (m.scan && typeof m.scan.f === 'number') { scanAnswer(controller, m.scan); }
      if (m.s > applied) { applied = m.s; }
      form.setAttribute('data-seq', String(Math.max(applied, 0)));
      if (Array.isArray(m.post)) { post(m.post); }
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
      posting = true;
      form.setAttribute('data-live', 'posting');
      HTMLFormElement.prototype.submit.call(form);
    }

    // Without the module (no WebAssembly, the file missing) the form works as a plain HTML form: what was typed
    // while the module loaded is in the inputs already (the browser edited them). If the core trapped after it was
    // ready, the text of messages it had not answered is put into the inputs and hidden passwords are emptied
    // (they hold bullets).
    function fail() {
      var wasReady = core !== null;
      failed = true;
      form.setAttribute('data-live', 'offline');
      outbox.forEach(function (message) {
        var f = fields[message.field];
        if (f && (message.event === 'type' || message.event === 'paste') && typeof message.text === 'string') {
          f.input.value += message.text;
        }
      });
      outbox = [];
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
      core = loaded;
      id = opened.id;
      var hello = JSON.parse(opened.answer);
      // Where the user already is (a field typed into while the module loaded, or anything else on the page),
      // focus stays: the core's first focus (autofocus) is for a page nobody has touched yet.
      var userFocus = document.activeElement && document.activeElement !== document.body ? document.activeElement : null;
      if (userFocus) { delete hello.focus; }
      apply(hello);
      var waiting = outbox;
      outbox = [];
      waiting.forEach(deliver);
      before.forEach(function (state, i) {
        if (!state) { return; }
        if (state.focused) {
          coreFocus = i;
          send({ event: 'focus', field: i });
        }
        if (state.editable && state.value !== fullText(fields[i])) {
          var message = { event: 'adopt', field: i, text: state.value };
          if (state.focused && state.from !== null) { message.from = state.from; message.to = state.to; }
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
          if (px < 1 || widths[i] === px || failed || posting) { return; }
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
      if (i < 0 || !core || failed || posting || e.inputType === 'insertCompositionText' || composing === i) { return; }
      var f = fields[i];
      // A key the core let the browser insert itself (a note's plain typing): the input holds the core's text.
      if (f.nativeInsertion) { f.nativeInsertion = false; return; }
      adopt(i);
    });
    form.addEventListener('change', function (e) {
      var i = indexOf(e.target);
      if (i < 0 || !core || failed || posting) { return; }
      var f = fields[i];
      // Only a value set with a change event alone: every other path was answered already.
      if (f.single && f.input.value !== f.applied) { adopt(i); }
    });

    form.addEventListener('beforeinput', function (e) {
      var i = indexOf(e.target);
      // Until the core is ready the browser edits natively; the core adopts the result when it is (ready).
      if (i < 0 || !core || failed || posting) { return; }
      var type = e.inputType;
      if (type === 'insertCompositionText') { return; }
      var data = e.data;
      if ((data === null || data === undefined) && e.dataTransfer) { data = e.dataTransfer.getData('text/plain'); }
      data = data || '';
      var f = fields[i];
      if (type === 'insertText' && e.isTrusted && !f.single) {
        // A key typed in a note: when the core's answer is the very insertion the browser is about to make, the
        // browser makes it (applyText); otherwise it is cancelled and the answer applied.
        var offset = windowStart(f);
        f.native = [offset + f.input.selectionStart, offset + f.input.selectionEnd, data, false];
        intent(i, { event: 'type', text: data });
        var nativeEdit = f.native[3];
        f.native = null;
        if (!nativeEdit) { e.preventDefault(); }
        return;
      }
      e.preventDefault();
      switch (type) {
        case 'insertText': intent(i, { event: 'type', text: data }); break;
        case 'insertFromPaste': case 'insertFromPasteAsQuotation': case 'insertFromDrop':
        case 'insertFromYank': case 'insertReplacementText':
          intent(i, { event: 'paste', text: data }); break;
        case 'insertLineBreak': case 'insertParagraph': intent(i, { event: 'enter' }); break;
        case 'deleteContentBackward': case 'deleteByCut': case 'deleteByDrag': case 'deleteContent':
          intent(i, { event: 'backspace' }); break;
        case 'deleteContentForward': intent(i, { event: 'delete' }); break;
        case 'deleteWordBackward': intent(i, { event: 'backspace', word: true }); break;
        case 'deleteWordForward': intent(i, { event: 'delete', word: true }); break;
        case 'deleteSoftLineBackward': case 'deleteHardLineBackward': case 'deleteEntireSoftLine':
          deleteLine(i, -1); break;
        case 'deleteSoftLineForward': case 'deleteHardLineForward': deleteLine(i, 1); break;
        case 'historyUndo': intent(i, { event: 'undo' }); break;
        case 'historyRedo': intent(i, { event: 'redo' }); break;
        default: break;
      }
    });

    form.addEventListener('keydown', function (e) {
      var i = indexOf(e.target);
      // Any key in a long note whose caret was scrolled out of the window brings the window back first: the
      // browser's own handling (vertical moves, an IME's first key, which arrives as keyCode 229 before
      // compositionstart) then starts from the core's caret.
      // (Shortcuts with Ctrl/Cmd go to the core or have their own handling; a modifier alone moves nothing.)
      if (i >= 0 && core && !failed && !posting && !e.isComposing && composing < 0 && !e.ctrlKey && !e.metaKey &&
          !MODIFIERS[e.key]) { reveal(i); }
      if (i < 0 || !core || failed || posting || e.isComposing || composing >= 0 || e.keyCode === 229) { return; }
      var f = fields[i];
      var key = e.key;
      var command = e.ctrlKey || e.metaKey;
      if (f.sug && f.sug.children.length && (key === 'ArrowDown' || key === 'ArrowUp')) {
        // The core moves the highlight (wrapping around), picks it on Enter and closes the list on Escape.
        e.preventDefault();
        intent(i, { event: 'moveLine', direction: key === 'ArrowDown' ? 'down' : 'up' });
        return;
      }
      if (key === 'Escape') { e.preventDefault(); intent(i, { event: 'escape' }); return; }
      if (key === 'Enter') { e.preventDefault(); intent(i, { event: 'enter' }); return; }
      if (command && !e.altKey && (key === 'z' || key === 'Z')) { e.preventDefault(); intent(i, { event: e.shiftKey ? 'redo' : 'undo' }); return; }
      if (command && !e.altKey && (key === 'y' || key === 'Y')) { e.preventDefault(); intent(i, { event: 'redo' }); return; }
      if ((key === 'ArrowLeft' || key === 'ArrowRight') && !e.metaKey) {
        e.preventDefault();
        var forward = (key === 'ArrowRight') !== f.rtl;
        var word = e.ctrlKey || e.altKey;
        intent(i, { event: 'move', to: word ? (forward ? 'wordRight' : 'wordLeft') : (forward ? 'right' : 'left'), extend: e.shiftKey });
        return;
      }
      if ((key === 'Home' || key === 'End') && (f.single || (f.win && command))) {
        e.preventDefault();
        intent(i, { event: 'move', to: key === 'Home' ? 'start' : 'end', extend: e.shiftKey });
        return;
      }
      if (!f.win) { return; }
      // A long note's window holds part of the text: select-all and the document's start and end (Cmd+Up/Down)
      // go to the core; a native caret move starts from the core's caret and slides the window near its edge.
      if (command && !e.altKey && (key === 'a' || key === 'A')) { e.preventDefault(); intent(i, { event: 'selectAll' }); return; }
      if (e.metaKey && (key === 'ArrowUp' || key === 'ArrowDown')) {
        e.preventDefault();
        intent(i, { event: 'move', to: key === 'ArrowUp' ? 'start' : 'end', extend: e.shiftKey });
        return;
      }
      if (key === 'ArrowUp' || key === 'ArrowDown' || key === 'PageUp' || key === 'PageDown' || key === 'Home' || key === 'End') {
        setTimeout(function () { nearEdge(i); }, 0);
      }
    });

    // Copying or cutting a selection that reaches past a long note's window: the text comes from the whole note.
    function clip(e) {
      var i = indexOf(e.target);
      if (i < 0 || !core || failed || posting || !fields[i].win || !e.clipboardData) { return; }
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
      if (i < 0 || !core || failed) { return; }
      syncSelection(i);
      composing = i;
    });
    form.addEventListener('compositionupdate', function (e) {
      var i = indexOf(e.target);
      if (i < 0 || !core || failed) { return; }
      intent(i, { event: 'compose', text: e.data || '', commit: false });
    });
    form.addEventListener('compositionend', function (e) {
      var i = indexOf(e.target);
      if (i < 0 || !core || failed) { return; }
      composing = -1;
      // The caret now sits after the browser's marked text; the commit's answer places it, so it is not
      // reported as a selection of the user's.
      var f = fields[i];
      var offset = windowStart(f);
      f.shown = [e.target.selectionStart, e.target.selectionEnd];
      f.known = [offset + f.shown[0], offset + f.shown[1]];
      intent(i, { event: 'compose', text: e.data || '', commit: true });
    });

    form.addEventListener('focusin', function (e) {
      var i = indexOf(e.target);
      if (i < 0 || !core || coreFocus === i) { return; }
      coreFocus = i;
      send({ event: 'focus', field: i });
      syncSelection(i);
    });
    form.addEventListener('focusout', function (e) {
      var i = indexOf(e.target);
      if (i < 0 || !core) { return; }
      if (composing === i) { composing = -1; }
      if (indexOf(e.relatedTarget) >= 0) { return; }
      coreFocus = null;
      send({ event: 'blur', field: i });
    });

    form.addEventListener('mousedown', function (e) {
      if (e.target.closest && e.target.closest('.tik-acc-btn, .tik-option')) { e.preventDefault(); }
    });
    form.addEventListener('click', function (e) {
      if (!e.target.closest || !core || failed) { return; }
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
      if (!core || failed || posting) { return; }
      e.preventDefault();
      intent(-1, { event: 'submit' });
    });

    form.setAttribute('data-live', 'loading');
    controller.ready = ready;
    controller.fail = fail;
    return controller;
  }

  // ---- The scan dialog (one per page) ---------------------------------------------------------------------
  // A camera preview whose frames go to the server's decoder about every 300 ms until one decodes, and an
  // image file picker. The server only decodes (plain HTTP, no state); the core in the page applies the codes.

  var scanBox = document.getElementById('tik-scan');
  var scan = { owner: null, field: -1, stream: null, timer: 0, busy: false, camera: false, canvas: null, text: false };
  var MAX_SCAN_BYTES = 1500 * 1000;

  function scanPart(name) { return document.getElementById('tik-scan-' + name); }
  function scanSay(text) { scanPart('message').textContent = text || ''; }

  function stopCamera() {
    if (scan.timer) { clearInterval(scan.timer); scan.timer = 0; }
    if (scan.stream) { scan.stream.getTracks().forEach(function (track) { track.stop(); }); scan.stream = null; }
    var video = scanPart('video');
    video.srcObject = null;
    video.hidden = true;
  }

  function sendScan(blob, camera) {
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
      if (typeof result.error === 'string') { scan.busy = false; stopCamera(); scanSay(result.error); return; }
      if (Array.isArray(result.lines)) { owner.intent(field, { event: 'scan', lines: result.lines }); return; }
      owner.intent(field, { event: 'scan', texts: Array.isArray(result.codes) ? result.codes : [] });
    }, function () {
      if (scan.owner !== owner) { return; }
      scan.busy = false;
      stopCamera();
      scanSay(scanBox.getAttribute('data-offline'));
    });
  }

  function captureFrame() {
    var video = scanPart('video');
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
      sendScan(blob, true);
    }, 'image/jpeg', 0.85);
  }

  function startCamera() {
    if (!navigator.mediaDevices || typeof navigator.mediaDevices.getUserMedia !== 'function') {
      scanSay(scanBox.getAttribute('data-no-camera'));
      return;
    }
    var field = scan.field;
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(function (stream) {
      if (scan.field !== field) { stream.getTracks().forEach(function (track) { track.stop(); }); return; }
      scan.stream = stream;
      var video = scanPart('video');
      video.srcObject = stream;
      video.hidden = false;
      var playing = video.play();
      if (playing && playing.catch) { playing.catch(function () {}); }
      scanSay(scanBox.getAttribute('data-looking'));
      scan.timer = setInterval(captureFrame, 300);
    }, function (error) {
      if (scan.field !== field) { return; }
      var denied = error && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
      scanSay(scanBox.getAttribute(denied ? 'data-denied' : 'data-no-camera'));
    });
  }

  function openScan(owner, i) {
    if (!scanBox || !owner.fields[i] || scan.field >= 0) { return; }
    scan.owner = owner;
    scan.field = i;
    scan.busy = false;
    var kind = owner.fields[i].acc && owner.fields[i].acc.querySelector('[data-scan-kind]');
    scan.text = !!kind && kind.getAttribute('data-scan-kind') === 'text';
    scanPart('title').textContent = scanBox.getAttribute(scan.text ? 'data-text-title' : 'data-barcode-title');
    scanSay('');
    scanPart('choices').replaceChildren();
    scanBox.hidden = false;
    scanPart('file').focus();
    startCamera();
  }

  function closeScan() {
    if (scan.field < 0) { return; }
    var owner = scan.owner;
    var i = scan.field;
    stopCamera();
    scan.field = -1;
    scan.owner = null;
    scan.busy = false;
    scanPart('file').value = '';
    scanPart('choices').replaceChildren();
    scanBox.hidden = true;
    if (owner && owner.fields[i]) { owner.fields[i].input.focus(); }
  }

  function scanAnswer(owner, d) {
    if (d.open) { openScan(owner, d.f); return; }
    if (owner !== scan.owner || d.f !== scan.field) { return; }
    scan.busy = false;
    if (d.done) { closeScan(); return; }
    if (Array.isArray(d.choices)) {
      stopCamera();
      scanSay(d.prompt);
      var list = scanPart('choices');
      list.replaceChildren();
      d.choices.forEach(function (text) {
        var button = document.createElement('button');
        button.type = 'button';
        button.className = 'tik-button tik-scan-choice';
        button.textContent = text;
        button.addEventListener('click', function () {
          owner.intent(scan.field, { event: 'scan', text: text });
          closeScan();
        });
        list.appendChild(button);
      });
      if (list.firstChild) { list.firstChild.focus(); }
      return;
    }
    if (typeof d.error === 'string') {
      // A camera frame without a code is the normal case: keep looking.
      if (d.none && scan.camera && scan.stream) { return; }
      if (!d.none) { stopCamera(); }
      scanSay(d.error);
    }
  }

  if (scanBox) {
    scanPart('close').addEventListener('click', closeScan);
    scanBox.addEventListener('keydown', function (e) {
      if (e.key === 'Escape') { e.preventDefault(); closeScan(); return; }
      if (e.key !== 'Tab') { return; }
      // Focus stays in the dialog while it is open.
      var stops = Array.prototype.filter.call(scanBox.querySelectorAll('button, input'), function (el) {
        return !el.disabled && el.getClientRects().length > 0;
      });
      if (!stops.length) { return; }
      var first = stops[0];
      var last = stops[stops.length - 1];
      if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last.focus(); }
      else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first.focus(); }
    });
    scanPart('file').addEventListener('change', function () {
      var file = this.files && this.files[0];
      if (!file || scan.field < 0) { return; }
      if (file.size > MAX_SCAN_BYTES) { scanSay(scanBox.getAttribute('data-too-large')); return; }
      sendScan(file, false);
    });
  }

  // ---- Start ------------------------------------------------------------------------------------------------

  var controllers = forms.map(attach);
  var url = forms[0].getAttribute('data-wasm');
  if (!url || typeof WebAssembly !== 'object' || typeof TextEncoder !== 'function') {
    controllers.forEach(function (c) { c.fail(); });
    return;
  }
  loadCore(url).then(function (core) {
    controllers.forEach(function (c) { c.ready(core); });
  }, function () {
    controllers.forEach(function (c) { c.fail(); });
  });
})();
