// ---- The bridge to the page's module (TextInputWeb.wasm) --------------------------------------------------------
// The module's exports as two calls: open a form from its spec, handle one message (JSON in, JSON answer out).
// loadCore(url) answers a promise of the bridge.

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

export function loadCore(url) {
  var imports = {};
  var request = fetch(url, { credentials: 'same-origin' });
  var instantiate = WebAssembly.instantiateStreaming
    ? WebAssembly.instantiateStreaming(request, imports).catch(function () {
      return fetch(url).then(function (r) { return r.arrayBuffer(); }).then(function (b) { return WebAssembly.instantiate(b, imports); });
    })
    : request.then(function (r) { return r.arrayBuffer(); }).then(function (b) { return WebAssembly.instantiate(b, imports); });
  return instantiate.then(function (result) { return Core(result.instance.exports); });
}
