/// The browser client: a small hand-written script with no framework, served
/// by the server as a file (no inline script, so a strict
/// Content-Security-Policy holds).
///
/// It turns `beforeinput`, composition, focus, key and click events into
/// edit intents with sequence numbers, sends them over the page's WebSocket
/// and applies each answer (value, selection, classes, attributes and the
/// re-rendered info line, accessories, fitted text and suggestions) to the
/// existing elements without replacing the focused one. It edits nothing
/// itself: every `beforeinput` except IME composition is cancelled and the
/// server's answer is what the user sees. See docs/web.md.
public enum ClientScript {
    /// The JavaScript text.
    public static let source = #"""
    // TextInputKit web client: every edit is decided by the Swift core on the server.
    (function () {
      'use strict';
      var form = document.querySelector('form[data-ws]');
      if (!form || typeof WebSocket !== 'function') { return; }
      var ALLOWED = { type: 1, rows: 1, placeholder: 1, title: 1, 'aria-invalid': 1, 'aria-describedby': 1, 'aria-expanded': 1, 'aria-activedescendant': 1 };
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
      var statusLine = document.getElementById('tik-status');
      var live = document.getElementById('tik-live');
      var socket = null;
      var open = false;
      var closed = false;
      var sent = 0;
      var applied = -1;
      var outbox = [];
      var held = [];
      var barrier = 0;
      var composing = -1;
      var serverFocus = null;

      function indexOf(element) {
        if (!element || !element.classList || !element.classList.contains('tik-input')) { return -1; }
        var wrap = element.closest('.tik-field[data-index]');
        return wrap && form.contains(wrap) ? Number(wrap.getAttribute('data-index')) : -1;
      }

      function send(message) {
        if (closed) { return 0; }
        message.s = ++sent;
        form.setAttribute('data-sent', String(sent));
        var text = JSON.stringify(message);
        if (open) { socket.send(text); } else { outbox.push(text); }
        return message.s;
      }

      // Reports a selection the user made (mouse, native keys) before the next intent.
      function syncSelection(i) {
        var f = fields[i];
        var el = f.input;
        if (composing === i || f.known === null || document.activeElement !== el) { return; }
        var start = el.selectionStart;
        var end = el.selectionEnd;
        if (start === null || (start === f.known[0] && end === f.known[1])) { return; }
        var backward = el.selectionDirection === 'backward';
        send({ event: 'select', field: i, from: backward ? end : start, to: backward ? start : end });
        f.known = [start, end];
      }

      // Sends an intent for field i (or the page when i < 0); while a focus move
      // (Return, submit) is unanswered, intents wait and then go to the field
      // that has focus, so fast typing after Return lands in the next field.
      function intent(i, message, move) {
        if (barrier && applied < barrier) {
          held.push({ target: i < 0 ? 'page' : 'focused', message: message, move: !!move });
          return 0;
        }
        if (i >= 0) { syncSelection(i); message.field = i; }
        var sequence = send(message);
        if (move && sequence) { barrier = sequence; }
        return sequence;
      }

      function focusMove(i, message) {
        intent(i, message, true);
      }

      // Sends what waited for a focus move, in order, up to the next focus move.
      function flushHeld() {
        while (held.length && !(barrier && applied < barrier)) {
          var entry = held.shift();
          if (entry.tab) { tabFrom(document.activeElement, entry.tab); continue; }
          if (entry.target === 'page') { intent(-1, entry.message, entry.move); continue; }
          if (typeof entry.target === 'number') { entry.message.field = entry.target; send(entry.message); continue; }
          var i = indexOf(document.activeElement);
          if (i >= 0) { intent(i, entry.message, entry.move); }
        }
      }

      // Tab pressed while a focus move was unanswered: moves focus as the browser
      // would have from where focus is now, in document order.
      function tabFrom(element, step) {
        var focusable = Array.prototype.filter.call(document.querySelectorAll(
          'a[href], button, input, textarea, select, [tabindex]'), function (candidate) {
          return candidate.tabIndex >= 0 && !candidate.disabled && candidate.getClientRects().length > 0;
        });
        var position = focusable.indexOf(element);
        var next = focusable[position + step];
        if (position >= 0 && next) { next.focus(); }
      }

      function announce(text) {
        if (!live) { return; }
        live.textContent = live.textContent === text ? text + '\u00a0' : text;
      }

      function part(f, key, element, html) {
        if (!element || typeof html !== 'string' || f.html[key] === html) { return false; }
        element.innerHTML = html;
        f.html[key] = html;
        return true;
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
        part(f, 'info', f.info, d.info);
        part(f, 'acc', f.acc, d.acc);
        part(f, 'fit', f.fit, d.fit);
        part(f, 'sug', f.sug, d.sug);
        if (composing === d.i) { return; }
        if (el.value !== d.v) { el.value = d.v; }
        if (document.activeElement === el && (el.selectionStart !== d.sel[0] || el.selectionEnd !== d.sel[1])) {
          el.setSelectionRange(d.sel[0], d.sel[1]);
        }
        f.known = [d.sel[0], d.sel[1]];
      }

      function onMessage(event) {
        var m;
        try { m = JSON.parse(event.data); } catch (error) { return; }
        if (!m || typeof m.s !== 'number') { return; }
        if (m.s <= applied) { return; }
        // A selection the user made while this answer was on its way is reported first.
        var focused = indexOf(document.activeElement);
        if (focused >= 0 && applied >= 0) { syncSelection(focused); }
        (m.fields || []).forEach(applyField);
        if (typeof m.focus === 'number' && fields[m.focus]) {
          serverFocus = m.focus;
          if (document.activeElement !== fields[m.focus].input) { fields[m.focus].input.focus(); }
        }
        if (typeof m.refused === 'string') { announce(m.refused); }
        if (typeof m.announce === 'string') { announce(m.announce); }
        if (typeof m.status === 'string' && statusLine) { statusLine.innerHTML = m.status; }
        if (m.scan && typeof m.scan.f === 'number') { onScan(m.scan); }
        else if (typeof m.error === 'string' && scan.busy) { scan.busy = false; stopCamera(); scanSay(m.error); }
        applied = m.s;
        form.setAttribute('data-seq', String(applied));
        if (m.hello) { form.setAttribute('data-live', 'ready'); }
        if (barrier && applied >= barrier) { barrier = 0; flushHeld(); }
      }

      // The scan dialog: a camera preview whose frames go to the server about
      // every 300 ms until one decodes, and an image file picker.
      var scanBox = document.getElementById('tik-scan');
      var scan = { field: -1, stream: null, timer: 0, busy: false, camera: false, canvas: null };
      // 1.5 MB in base64 stays under the server's 2 MiB limit for scan messages.
      var MAX_SCAN_BYTES = 1500 * 1000;

      function scanPart(id) { return document.getElementById('tik-scan-' + id); }

      function scanSay(text) { scanPart('message').textContent = text || ''; }

      function stopCamera() {
        if (scan.timer) { clearInterval(scan.timer); scan.timer = 0; }
        if (scan.stream) { scan.stream.getTracks().forEach(function (track) { track.stop(); }); scan.stream = null; }
        var video = scanPart('video');
        video.srcObject = null;
        video.hidden = true;
      }

      function sendScan(base64, camera) {
        scan.busy = true;
        scan.camera = camera;
        intent(scan.field, { scanImage: base64 });
      }

      function captureFrame() {
        var video = scanPart('video');
        if (scan.busy || !video.videoWidth || closed) { return; }
        var scale = Math.min(1, 640 / Math.max(video.videoWidth, video.videoHeight));
        var canvas = scan.canvas || (scan.canvas = document.createElement('canvas'));
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        canvas.getContext('2d').drawImage(video, 0, 0, canvas.width, canvas.height);
        var url = canvas.toDataURL('image/jpeg', 0.85);
        sendScan(url.slice(url.indexOf(',') + 1), true);
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

      function openScan(i) {
        if (!scanBox || !fields[i] || scan.field >= 0) { return; }
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
        var i = scan.field;
        stopCamera();
        scan.field = -1;
        scan.busy = false;
        scanPart('file').value = '';
        scanPart('choices').replaceChildren();
        scanBox.hidden = true;
        if (fields[i] && !closed) { fields[i].input.focus(); }
      }

      function onScan(d) {
        if (d.open) { openScan(d.f); return; }
        if (d.f !== scan.field) { return; }
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
              intent(scan.field, { event: 'scan', text: text });
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
          var reader = new FileReader();
          reader.addEventListener('load', function () {
            var url = String(reader.result || '');
            if (scan.field >= 0) { sendScan(url.slice(url.indexOf(',') + 1), false); }
          });
          reader.readAsDataURL(file);
        });
      }

      function onClose() {
        open = false;
        closed = true;
        if (scanBox) { closeScan(); }
        form.setAttribute('data-live', 'closed');
        // Without the server the form posts natively: hidden passwords show only
        // bullets here, so they are emptied rather than posted.
        Array.prototype.forEach.call(form.querySelectorAll('input[type="password"]'), function (el) { el.value = ''; });
        if (statusLine) {
          var p = document.createElement('p');
          p.className = 'tik-status tik-status-attention';
          p.textContent = form.getAttribute('data-offline') || '';
          statusLine.replaceChildren(p);
        }
      }

      form.addEventListener('beforeinput', function (e) {
        var i = indexOf(e.target);
        if (i < 0 || closed) { return; }
        var type = e.inputType;
        if (type === 'insertCompositionText') { return; }
        e.preventDefault();
        var data = e.data;
        if ((data === null || data === undefined) && e.dataTransfer) { data = e.dataTransfer.getData('text/plain'); }
        data = data || '';
        switch (type) {
          case 'insertText': intent(i, { event: 'type', text: data }); break;
          case 'insertFromPaste': case 'insertFromPasteAsQuotation': case 'insertFromDrop':
          case 'insertFromYank': case 'insertReplacementText':
            intent(i, { event: 'paste', text: data }); break;
          case 'insertLineBreak': case 'insertParagraph':
            if (fields[i].single) { focusMove(i, { event: 'enter' }); } else { intent(i, { event: 'enter' }); }
            break;
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
        if (i < 0 || closed || e.isComposing || composing >= 0 || e.keyCode === 229) { return; }
        var f = fields[i];
        var key = e.key;
        var command = e.ctrlKey || e.metaKey;
        if (f.sug && f.sug.children.length) {
          // The core moves the highlight (wrapping around), picks it on Enter
          // and closes the list on Escape; the answer re-renders the list.
          if (key === 'ArrowDown' || key === 'ArrowUp') {
            e.preventDefault();
            intent(i, { event: 'moveLine', direction: key === 'ArrowDown' ? 'down' : 'up' });
            return;
          }
        }
        if (key === 'Escape') { e.preventDefault(); intent(i, { event: 'escape' }); return; }
        if (key === 'Tab' && barrier && applied < barrier) {
          e.preventDefault();
          held.push({ tab: e.shiftKey ? -1 : 1 });
          return;
        }
        if (key === 'Enter') {
          e.preventDefault();
          if (f.single) { focusMove(i, { event: 'enter' }); } else { intent(i, { event: 'enter' }); }
          return;
        }
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
        if (i < 0 || closed) { return; }
        syncSelection(i);
        composing = i;
      });
      form.addEventListener('compositionupdate', function (e) {
        var i = indexOf(e.target);
        if (i < 0 || closed) { return; }
        intent(i, { event: 'compose', text: e.data || '', commit: false });
      });
      form.addEventListener('compositionend', function (e) {
        var i = indexOf(e.target);
        if (i < 0 || closed) { return; }
        composing = -1;
        // The caret now sits after the browser's marked text; the commit's answer
        // places it, so it is not reported as a selection of the user's.
        fields[i].known = [e.target.selectionStart, e.target.selectionEnd];
        intent(i, { event: 'compose', text: e.data || '', commit: true });
      });

      form.addEventListener('focusin', function (e) {
        var i = indexOf(e.target);
        if (i < 0 || serverFocus === i) { return; }
        serverFocus = i;
        if (barrier && applied < barrier) { held.push({ target: i, message: { event: 'focus' } }); return; }
        send({ event: 'focus', field: i });
        syncSelection(i);
      });
      form.addEventListener('focusout', function (e) {
        var i = indexOf(e.target);
        if (i < 0) { return; }
        if (composing === i) { composing = -1; }
        if (indexOf(e.relatedTarget) >= 0) { return; }
        serverFocus = null;
        if (barrier && applied < barrier) { held.push({ target: i, message: { event: 'blur' } }); return; }
        send({ event: 'blur', field: i });
      });

      form.addEventListener('mousedown', function (e) {
        if (e.target.closest && e.target.closest('.tik-acc-btn, .tik-option')) { e.preventDefault(); }
      });
      form.addEventListener('click', function (e) {
        if (!e.target.closest || closed) { return; }
        var button = e.target.closest('.tik-acc-btn');
        var option = e.target.closest('.tik-option');
        var target = button || option;
        if (!target) { return; }
        var wrap = target.closest('.tik-field[data-index]');
        if (!wrap) { return; }
        var i = Number(wrap.getAttribute('data-index'));
        if (button) { intent(i, { event: 'tap', accessory: button.getAttribute('data-acc') || '' }); }
        else { intent(i, { event: 'choose', text: option.getAttribute('data-choice') || '' }); }
      });

      form.addEventListener('submit', function (e) {
        if (closed) { return; }
        e.preventDefault();
        focusMove(-1, { event: 'submit' });
      });

      var url = new URL(form.getAttribute('data-ws'), location.href);
      url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(url.href);
      form.setAttribute('data-live', 'connecting');
      socket.addEventListener('open', function () {
        open = true;
        outbox.forEach(function (text) { socket.send(text); });
        outbox = [];
      });
      socket.addEventListener('message', onMessage);
      socket.addEventListener('close', onClose);
    })();
    """#
}
