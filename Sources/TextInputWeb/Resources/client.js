// TextInputKit web client, bundled by scripts/compress-assets.sh (scripts/bundle-client.py) from the ES modules in
// Sources/TextInputWeb/Client, each after the modules it imports, without their comments: edit and read those
// files, not this one. Every edit is decided in the page by the Swift core, compiled to WebAssembly
// (TextInputWeb.wasm): the script turns DOM events into the core's events, applies the core's answers to the
// existing elements, and keeps what the DOM needs and the core cannot know (a long note's window, the camera).
// docs/web.md describes the messages.
(function () {
'use strict';

// bridge.js
function Pending(piece) {
  this.pending = true;
  this.piece = piece;
  this.message = piece ? 'the page core needs its part ' + piece + ' first' : 'the page core needs its Unicode data first';
}

function fetchBytes(url, low) {
  var options = { credentials: 'same-origin' };
  if (low) { options.priority = 'low'; }
  return fetch(url, options)
    .then(function (r) { if (!r.ok) { throw new Error(url + ': HTTP ' + r.status); } return r.arrayBuffer(); })
    .then(function (b) { return new Uint8Array(b); }, function () { return null; });
}

function Core(exports, pieces) {
  var encoder = new TextEncoder();
  var decoder = new TextDecoder();
  var input = 0;
  var capacity = 0;
  var state = {};
  if (exports.ti_unicode_installed) { state[0] = 'missing'; }
  if (exports.t) { Object.keys(pieces.parts).forEach(function (n) { state[n] = 'missing'; }); }
  var wanted = {};
  var waiting = [];
  var missing = Object.keys(state).length;
  function call(text, run) {
    if (3 * text.length > capacity) {
      if (input) { exports.ti_free(input); }
      capacity = Math.max(1024, 3 * text.length);
      input = exports.ti_alloc(capacity);
      if (!input) { capacity = 0; throw new Error('the page core is out of memory'); }
    }
    var written = encoder.encodeInto(text, new Uint8Array(exports.memory.buffer, input, capacity)).written;
    var result = guarded(function () { return run(input, written); });
    if (capacity > 65536) {
      exports.ti_free(input);
      input = 0;
      capacity = 0;
    }
    return result;
  }
  function guarded(run) {
    if (!missing) { return run(); }
    var saved = new Uint8Array(exports.memory.buffer).slice();
    var stack = exports.__stack_pointer.value;
    try {
      return run();
    } catch (error) {
      if (!(error instanceof Pending)) { throw error; }
      var memory = new Uint8Array(exports.memory.buffer);
      memory.set(saved);
      memory.fill(0, saved.length);
      exports.__stack_pointer.value = stack;
      wanted[error.piece] = true;
      need(error.piece);
      throw error;
    }
  }
  function answer(length) {
    return decoder.decode(new Uint8Array(exports.memory.buffer, exports.ti_answer(), length));
  }
  function settle() {
    var failed = Object.keys(wanted).some(function (p) { return state[p] === 'failed' || state[p] === undefined; });
    var done = Object.keys(wanted).every(function (p) { return state[p] === 'installed'; });
    if (!failed && !done) { return; }
    var calls = waiting;
    waiting = [];
    calls.forEach(function (pair) { pair[failed ? 1 : 0](); });
  }
  function installed(piece, ok) {
    if (state[piece] === 'installed' || state[piece] === 'failed') { return; }
    state[piece] = ok ? 'installed' : 'failed';
    if (ok) { missing--; }
    settle();
  }
  function installPart(n, bytes) {
    var ok = false;
    if (bytes) {
      try {
        var part = new WebAssembly.Module(bytes);
        var f = { m: exports.memory, t: exports.t, s: exports.__stack_pointer };
        WebAssembly.Module.imports(part).forEach(function (i) { if (i.kind === 'function') { f[i.name] = exports.t.get(Number(i.name)); } });
        new WebAssembly.Instance(part, { f: f });
        ok = true;
      } catch (e) {
        ok = false;
      }
    }
    installed(n, ok);
    return ok;
  }
  function installUnicode(bytes) {
    var ok = false;
    if (bytes) {
      var p = exports.ti_alloc(Math.max(bytes.length, 1));
      if (p) {
        new Uint8Array(exports.memory.buffer, p, bytes.length).set(bytes);
        ok = exports.ti_unicode_install(p, bytes.length) === 1;
        exports.ti_free(p);
      }
    }
    installed(0, ok);
    return ok;
  }
  function need(piece, low) {
    if (state[piece] !== 'missing') { return; }
    var url = Number(piece) === 0 ? pieces.unicode : pieces.parts[piece];
    if (!url) { installed(piece, false); return; }
    state[piece] = 'fetching';
    fetchBytes(url, low).then(function (bytes) {
      if (Number(piece) === 0) { installUnicode(bytes); } else { installPart(piece, bytes); }
    });
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
    phoneData: function (text) {
      return call(text, function (pointer, length) { return exports.ti_phone_data(pointer, length) === 1; });
    },
    part: installPart,
    fetchRest: function () {
      Object.keys(state).forEach(function (piece) { need(piece, true); });
    },
    whenComplete: function (done, failed) {
      waiting.push([done, failed]);
      settle();
    }
  };
}

var imports = { env: { ti_needs: function (piece) { throw new Pending(piece); },
                       ti_needs_unicode: function () { throw new Pending(0); } } };

function loadCore(url, pieces) {
  var early = window.tikModule;
  var request = early && early.url === url && early.response ? early.response : fetch(url, { credentials: 'same-origin' });
  if (early) { early.response = null; }
  var parts = pieces.early.map(function (n) { return fetchBytes(pieces.parts[n]); });
  var instantiate = WebAssembly.instantiateStreaming
    ? WebAssembly.instantiateStreaming(request, imports).catch(function () {
      return fetch(url).then(function (r) { return r.arrayBuffer(); }).then(function (b) { return WebAssembly.instantiate(b, imports); });
    })
    : request.then(function (r) { return r.arrayBuffer(); }).then(function (b) { return WebAssembly.instantiate(b, imports); });
  return Promise.all([instantiate].concat(parts)).then(function (loaded) {
    var core = Core(loaded[0].instance.exports, pieces);
    pieces.early.forEach(function (n, i) { core.part(n, loaded[i + 1]); });
    return core;
  });
}

// scan-dialog.js
function ScanDialog(box) {
  var scan = {
    owner: null,
    field: -1,
    stream: null,
    timer: 0,
    busy: false,
    camera: false,
    canvas: null,
    text: false,
    choosing: false
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
      });
      list.appendChild(button);
    });
    if (list.firstChild) { list.firstChild.focus(); }
  }

  function answer(owner, d) {
    if (d.open) { open(owner, d.f); return; }
    if (owner !== scan.owner || d.f !== scan.field) { return; }
    scan.busy = false;
    if (d.done) { close(); return; }
    if (Array.isArray(d.choices)) { showChoices(owner, d.prompt, d.choices); return; }
    if (typeof d.error === 'string') {
      if (d.none && scan.camera && scan.stream) { return; }
      if (!d.none) { stopCamera(); }
      say(d.error);
    }
  }

  part('close').addEventListener('click', dismiss);
  box.addEventListener('keydown', function (e) {
    if (e.key === 'Escape') { e.preventDefault(); dismiss(); return; }
    if (e.key !== 'Tab') { return; }
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
    isOpen: function () { return scan.field >= 0; },
    holds: function (element) { return !!element && box.contains(element); }
  };
}

