// ---- The bridge to the page's module (TextInputWeb.wasm) --------------------------------------------------------
// The module's exports as two calls: open a form from its spec, handle one message (JSON in, JSON answer out).
// loadCore(url) answers a promise of the bridge.
//
// The module comes without most of the Unicode property tables (docs/wasm.md, "The Unicode data"): the page
// fetches them once the module is up (unicodeData). Until they are installed, a call whose text needs them (a
// scalar from U+0300 on, where normalisation, case mapping and character properties read the tables) makes the
// module call `env.ti_needs_unicode`, which throws: the bridge then puts the module's memory and stack back as they
// were before the call and throws a `Pending` error, so that the call had no effect and the caller can wait for
// the data (form-session.js lets the browser edit meanwhile and adopts what it did). Nothing is answered from
// missing data.

// What `open` and `handle` throw when the call needs the Unicode data first.
export function Pending() {
  this.pending = true;
  this.message = 'the page core needs its Unicode data first';
}

function Core(exports) {
  var encoder = new TextEncoder();
  var decoder = new TextDecoder();
  // One input buffer in the module's memory, grown when a message does not fit (UTF-8 takes at most 3 bytes per
  // UTF-16 unit): a message is encoded straight into it, with no copy and no allocation per keystroke.
  var input = 0;
  var capacity = 0;
  // Called once the Unicode data is installed ([done, failed] pairs), or when it could not be had.
  var waiting = [];
  var unicode = exports.ti_unicode_installed ? 'missing' : 'installed';   // 'missing', 'installed' or 'failed'
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
  // Runs one call of the module; before the Unicode data is installed, with the memory and the stack pointer
  // saved, and put back when the call asked for the data (it then had no effect at all).
  function guarded(run) {
    if (unicode === 'installed') { return run(); }
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
      throw error;
    }
  }
  function answer(length) {
    return decoder.decode(new Uint8Array(exports.memory.buffer, exports.ti_answer(), length));
  }
  function settle(state) {
    unicode = state;
    var calls = waiting;
    waiting = [];
    calls.forEach(function (pair) { pair[state === 'installed' ? 0 : 1](); });
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
    },
    // The Unicode data (TextInputWeb-unicode.bin, bytes), or null when it could not be fetched: installs it and
    // calls what waited for it. Answers whether the module has its data now.
    unicodeData: function (bytes) {
      if (unicode !== 'missing') { return unicode === 'installed'; }
      var ok = false;
      if (bytes) {
        var p = exports.ti_alloc(Math.max(bytes.length, 1));
        if (p) {
          new Uint8Array(exports.memory.buffer, p, bytes.length).set(bytes);
          ok = exports.ti_unicode_install(p, bytes.length) === 1;
          exports.ti_free(p);
        }
      }
      settle(ok ? 'installed' : 'failed');
      return ok;
    },
    // Calls `done` once the Unicode data is installed (at once when it is), `failed` when it cannot be had.
    whenComplete: function (done, failed) {
      if (unicode === 'installed') { done(); } else if (unicode === 'failed') { failed(); } else { waiting.push([done, failed]); }
    }
  };
}

// The module's one import: asked for when a call needs the Unicode data before it is installed.
var imports = { env: { ti_needs_unicode: function () { throw new Pending(); } } };

export function loadCore(url) {
  // The download the form's inline script started (WebAssets.moduleFetchScript), taken once; else a fetch now.
  var early = window.tikModule;
  var request = early && early.url === url && early.response ? early.response : fetch(url, { credentials: 'same-origin' });
  if (early) { early.response = null; }
  var instantiate = WebAssembly.instantiateStreaming
    ? WebAssembly.instantiateStreaming(request, imports).catch(function () {
      return fetch(url).then(function (r) { return r.arrayBuffer(); }).then(function (b) { return WebAssembly.instantiate(b, imports); });
    })
    : request.then(function (r) { return r.arrayBuffer(); }).then(function (b) { return WebAssembly.instantiate(b, imports); });
  return instantiate.then(function (result) { return Core(result.instance.exports); });
}

// The Unicode data's bytes, or null when they cannot be had.
export function fetchUnicodeData(url) {
  if (!url) { return Promise.resolve(null); }
  return fetch(url, { credentials: 'same-origin' })
    .then(function (r) { if (!r.ok) { throw new Error('Unicode data: HTTP ' + r.status); } return r.arrayBuffer(); })
    .then(function (b) { return new Uint8Array(b); }, function () { return null; });
}
