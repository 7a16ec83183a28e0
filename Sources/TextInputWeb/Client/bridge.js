// ---- The bridge to the page's module (TextInputWeb.wasm) --------------------------------------------------------
// The module's exports as two calls: open a form from its spec, handle one message (JSON in, JSON answer out).
// loadCore(url, pieces) answers a promise of the bridge.
//
// The module comes in pieces (docs/wasm.md, "The Unicode data" and "The parts"): the first module, which carries
// what a plain form's first keys need; the parts (TextInputWeb-PART.wasm), each with the code of some features
// (phone, number, note, ...) or the rest; and most of the Unicode property tables (TextInputWeb-unicode.bin). A
// form's own parts are fetched with the first module and installed before it opens; the others and the Unicode data
// once the forms are live (fetchRest). Until every piece is installed, a call that needs a missing one (a function
// of a part, a scalar outside the first module's windows: scripts/wasm/unicode-fast-range.h) makes the module call
// `env.ti_needs(piece)` (0 the Unicode data, N part N, -1 the whole phone tables where a form installed one calling
// code's), which throws: the bridge puts the module's memory and stack back as they were before the call, fetches
// the piece if it is not on its way, and throws a `Pending` error, so that the call had no effect and the caller
// can wait for it (form-session.js lets the browser edit meanwhile and adopts what it did). Nothing is answered
// from a missing piece.

// What `open`, `handle` and `phoneData` throw when the call needs a piece first (`piece`: 0 the Unicode data, N
// part N, -1 the whole phone tables).
export function Pending(piece) {
  this.pending = true;
  this.piece = piece;
  this.message = piece < 0 ? 'the page core needs the whole phone tables first'
    : piece ? 'the page core needs its part ' + piece + ' first' : 'the page core needs its Unicode data first';
}

// The response to a GET of `url`: the download a form's inline script started as the form was parsed
// (WebAssets.earlyFetchScript: the parts its fields need and the phone tables) or a key typed during the load
// (start.js), taken once; else a fetch now. Either way the address is marked taken (null): nothing starts it again.
export function startedFetch(url, options) {
  var early = window.tikEarly = window.tikEarly || {};
  var started = early[url];
  early[url] = null;
  return started || fetch(url, options);
}

// A piece's bytes, or null when they cannot be had.
function fetchBytes(url, low) {
  var options = { credentials: 'same-origin' };
  if (low) { options.priority = 'low'; }
  return startedFetch(url, options)
    .then(function (r) { if (!r.ok) { throw new Error(url + ': HTTP ' + r.status); } return r.arrayBuffer(); })
    .then(function (b) { return new Uint8Array(b); }, function () { return null; });
}

