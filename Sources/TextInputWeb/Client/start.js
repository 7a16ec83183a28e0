// ---- Start ------------------------------------------------------------------------------------------------------
// Every form on the page with a spec becomes live once the module is ready; until then (and for good when there
// is no WebAssembly or the module cannot load) the forms work as plain HTML forms. A form's element is its own
// <form>, or a div of fields inside the app's own <form> (WebForm.rendersFormElement), whose submit it takes.

import { loadCore, startedFetch } from './bridge.js';
import { attach } from './live-form.js';

function start() {
  var forms = Array.prototype.slice.call(document.querySelectorAll('[data-tik-spec]'));
  if (!forms.length) { return; }
  var live = document.getElementById('tik-live');
  var announced = 0;
  function announce(text) {
    announced += 1;
    if (!live) { return; }
    live.textContent = live.textContent === text ? text + '\u00a0' : text;
  }
  // A form shown again after a post says once why (the server's `data-tik-announce`: the app's message for the
  // form, or what to fix first), a moment after load so that screen readers take the live region's change. Not
  // once the user has edited the form or the core has announced something since: it would say what is no longer so
  // (a message the edit just cleared). Said already, it leaves the live region at the first edit for the same
  // reason: a screen reader's user who reads the page later would find it there.
  forms.forEach(function (form) {
    var said = form.getAttribute('data-tik-announce');
    if (!said) { return; }
    var before = announced;
    var shown = -1;
    function edited() {
      before = -1;
      if (shown === announced && live && live.textContent.replace(/\u00a0$/, '') === said) { live.textContent = ''; }
      shown = -1;
    }
    form.addEventListener('beforeinput', edited, true);
    form.addEventListener('input', edited, true);
    setTimeout(function () {
      if (announced !== before) { return; }
      announce(said);
      shown = announced;
    }, 300);
  });
  // A key typed into a form while the page loads is adopted as the form opens, which runs what its fields' keys
  // run beyond their opening (data-soon): their downloads start at the first key (the page's script takes them,
  // bridge.js startedFetch), not once the form has opened (#45).
  forms.forEach(function (form) {
    var parts = {};
    var listed = (form.getAttribute('data-parts') || '').split(' ');
    for (var k = 0; k + 1 < listed.length; k += 2) { parts[listed[k]] = listed[k + 1]; }
    var soon = (form.getAttribute('data-soon') || '').split(' ').filter(function (n) { return parts[n]; });
    if (!soon.length) { return; }
    function typed() {
      form.removeEventListener('input', typed, true);
      if (form.getAttribute('data-live') === 'offline') { return; }
      var early = window.tikEarly = window.tikEarly || {};
      soon.forEach(function (n) {
        var u = parts[n];
        if (!(u in early)) { early[u] = fetch(u, { credentials: 'same-origin' }); early[u].catch(function () {}); }
      });
    }
    form.addEventListener('input', typed, true);
  });
  var scanDialog = scanDialogOf(document.getElementById('tik-scan'));
  var controllers = forms.map(function (form) {
    return attach({ form: form, announce: announce, scanDialog: scanDialog });
  });
  var url = forms[0].getAttribute('data-wasm');
  if (!url || typeof WebAssembly !== 'object' || typeof TextEncoder !== 'function') {
    controllers.forEach(function (c) { c.fail(); });
    return;
  }
  // A form with a phone field needs the phone tables too, fetched beside the module (which carries none; the form's
  // inline script started the download); a form whose tables cannot be had stays a plain form, the others go live.
  var phoneForm = forms.filter(function (form) { return form.hasAttribute('data-phone'); })[0];
  var phoneData = phoneForm
    ? startedFetch(phoneForm.getAttribute('data-phone'), { credentials: 'same-origin' })
      .then(function (r) { if (!r.ok) { throw new Error('phone tables: HTTP ' + r.status); } return r.text(); })
      .catch(function () { return null; })
    : Promise.resolve(null);
  // The module's pieces (bridge.js): every part the page's forms list (data-parts: "N address" pairs), those a
  // form needs before it opens (data-early) fetched beside the module (started by the form's inline script).
  // A form whose phone fields all type numbers of one calling code installs that code's tables (data-phone) and
  // lists the whole tables (data-phone-all), fetched as soon as the forms opened (and waited for by a number of
  // another code typed before they are there).
  var pieces = { unicode: forms[0].getAttribute('data-unicode'), parts: {}, early: [], soon: [], phone: null };
  forms.forEach(function (form) {
    pieces.phone = pieces.phone || form.getAttribute('data-phone-all');
    var listed = (form.getAttribute('data-parts') || '').split(' ').filter(Boolean);
    for (var k = 0; k + 1 < listed.length; k += 2) { pieces.parts[listed[k]] = listed[k + 1]; }
    (form.getAttribute('data-early') || '').split(' ').filter(Boolean).forEach(function (n) {
      if (pieces.early.indexOf(n) < 0 && pieces.parts[n]) { pieces.early.push(n); }
    });
    (form.getAttribute('data-soon') || '').split(' ').filter(Boolean).forEach(function (n) {
      if (pieces.soon.indexOf(n) < 0 && pieces.parts[n]) { pieces.soon.push(n); }
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
    // What the fields' keys run beyond their opening (data-soon), all at once (what was typed while the page loaded
    // is adopted as a form opens and may need several of them), then the Unicode tables the module left out and the
    // parts the forms did not need to open (bridge.js fetchRest). Asked for once no form is still opening: a form
    // whose opening waits for the Unicode data (a "€" in a template) or its phone tables, perhaps one piece after
    // another, opens first, or those parts would share its downloads and come before it is ready (#45). A form
    // whose own text then needs one waits for it (live-form.js), the others take every key meanwhile.
    var watch = new MutationObserver(rest);
    function rest() {
      if (document.querySelector('[data-live=loading]')) { return; }
      watch.disconnect();
      core.fetchRest(pieces.soon);
    }
    forms.forEach(function (f) { watch.observe(f, { attributeFilter: ['data-live'] }); });
    rest();
  }, function () {
    controllers.forEach(function (c) { c.fail(); });
  });
}

// The page's scan dialog as the forms use it (answer, isOpen, holds). Its code is a script of its own
// (client-scan.js, scan-start.js), which sets the dialog on its element `box` when it has run: until then the dialog
// is closed and a scan the core asks for waits for it. Without a dialog on the page, scans are never asked for.
function scanDialogOf(box) {
  var waiting = [];
  function dialog() { return box && box.tikScan; }
  if (box) {
    box.addEventListener('tik-scan-ready', function () {
      var queued = waiting;
      waiting = [];
      queued.forEach(function (asked) { dialog().answer(asked[0], asked[1]); });
    });
  }
  return {
    answer: function (owner, scan) {
      if (dialog()) { dialog().answer(owner, scan); } else if (box) { waiting.push([owner, scan]); }
    },
    isOpen: function () { return !!dialog() && dialog().isOpen(); },
    holds: function (target) { return !!dialog() && dialog().holds(target); }
  };
}

// Installs the phone tables (null: they could not be fetched) and calls done(installed); waits first for the part
// that reads them when it is not installed yet.
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
