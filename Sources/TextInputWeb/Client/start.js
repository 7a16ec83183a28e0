// ---- Start ------------------------------------------------------------------------------------------------------
// Every form on the page with a spec becomes live once the module is ready; until then (and for good when there
// is no WebAssembly or the module cannot load) the forms work as plain HTML forms.

import { loadCore, fetchUnicodeData } from './bridge.js';
import { ScanDialog } from './scan-dialog.js';
import { attach } from './live-form.js';

function start() {
  var forms = Array.prototype.slice.call(document.querySelectorAll('form[data-tik-spec]'));
  if (!forms.length) { return; }
  var live = document.getElementById('tik-live');
  function announce(text) {
    if (!live) { return; }
    live.textContent = live.textContent === text ? text + '\u00a0' : text;
  }
  // A form shown again after a post says once why (the server's `data-tik-announce`: the app's message for the
  // form, or what to fix first), a moment after load so that screen readers take the live region's change.
  forms.forEach(function (form) {
    var said = form.getAttribute('data-tik-announce');
    if (said) { setTimeout(function () { announce(said); }, 300); }
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
  // A form with a phone field needs the phone tables too, fetched beside the module (which carries none); a form
  // whose tables cannot be had stays a plain form, the others go live.
  var phoneForm = forms.filter(function (form) { return form.hasAttribute('data-phone'); })[0];
  var phoneData = phoneForm
    ? fetch(phoneForm.getAttribute('data-phone'), { credentials: 'same-origin' })
      .then(function (r) { if (!r.ok) { throw new Error('phone tables: HTTP ' + r.status); } return r.text(); })
      .catch(function () { return null; })
    : Promise.resolve(null);
  Promise.all([loadCore(url), phoneData]).then(function (loaded) {
    var core = loaded[0];
    var hasPhoneData = loaded[1] !== null && core.phoneData(loaded[1]);
    controllers.forEach(function (c, i) {
      if (forms[i].hasAttribute('data-phone') && !hasPhoneData) { c.fail(); } else { c.ready(core); }
    });
    // The Unicode tables the module left out (bridge.js), fetched once the forms are live: a form whose own text
    // needs them waits for them (live-form.js), the others take every key meanwhile.
    fetchUnicodeData(forms[0].getAttribute('data-unicode')).then(function (bytes) { core.unicodeData(bytes); });
  }, function () {
    controllers.forEach(function (c) { c.fail(); });
  });
}

start();
