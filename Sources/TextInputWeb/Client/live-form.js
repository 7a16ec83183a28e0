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