// field.js
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
    html: {},
    known: null,
    shown: null,
    win: null,
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

// notes-window.js
var WINDOW_ABOVE = 64 * 1024;
var WINDOW_BELOW = 32 * 1024;
var WINDOW_SPAN = 8 * 1024;

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

function windowAround(text, caret, windowed, editable) {
  var long = editable && text.length > (windowed ? WINDOW_BELOW : WINDOW_ABOVE);
  if (!long) { return null; }
  return [cutNear(text, caret - WINDOW_SPAN, -1), cutNear(text, caret + WINDOW_SPAN, 1)];
}

function setNoteText(f, text, caret) {
  var el = f.input;
  var cut = f.single ? null : windowAround(text, caret, f.win !== null, !el.readOnly && !el.disabled);
  var shown = cut ? text.slice(cut[0], cut[1]) : text;
  f.win = cut ? { before: text.slice(0, cut[0]), after: text.slice(cut[1]) } : null;
  if (el.value === shown) { return; }
  if (!cut) { el.value = shown; return; }
  el.value = shown.slice(0, caret - cut[0]);
  var height = el.scrollHeight;
  el.value = shown;
  el.scrollTop = Math.max(0, height - el.clientHeight / 2);
}

function unwindow(f) {
  if (!f.win) { return; }
  f.input.value = f.win.before + f.input.value + f.win.after;
  f.win = null;
}