// `pieces`: { unicode: the Unicode data's address or null, parts: { N: address }, phone: the whole phone tables'
// address where a form installs one calling code's, else null }.
function Core(exports, pieces) {
  var encoder = new TextEncoder();
  var decoder = new TextDecoder();
  // One input buffer in the module's memory, grown when a message does not fit (UTF-8 takes at most 3 bytes per
  // UTF-16 unit): a message is encoded straight into it, with no copy and no allocation per keystroke.
  var input = 0;
  var capacity = 0;
  // Each piece's state: 'missing', 'fetching', 'installed' or 'failed'. A module without parts (no exported table)
  // or without Unicode accessors has none of them to wait for.
  var state = {};
  if (exports.ti_unicode_installed) { state[0] = 'missing'; }
  if (exports.t) { Object.keys(pieces.parts).forEach(function (n) { state[n] = 'missing'; }); }
  if (pieces.phone) { state[-1] = 'missing'; }
  var wanted = {};    // the pieces a call asked for
  var waiting = [];   // [done, failed] pairs, called once every wanted piece is installed or one failed
  var after = {};     // piece: [done, failed] pairs, called once that piece is installed or failed
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
      // A form's spec or a long paste: the buffer is not kept at that size.
      exports.ti_free(input);
      input = 0;
      capacity = 0;
    }
    return result;
  }
  // Runs one call of the module; while a piece is missing, with the memory and the stack pointer saved, and put
  // back when the call asked for a piece (it then had no effect at all).
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
    var calls = after[piece] || [];
    after[piece] = [];
    calls.forEach(function (pair) { pair[ok ? 0 : 1](); });
    settle();
  }
  // Calls done once `piece` is installed (at once when it is), failed when it cannot be had.
  function whenInstalled(piece, done, failed) {
    if (state[piece] === 'installed' || state[piece] === undefined) { done(); return; }
    if (state[piece] === 'failed') { failed(); return; }
    (after[piece] = after[piece] || []).push([done, failed]);
    need(piece);
  }
  function phoneTables(text) {
    return call(text, function (pointer, length) { return exports.ti_phone_data(pointer, length) === 1; });
  }
  // Installs the whole phone tables (they replace one calling code's; formatters switch to them, docs/wasm.md),
  // once the part that reads them is installed.
  function installPhone(bytes) {
    if (!bytes) { installed(-1, false); return; }
    var text = decoder.decode(bytes);
    (function attempt() {
      try {
        installed(-1, phoneTables(text));
      } catch (error) {
        if (!error || !error.pending || error.piece < 0) { installed(-1, false); return; }
        whenInstalled(error.piece, attempt, function () { installed(-1, false); });
      }
    })();
  }
  // Installs part n from its bytes: instantiated against the first module, it writes its functions into the
  // module's table (scripts/wasm/wasm-parts.py).
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
  // Fetches a piece unless it is installed or on its way; `low`: behind what the page needs now.
  function need(piece, low) {
    if (state[piece] !== 'missing') { return; }
    var n = Number(piece);
    var url = n === 0 ? pieces.unicode : n < 0 ? pieces.phone : pieces.parts[piece];
    if (!url) { installed(piece, false); return; }
    state[piece] = 'fetching';
    fetchBytes(url, low).then(function (bytes) {
      if (n === 0) { installUnicode(bytes); } else if (n < 0) { installPhone(bytes); } else { installPart(piece, bytes); }
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
    // The phone format's tables (phone-metadata.txt, or one calling code's): installed before a form with a phone
    // field opens.
    phoneData: phoneTables,
    // Part n's bytes (fetched with the first module, loadCore), or null when they could not be had.
    part: installPart,
    // Fetches `first` (part numbers: what the forms' keys run beyond their opening) and the whole phone tables at
    // once; then, unless `only`, once those are in (or failed), every other piece not fetched yet, the Unicode data
    // first, behind what the page fetches (priority low): sharing the link with them would hold back what the
    // forms' own fields use (#45).
    fetchRest: function (first, only) {
      var now = (first || []).filter(function (piece) { return state[piece] !== undefined; });
      if (state[-1]) { now.push(-1); }
      now.forEach(function (piece) { need(piece); });
      if (only) { return; }
      var left = now.length + 1;
      function next() {
        left -= 1;
        if (left === 0) { Object.keys(state).forEach(function (piece) { need(piece, true); }); }
      }
      now.forEach(function (piece) { whenInstalled(piece, next, next); });
      next();
    },
    // Calls `done` once every piece a call asked for is installed (at once when they are), `failed` when one
    // cannot be had.
    whenComplete: function (done, failed) {
      waiting.push([done, failed]);
      settle();
    }
  };
}

// The module's one import: asked for when a call needs a piece that is not installed (`ti_needs_unicode`: the same
// for a module built before the parts, which had no parts to ask for).
var imports = { env: { ti_needs: function (piece) { throw new Pending(piece); },
                       ti_needs_unicode: function () { throw new Pending(0); } } };

// `pieces`: { unicode: address or null, parts: { N: address }, early: [N]: the parts fetched now, beside the
// module, and installed before the core is answered }.
export function loadCore(url, pieces) {
  // The download the form's inline script started (WebAssets.moduleFetchScript), taken once; else a fetch now.
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
