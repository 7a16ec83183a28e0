// ---- The scan dialog (one per page) -------------------------------------------------------------------------------
// A camera preview whose frames go to the server's decoder about every 300 ms until one decodes, and an image file
// picker. The server only decodes (plain HTTP, no state); the core in the page applies the codes, and when a scan
// finds several it offers them (the presentation's scan choices, sent as the answer's `scan.choices`): the dialog
// shows them as buttons, a button sends `chooseScanned` with its index, Escape or Close sends `escape`, and the
// core's answer (`scan.done`) closes the dialog. All of its state is the `scan` record.

export function ScanDialog(box) {
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
    // The form's locale: the language the server says what went wrong in, and for a text scan (OCR), which asks
    // for the recognised lines, the language data they are read with.
    var address = owner.form.getAttribute('data-scan');
    address += (address.indexOf('?') < 0 ? '?' : '&') + (scan.text ? 'kind=text&' : '') + 'locale=' +
      encodeURIComponent(owner.form.getAttribute('data-locale') || 'en_US');
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

  // Opens the dialog for field i; `kind` is the answer's: "text" reads printed text, else barcodes.
  function open(owner, i, kind) {
    if (!owner.fields[i] || scan.field >= 0) { return; }
    scan.owner = owner;
    scan.field = i;
    scan.busy = false;
    scan.choosing = false;
    scan.text = kind === 'text';
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
        // The core's answer ends the choice (`scan.done`), which closes the dialog.
        owner.intent(scan.field, { event: 'chooseScanned', index: index });
      });
      list.appendChild(button);
    });
    if (list.firstChild) { list.firstChild.focus(); }
  }

  // A live form's answer for the dialog (`scan`): open it for a field, show choices, a message, or close it.
  function answer(owner, d) {
    if (d.open) { open(owner, d.f, d.kind); return; }
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