function slideWindow(f, toward) {
  var el = f.input;
  var w = f.win;
  if (!w) { return false; }
  if (!toward) {
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

function edgeToward(f) {
  if (!f.win) { return 0; }
  var caret = f.input.selectionEnd;
  if (caret < 2048 && f.win.before.length) { return -1; }
  if (f.input.textLength - caret < 2048 && f.win.after.length) { return 1; }
  return 0;
}

// selection.js
function placeSelection(f) {
  var el = f.input;
  var offset = windowStart(f);
  var length = shownLength(f);
  var a = Math.min(Math.max(f.known[0] - offset, 0), length);
  var b = Math.min(Math.max(f.known[1] - offset, 0), length);
  f.shown = [a, b];
  if ((document.activeElement !== el && !f.win) || (el.selectionStart === a && el.selectionEnd === b)) { return; }
  var top = el.scrollTop;
  el.setSelectionRange(a, b);
  if (a !== f.known[0] - offset || b !== f.known[1] - offset) { el.scrollTop = top; }
}

function showSelection(f, sel) {
  var before = f.known;
  f.known = [sel[0], sel[1]];
  if (f.win && (!before || sel[1] !== before[1]) && !inWindow(f, sel[1], sel[1])) {
    setNoteText(f, fullText(f), sel[1]);
  }
  placeSelection(f);
}

function expectSelection(f, from, to) {
  var offset = windowStart(f);
  f.shown = [from, to];
  f.known = [offset + from, offset + to];
}

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

function revealSelection(f) {
  var offset = windowStart(f);
  if (f.shown[0] === f.known[0] - offset && f.shown[1] === f.known[1] - offset) { return; }
  setNoteText(f, fullText(f), f.known[1]);
  placeSelection(f);
}

// patch.js
var Patched = { done: 'done', native: 'native', lost: 'lost' };

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

function patchField(f, d, options) {
  var el = f.input;
  if (f.wrap.className !== d.cls) { f.wrap.className = d.cls; }
  if (f.box.className !== d.box) { f.box.className = d.box; }
  patchAttributes(el, d.attrs);
  if (f.html.info === undefined && f.info) { f.html.info = f.info.innerHTML; }
  patchPart(f, 'info', f.info, d.info);
  patchPart(f, 'acc', f.acc, d.acc);
  patchPart(f, 'fit', f.fit, d.fit);
  patchPart(f, 'sug', f.sug, d.sug);
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

// unicode-wait.js
function UnicodeWait(s) {
  var state = s.state;
  var fields = s.fields;

  function pause(message, browser) {
    if (!state.paused) {
      state.paused = true;
      s.form.setAttribute('data-live', 'paused');
      state.core.whenComplete(resume, s.fail);
    }
    state.outbox = (browser ? [] : [message]).concat(state.queue, state.outbox);
    state.queue = [];
    state.outbox.forEach(showAdopted);
  }

  function showAdopted(message) {
    var f = message.event === 'adopt' ? fields[message.field] : null;
    if (!f || f.input.readOnly || f.input.disabled || state.touched[message.field]) { return; }
    f.win = null;
    if (f.input.value !== message.text) {
      f.input.value = message.text;
      if (document.activeElement === f.input && typeof message.from === 'number') {
        f.input.setSelectionRange(message.from, message.to);
      }
    }
  }

  function resume() {
    if (!state.paused || state.failed) { return; }
    state.paused = false;
    if (!state.posting) { s.form.setAttribute('data-live', 'ready'); }
    var edited = Object.keys(state.touched).map(Number).filter(function (i) {
      return fields[i] && !fields[i].input.readOnly && !fields[i].input.disabled;
    }).map(function (i) {
      var f = fields[i];
      var message = { event: 'adopt', field: i, text: fullText(f) };
      if (document.activeElement === f.input) {
        message.from = windowStart(f) + f.input.selectionStart;
        message.to = windowStart(f) + f.input.selectionEnd;
      }
      return message;
    });
    var submit = state.heldSubmit;
    state.touched = {};
    state.heldSubmit = false;
    state.queue = state.outbox;
    state.outbox = [];
    s.exclusively(function () {});
    edited.forEach(function (message) { s.send(message); });
    if (submit) { s.send({ event: 'submit' }); }
  }

  return { pause: pause, resume: resume };
}

// form-session.js
var Sent = {
  applied: 'applied',
  native: 'native',
  queued: 'queued',
  waiting: 'waiting',
  offline: 'offline',
  failed: 'failed',
  unreadable: 'unreadable',
  paused: 'paused'
};

var Opened = {
  open: 'open',
  pending: 'pending',
  failed: 'failed'
};

function FormSession(options) {
  var form = options.form;
  var fields = options.fields;
  var announce = options.announce;
  var scanDialog = options.scanDialog;
  var owner = options.owner;
  var changed = options.changed || function () {};
  var statusLine = form.querySelector('.tik-status-line');
  var specElement = document.getElementById(form.getAttribute('data-tik-spec'));
  var state = {
    core: null,
    id: 0,
    failed: false,
    posting: false,
    sent: 0,
    applied: -1,
    outbox: [],
    queue: [],
    busy: false,
    post: null,
    paused: false,
    touched: {},
    heldSubmit: false
  };
  var session = {
    composing: -1,
    focus: null,
    live: function () { return state.core !== null && !state.failed && !state.posting && !state.paused; },
    paused: function () { return state.paused && !state.failed && !state.posting; },
    holds: function (i) { return session.paused() && !!fields[i] && fields[i].input.type === 'password'; },
    touched: function (i) { if (state.paused) { state.touched[i] = true; } },
    submitted: function () { state.heldSubmit = true; },
    started: function () { return state.core !== null && !state.failed; },
    send: send,
    ready: ready,
    fail: fail
  };

  var waiting = UnicodeWait({ state: state, form: form, fields: fields, exclusively: exclusively, send: send, fail: fail });

  function number(message) {
    message.s = ++state.sent;
    form.setAttribute('data-sent', String(state.sent));
    return message;
  }

  function send(message, sending) {
    if (state.failed || state.posting) { return Sent.offline; }
    number(message);
    if (!state.core || state.paused) { state.outbox.push(message); return Sent.waiting; }
    if (state.busy) { state.queue.push(message); return Sent.queued; }
    return exclusively(function () {
      return deliver(message, (sending && sending.native) || null, !!(sending && sending.browser));
    });
  }

  function exclusively(step) {
    state.busy = true;
    try {
      return step();
    } finally {
      drain();
    }
  }

  function drain() {
    try {
      while (state.queue.length && !state.failed && !state.paused) { deliver(state.queue.shift(), null, false); }
    } finally {
      state.busy = false;
    }
    var pairs = state.post;
    state.post = null;
    if (pairs) { post(pairs); }
  }

  function deliver(message, native, browser) {
    var m;
    var text = JSON.stringify(message);
    var answer;
    try {
      answer = state.core.handle(state.id, text);
    } catch (error) {
      if (error && error.pending) {
        waiting.pause(message, browser);
        return browser ? Sent.paused : Sent.waiting;
      }
      state.outbox.push(message);
      fail();
      return Sent.failed;
    }
    if (form.tikLog) { form.tikLog.push([text, answer]); }
    try { m = JSON.parse(answer); } catch (error) { return Sent.unreadable; }
    return apply(m, native);
  }

  function apply(m, native) {
    if (!m || typeof m.s !== 'number') { return Sent.unreadable; }
    var result = Sent.applied;
    (m.fields || []).forEach(function (d) {
      var f = fields[d.i];
      if (!f) { return; }
      var patched = patchField(f, d, { composing: session.composing === d.i, native: native });
      if (patched === Patched.lost) { state.queue.push(number({ event: 'sync', field: d.i })); }
      if (patched === Patched.native) { result = Sent.native; }
      changed(d.i);
    });
    if (typeof m.focus === 'number' && fields[m.focus]) {
      session.focus = m.focus;
      var input = fields[m.focus].input;
      if (document.activeElement !== input && !scanDialog.isOpen()) { input.focus(); }
    }
    if (typeof m.refused === 'string') { announce(m.refused); }
    if (typeof m.announce === 'string') { announce(m.announce); }
    if (typeof m.status === 'string' && statusLine) { statusLine.innerHTML = m.status; }
    if (m.scan && typeof m.scan.f === 'number') { scanDialog.answer(owner, m.scan); }
    if (m.s > state.applied) { state.applied = m.s; }
    form.setAttribute('data-seq', String(Math.max(state.applied, 0)));
    if (Array.isArray(m.post)) { state.post = m.post; }
    return result;
  }

  function post(pairs) {
    fields.forEach(function (f) { if (f) { unwindow(f); } });
    pairs.forEach(function (pair) {
      var input = form.elements.namedItem(pair[0]);
      if (input && 'value' in input) { input.value = pair[1]; }
    });
    state.posting = true;
    form.setAttribute('data-live', 'posting');
    HTMLFormElement.prototype.submit.call(form);
  }

  function fail() {
    var wasReady = state.core !== null;
    state.failed = true;
    form.setAttribute('data-live', 'offline');
    state.outbox.concat(state.queue).forEach(function (message) {
      var f = fields[message.field];
      if (f && (message.event === 'type' || message.event === 'paste') && typeof message.text === 'string') {
        f.input.value += message.text;
      }
    });
    state.outbox = [];
    state.queue = [];
    if (!wasReady) { return; }
    Array.prototype.forEach.call(form.querySelectorAll('input[type="password"]'), function (el) { el.value = ''; });
  }

  function ready(loaded) {
    var opened;
    var before = fields.map(function (f) {
      if (!f) { return null; }
      var el = f.input;
      return { value: el.value, from: el.selectionStart, to: el.selectionEnd, focused: document.activeElement === el,
               editable: !el.readOnly && !el.disabled };
    });
    try {
      opened = loaded.open(specElement ? specElement.textContent : '');
    } catch (error) {
      if (error && error.pending) { return Opened.pending; }
      fail();
      return Opened.failed;
    }
    if (!opened.id) { fail(); return Opened.failed; }
    state.core = loaded;
    state.id = opened.id;
    var hello = JSON.parse(opened.answer);
    var userFocus = document.activeElement && document.activeElement !== document.body ? document.activeElement : null;
    if (userFocus) { delete hello.focus; }
    state.queue = state.outbox;
    state.outbox = [];
    exclusively(function () { return apply(hello, null); });
    before.forEach(function (was, i) {
      if (!was) { return; }
      if (was.focused) {
        session.focus = i;
        send({ event: 'focus', field: i });
      }
      if (was.editable && was.value !== fullText(fields[i])) {
        var message = { event: 'adopt', field: i, text: was.value };
        if (was.focused && was.from !== null) { message.from = was.from; message.to = was.to; }
        send(message);
      }
    });
    return Opened.open;
  }

  return session;
}

// keys.js
var MODIFIERS = { Shift: 1, Control: 1, Alt: 1, Meta: 1, AltGraph: 1, CapsLock: 1 };

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

function keyMessage(e, field) {
  var key = e.key;
  var command = e.ctrlKey || e.metaKey;
  if (field.suggestions && (key === 'ArrowDown' || key === 'ArrowUp')) {
    return { event: 'moveLine', direction: key === 'ArrowDown' ? 'down' : 'up' };
  }
  if (key === 'Escape') { return { event: 'escape' }; }
  if (key === 'Enter') { return { event: 'enter' }; }
  if (command && !e.altKey && (key === 'z' || key === 'Z')) { return { event: e.shiftKey ? 'redo' : 'undo' }; }
  if (command && !e.altKey && (key === 'y' || key === 'Y')) { return { event: 'redo' }; }
  if ((key === 'ArrowLeft' || key === 'ArrowRight') && !e.metaKey) {
    var word = e.ctrlKey || e.altKey;
    var left = key === 'ArrowLeft';
    return { event: 'move', to: word ? (left ? 'wordLeft' : 'wordRight') : (left ? 'left' : 'right'), extend: e.shiftKey, visual: true };
  }
  if ((key === 'Home' || key === 'End') && (field.single || (field.windowed && command))) {
    return { event: 'move', to: key === 'Home' ? 'start' : 'end', extend: e.shiftKey };
  }
  if (!field.windowed) { return null; }
  if (command && !e.altKey && (key === 'a' || key === 'A')) { return { event: 'selectAll' }; }
  if (e.metaKey && (key === 'ArrowUp' || key === 'ArrowDown')) {
    return { event: 'move', to: key === 'ArrowUp' ? 'start' : 'end', extend: e.shiftKey };
  }
  if (key === 'ArrowUp' || key === 'ArrowDown' || key === 'PageUp' || key === 'PageDown' || key === 'Home' || key === 'End') {
    return 'edge';
  }
  return null;
}

// edit-events.js
function listenForEdits(wiring) {
  var form = wiring.form;
  var fields = wiring.fields;
  var session = wiring.session;
  var indexOf = wiring.indexOf;
  var intent = wiring.intent;

  function reveal(i) {
    var f = fields[i];
    if (!f.win || f.known === null) { return; }
    wiring.syncSelection(i);
    revealSelection(f);
  }

  function slide(i, toward) {
    var f = fields[i];
    if (!f.win || session.composing === i) { return; }
    wiring.syncSelection(i);
    if (slideWindow(f, toward)) { placeSelection(f); }
  }

  function secret(f) { return f.input.type === 'password'; }

  function adopt(i) {
    var f = fields[i];
    var el = f.input;
    var offset = windowStart(f);
    var message = { event: 'adopt', field: i, text: fullText(f) };
    if (document.activeElement === el) { message.from = offset + el.selectionStart; message.to = offset + el.selectionEnd; }
    session.send(message);
  }

  form.addEventListener('input', function (e) {
    var i = indexOf(e.target);
    if (i >= 0) { session.touched(i); }
    if (i < 0 || !session.live() || e.inputType === 'insertCompositionText' || session.composing === i) { return; }
    if (e.inputType === 'insertText' && e.isTrusted && !fields[i].single) { return; }
    adopt(i);
  });
  form.addEventListener('change', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !session.live()) { return; }
    var f = fields[i];
    if (f.single && f.input.value !== f.applied) { adopt(i); }
  });

  form.addEventListener('beforeinput', function (e) {
    var i = indexOf(e.target);
    var held = i >= 0 && session.holds(i);
    if (i < 0 || (!session.live() && !held)) { return; }
    var type = e.inputType;
    if (type === 'insertCompositionText') { return; }
    var data = e.data;
    if ((data === null || data === undefined) && e.dataTransfer) { data = e.dataTransfer.getData('text/plain'); }
    var message = inputMessage(type, data || '');
    var f = fields[i];
    if (type === 'insertText' && e.isTrusted && !f.single) {
      var offset = windowStart(f);
      var native = [offset + f.input.selectionStart, offset + f.input.selectionEnd, data || ''];
      var result = intent(i, message, { native: native, browser: true });
      if (result !== Sent.native && result !== Sent.paused) { e.preventDefault(); }
      return;
    }
    if (!message || intent(i, message, { browser: !secret(f) }) !== Sent.paused) { e.preventDefault(); }
  });

  form.addEventListener('keydown', function (e) {
    var i = indexOf(e.target);
    if (i >= 0 && session.live() && !e.isComposing && session.composing < 0 && !e.ctrlKey && !e.metaKey && !MODIFIERS[e.key]) {
      reveal(i);
    }
    var held = i >= 0 && session.holds(i);
    if (i < 0 || (!session.live() && !held) || e.isComposing || session.composing >= 0 || e.keyCode === 229) { return; }
    var f = fields[i];
    var message = keyMessage(e, { suggestions: !!(f.sug && f.sug.children.length), single: f.single, windowed: f.win !== null });
    if (message === 'edge') {
      setTimeout(function () {
        var toward = document.activeElement === f.input ? edgeToward(f) : 0;
        if (toward) { slide(i, toward); }
      }, 0);
    } else if (message) {
      if (intent(i, message, { browser: !secret(f) }) !== Sent.paused) { e.preventDefault(); }
    }
  });

  function clip(e) {
    var i = indexOf(e.target);
    if (i < 0 || !session.live() || !fields[i].win || !e.clipboardData) { return; }
    var f = fields[i];
    wiring.syncSelection(i);
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
}

// composition.js
function compositionEdit(before, after, start, end) {
  var prefix = 0;
  var shortest = Math.min(before.length, after.length);
  while (prefix < shortest && prefix < start && before.charCodeAt(prefix) === after.charCodeAt(prefix)) { prefix++; }
  var suffix = 0;
  var room = Math.min(before.length - Math.max(prefix, end), after.length - prefix);
  while (suffix < room && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) {
    suffix++;
  }
  if (prefix > 0 && isLowSurrogate(after.charCodeAt(prefix))) { prefix--; }
  if (suffix > 0 && isLowSurrogate(after.charCodeAt(after.length - suffix))) { suffix--; }
  return { from: prefix, to: before.length - suffix, text: after.slice(prefix, after.length - suffix) };
}

function isLowSurrogate(code) { return code >= 0xDC00 && code <= 0xDFFF; }

// composition-events.js
function listenForCompositions(wiring) {
  var form = wiring.form;
  var session = wiring.session;
  var indexOf = wiring.indexOf;
  var intent = wiring.intent;
  var composedOver = null;

  form.addEventListener('compositionstart', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !session.started()) { return; }
    wiring.syncSelection(i);
    session.composing = i;
    var el = e.target;
    composedOver = { text: el.value, from: el.selectionStart, to: el.selectionEnd };
  });
  form.addEventListener('compositionupdate', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !session.started()) { return; }
    intent(i, { event: 'compose', text: e.data || '', commit: false });
  });
  form.addEventListener('compositionend', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !session.started()) { return; }
    session.composing = -1;
    var f = wiring.fields[i];
    var offset = windowStart(f);
    var over = composedOver;
    composedOver = null;
    var edit = over ? compositionEdit(over.text, e.target.value, over.from, over.to)
      : { from: e.target.selectionStart, to: e.target.selectionStart, text: e.data || '' };
    expectSelection(f, e.target.selectionStart, e.target.selectionEnd);
    if (over && (edit.from !== over.from || edit.to !== over.to)) {
      intent(i, { event: 'compose', text: '', commit: false });
      session.send({ event: 'select', field: i, from: offset + edit.from, to: offset + edit.to });
    }
    intent(i, { event: 'compose', text: edit.text, commit: true });
  });
}

