// TextInputKit web client: every edit is decided in the page by the Swift core, compiled to WebAssembly
// (TextInputWeb.wasm). The script only turns DOM events into the core's events and applies the core's answers
// (value, selection, classes, attributes and the re-rendered info line, accessories, fitted text and
// suggestions) to the existing elements. It holds no rule of its own: docs/web.md.
(function () {
  'use strict';
  var forms = Array.prototype.slice.call(document.querySelectorAll('form[data-tik-spec]'));
  if (!forms.length) { return; }
  var live = document.getElementById('tik-live');
  var ALLOWED = { type: 1, rows: 1, placeholder: 1, title: 1, autofocus: 1, 'aria-invalid': 1, 'aria-describedby': 1, 'aria-expanded': 1, 'aria-activedescendant': 1 };

  function announce(text) {
    if (!live) { return; }
    live.textContent = live.textContent === text ? text + '\u00a0' : text;
  }

  // The module's exports as two calls: open a form from its spec, handle one message.
  function Core(exports) {
    var encoder = new TextEncoder();
    var decoder = new TextDecoder();
    function call(text, run) {
      var bytes = encoder.encode(text);
      var pointer = exports.ti_alloc(bytes.length);
      new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
      var result = run(pointer, bytes.length);
      exports.ti_free(pointer);
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
        sug: wrap.querySelector('.tik-suggestions'), html: {}, known: null,
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
      var answer = core.handle(id, text);
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
      if (start === null || (start === f.known[0] && end === f.known[1])) { return; }
      var backward = el.selectionDirection === 'backward';
      f.known = [start, end];
      send({ event: 'select', field: i, from: backward ? end : start, to: backward ? start : end });
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
        if (el.value !== d.v) { el.value = d.v; }
        f.stale = false;
        return true;
      }
      if (f.stale || typeof d.n !== 'number') { return false; }
      if (Array.isArray(d.splice)) {
        var start = d.splice[0];
        var end = d.splice[1];
        var text = d.splice[2];
        // A textarea's textLength, unlike value.length, does not copy a long text out of the DOM.
        if (el.textLength !== d.n - text.length + (end - start)) { return false; }
        var native = f.native;
        if (native && native[0] === start && native[1] === end && native[2] === text &&
            d.sel[0] === start + text.length && d.sel[1] === d.sel[0]) {
          // The core made exactly the browser's own insertion: let the browser make it (its editing updates the
          // layout incrementally, where replacing the text lays out the whole note again).
          native[3] = true;
          return 'native';
        }
        el.setRangeText(text, start, end);
      }
      return el.textLength === d.n;
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
        // The browser draws the marked text; a note's change skipped now leaves the input behind the core.
        if (typeof d.v !== 'string') { f.stale = true; }
        return;
      }
      var text = applyText(f, d);
      if (!text) { send({ event: 'sync', field: d.i }); return; }
      if (text !== 'native' && document.activeElement === el && (el.selectionStart !== d.sel[0] || el.selectionEnd !== d.sel[1])) {
        el.setSelectionRange(d.sel[0], d.sel[1]);
      }
      f.known = [d.sel[0], d.sel[1]];
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
      pairs.forEach(function (pair) {
        var input = form.elements.namedItem(pair[0]);
        if (input && 'value' in input) { input.value = pair[1]; }
      });
      posting = true;
      form.setAttribute('data-live', 'posting');
      HTMLFormElement.prototype.submit.call(form);
    }

    // Without the module (no WebAssembly, the file missing) the form works as a plain HTML form: what was typed
    // while the module loaded is put into the inputs, hidden passwords are emptied (they hold bullets).
    function fail() {
      failed = true;
      form.setAttribute('data-live', 'offline');
      outbox.forEach(function (message) {
        var f = fields[message.field];
        if (f && (message.event === 'type' || message.event === 'paste') && typeof message.text === 'string') {
          f.input.value += message.text;
        }
      });
      outbox = [];
      Array.prototype.forEach.call(form.querySelectorAll('input[type="password"]'), function (el) { el.value = ''; });
    }

    function ready(loaded) {
      var opened;
      try { opened = loaded.open(specElement ? specElement.textContent : ''); } catch (error) { fail(); return; }
      if (!opened.id) { fail(); return; }
      core = loaded;
      id = opened.id;
      var hello = JSON.parse(opened.answer);
      apply(hello);
      var waiting = outbox;
      outbox = [];
      waiting.forEach(deliver);
      form.setAttribute('data-live', 'ready');
    }

    form.addEventListener('beforeinput', function (e) {
      var i = indexOf(e.target);
      if (i < 0 || failed || posting) { return; }
      var type = e.inputType;
      if (type === 'insertCompositionText') { return; }
      var data = e.data;
      if ((data === null || data === undefined) && e.dataTransfer) { data = e.dataTransfer.getData('text/plain'); }
      data = data || '';
      var f = fields[i];
      if (type === 'insertText' && e.isTrusted && !f.single) {
        // A key typed in a note: when the core's answer is the very insertion the browser is about to make, the
        // browser makes it (applyText); otherwise it is cancelled and the answer applied.
        f.native = [f.input.selectionStart, f.input.selectionEnd, data, false];
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
          intent(i, { event: 'move', to: 'start', extend: true });
          intent(i, { event: 'backspace' });
          break;
        case 'deleteSoftLineForward': case 'deleteHardLineForward':
          intent(i, { event: 'move', to: 'end', extend: true });
          intent(i, { event: 'delete' });
          break;
        case 'historyUndo': intent(i, { event: 'undo' }); break;
        case 'historyRedo': intent(i, { event: 'redo' }); break;
        default: break;
      }
    });

    form.addEventListener('keydown', function (e) {
      var i = indexOf(e.target);
      if (i < 0 || failed || posting || e.isComposing || composing >= 0 || e.keyCode === 229) { return; }
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
      if ((key === 'Home' || key === 'End') && f.single) {
        e.preventDefault();
        intent(i, { event: 'move', to: key === 'Home' ? 'start' : 'end', extend: e.shiftKey });
      }
    });

    form.addEventListener('compositionstart', function (e) {
      var i = indexOf(e.target);
      if (i < 0 || failed) { return; }
      syncSelection(i);
      composing = i;
    });
    form.addEventListener('compositionupdate', function (e) {
      var i = indexOf(e.target);
      if (i < 0 || failed) { return; }
      intent(i, { event: 'compose', text: e.data || '', commit: false });
    });
    form.addEventListener('compositionend', function (e) {
      var i = indexOf(e.target);
      if (i < 0 || failed) { return; }
      composing = -1;
      // The caret now sits after the browser's marked text; the commit's answer places it, so it is not
      // reported as a selection of the user's.
      fields[i].known = [e.target.selectionStart, e.target.selectionEnd];
      intent(i, { event: 'compose', text: e.data || '', commit: true });
    });

    form.addEventListener('focusin', function (e) {
      var i = indexOf(e.target);
      if (i < 0 || coreFocus === i) { return; }
      coreFocus = i;
      send({ event: 'focus', field: i });
      syncSelection(i);
    });
    form.addEventListener('focusout', function (e) {
      var i = indexOf(e.target);
      if (i < 0) { return; }
      if (composing === i) { composing = -1; }
      if (indexOf(e.relatedTarget) >= 0) { return; }
      coreFocus = null;
      send({ event: 'blur', field: i });
    });

    form.addEventListener('mousedown', function (e) {
      if (e.target.closest && e.target.closest('.tik-acc-btn, .tik-option')) { e.preventDefault(); }
    });
    form.addEventListener('click', function (e) {
      if (!e.target.closest || failed) { return; }
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
      if (failed || posting) { return; }
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
  var scan = { owner: null, field: -1, stream: null, timer: 0, busy: false, camera: false, canvas: null };
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
    fetch(owner.form.getAttribute('data-scan'), {
      method: 'POST', body: blob, credentials: 'same-origin',
      headers: { 'Content-Type': blob.type || 'application/octet-stream' }
    }).then(function (response) { return response.json(); }).then(function (result) {
      if (scan.owner !== owner || scan.field !== field) { return; }
      if (typeof result.error === 'string') { scan.busy = false; stopCamera(); scanSay(result.error); return; }
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
    var scale = Math.min(1, 640 / Math.max(video.videoWidth, video.videoHeight));
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