// form-events.js
function listenForFocusAndTaps(wiring) {
  var form = wiring.form;
  var session = wiring.session;
  var indexOf = wiring.indexOf;
  var intent = wiring.intent;

  form.addEventListener('focusin', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !session.started() || session.focus === i) { return; }
    session.focus = i;
    session.send({ event: 'focus', field: i });
    wiring.syncSelection(i);
  });
  form.addEventListener('focusout', function (e) {
    var i = indexOf(e.target);
    if (i < 0 || !session.started()) { return; }
    if (session.composing === i) { session.composing = -1; }
    if (indexOf(e.relatedTarget) >= 0 || wiring.scanDialog.holds(e.relatedTarget)) { return; }
    session.focus = null;
    session.send({ event: 'blur', field: i });
  });

  form.addEventListener('mousedown', function (e) {
    if (e.target.closest && e.target.closest('.tik-acc-btn, .tik-option')) { e.preventDefault(); }
  });
  form.addEventListener('click', function (e) {
    if (!e.target.closest || !session.started()) { return; }
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
    if (session.paused()) { e.preventDefault(); session.submitted(); return; }
    if (!session.live()) { return; }
    e.preventDefault();
    intent(-1, { event: 'submit' });
  });
}

// widths.js
function observeWidths(wiring) {
  if (typeof ResizeObserver !== 'function') { return; }
  var fields = wiring.fields;
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
      if (px < 1 || widths[i] === px || !wiring.session.live()) { return; }
      widths[i] = px;
      wiring.intent(i, { event: 'resize', px: px });
    });
  }
  var observer = new ResizeObserver(function (entries) {
    entries.forEach(function (entry) {
      var i = wiring.indexOf(entry.target);
      if (i >= 0 && dirty.indexOf(i) < 0) { dirty.push(i); }
    });
    if (!frame && dirty.length) { frame = requestAnimationFrame(measure); }
  });
  fields.forEach(function (f) { if (f) { observer.observe(f.input); } });
}

// suggestions.js
var delay = 250;

function choiceOf(item) {
  if (!item || typeof item.text !== 'string') { return null; }
  return typeof item.detail === 'string' ? { text: item.text, detail: item.detail } : { text: item.text };
}

function Suggestions(w) {
  var path = w.form.getAttribute('data-suggest');
  var asked = [];

  function changed(i) {
    var f = w.fields[i];
    if (!path || !f || !f.input.hasAttribute('data-tik-suggest') || typeof fetch !== 'function') { return; }
    var text = fullText(f);
    var a = asked[i] || (asked[i] = { text: null, timer: 0, controller: null, seq: 0 });
    if (text === a.text || document.activeElement !== f.input) { return; }
    a.text = text;
    clearTimeout(a.timer);
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
        if (!body || !Array.isArray(body.choices)) { a.text = null; return; }
        var choices = body.choices.map(choiceOf).filter(function (c) { return c !== null; });
        w.session.send({ event: 'setChoices', field: i, choices: choices });
      })
      .catch(function () { if (seq === a.seq) { a.text = null; a.controller = null; } });
  }

  return { changed: changed };
}

// live-form.js
function attach(options) {
  var form = options.form;
  var fields = [];
  Array.prototype.forEach.call(form.querySelectorAll('.tik-field[data-index]'), function (wrap) {
    fields[Number(wrap.getAttribute('data-index'))] = fieldRecord(wrap);
  });
  var controller = { form: form, fields: fields, intent: intent };
  var suggestions = null;
  var session = FormSession({ form: form, fields: fields, announce: options.announce, scanDialog: options.scanDialog,
                              owner: controller, changed: function (i) { if (suggestions) { suggestions.changed(i); } } });
  suggestions = Suggestions({ form: form, fields: fields, session: session });
  var wiring = { form: form, fields: fields, session: session, scanDialog: options.scanDialog, indexOf: indexOf,
               intent: intent, syncSelection: syncSelection };
  if (form.hasAttribute('data-tik-log')) { form.tikLog = []; }
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

  function syncSelection(i) {
    var f = fields[i];
    if (session.composing === i || document.activeElement !== f.input) { return; }
    var selection = takeUserSelection(f);
    if (selection) { session.send({ event: 'select', field: i, from: selection.from, to: selection.to }); }
  }

  function intent(i, message, sending) {
    if (i >= 0) { syncSelection(i); message.field = i; }
    return session.send(message, sending);
  }

  listenForEdits(wiring);
  listenForCompositions(wiring);
  listenForFocusAndTaps(wiring);
  form.setAttribute('data-live', 'loading');
  controller.ready = function (core) {
    var opened = session.ready(core);
    if (opened === Opened.pending) { core.whenComplete(function () { controller.ready(core); }, session.fail); }
    if (opened !== Opened.open) { return; }
    observeWidths(wiring);
    if (!session.paused()) { form.setAttribute('data-live', 'ready'); }
  };
  controller.fail = session.fail;
  return controller;
}

// start.js
function start() {
  var forms = Array.prototype.slice.call(document.querySelectorAll('form[data-tik-spec]'));
  if (!forms.length) { return; }
  var live = document.getElementById('tik-live');
  var announced = 0;
  function announce(text) {
    announced += 1;
    if (!live) { return; }
    live.textContent = live.textContent === text ? text + '\u00a0' : text;
  }
  forms.forEach(function (form) {
    var said = form.getAttribute('data-tik-announce');
    if (!said) { return; }
    var before = announced;
    function edited() { before = -1; }
    form.addEventListener('beforeinput', edited, true);
    form.addEventListener('input', edited, true);
    setTimeout(function () {
      form.removeEventListener('beforeinput', edited, true);
      form.removeEventListener('input', edited, true);
      if (announced === before) { announce(said); }
    }, 300);
  });
  var box = document.getElementById('tik-scan');
  var scanDialog = box ? ScanDialog(box)
    : { answer: function () {}, isOpen: function () { return false; }, holds: function () { return false; } };
  var controllers = forms.map(function (form) {
    return attach({ form: form, announce: announce, scanDialog: scanDialog });
  });
  var url = forms[0].getAttribute('data-wasm');
  if (!url || typeof WebAssembly !== 'object' || typeof TextEncoder !== 'function') {
    controllers.forEach(function (c) { c.fail(); });
    return;
  }
  var phoneForm = forms.filter(function (form) { return form.hasAttribute('data-phone'); })[0];
  var phoneData = phoneForm
    ? fetch(phoneForm.getAttribute('data-phone'), { credentials: 'same-origin' })
      .then(function (r) { if (!r.ok) { throw new Error('phone tables: HTTP ' + r.status); } return r.text(); })
      .catch(function () { return null; })
    : Promise.resolve(null);
  var pieces = { unicode: forms[0].getAttribute('data-unicode'), parts: {}, early: [] };
  forms.forEach(function (form) {
    var listed = (form.getAttribute('data-parts') || '').split(' ').filter(Boolean);
    for (var k = 0; k + 1 < listed.length; k += 2) { pieces.parts[listed[k]] = listed[k + 1]; }
    (form.getAttribute('data-early') || '').split(' ').filter(Boolean).forEach(function (n) {
      if (pieces.early.indexOf(n) < 0 && pieces.parts[n]) { pieces.early.push(n); }
    });
  });
  Promise.all([loadCore(url, pieces), phoneData]).then(function (loaded) {
    var core = loaded[0];
    controllers.forEach(function (c, i) { if (!forms[i].hasAttribute('data-phone')) { c.ready(core); } });
    installPhoneData(core, loaded[1], function (installed) {
      controllers.forEach(function (c, i) {
        if (forms[i].hasAttribute('data-phone')) { if (installed) { c.ready(core); } else { c.fail(); } }
      });
    });
    core.whenComplete(core.fetchRest, core.fetchRest);
  }, function () {
    controllers.forEach(function (c) { c.fail(); });
  });
}

function installPhoneData(core, text, done) {
  if (text === null) { done(false); return; }
  try {
    done(core.phoneData(text));
  } catch (error) {
    if (!error || !error.pending) { throw error; }
    core.whenComplete(function () { installPhoneData(core, text, done); }, function () { done(false); });
  }
}

start();
})();
