// ---- Start ------------------------------------------------------------------------------------------------------
// Every form on the page with a spec becomes live once the module is ready; until then (and for good when there
// is no WebAssembly or the module cannot load) the forms work as plain HTML forms.

function start() {
  var forms = Array.prototype.slice.call(document.querySelectorAll('form[data-tik-spec]'));
  if (!forms.length) { return; }
  var live = document.getElementById('tik-live');
  function announce(text) {
    if (!live) { return; }
    live.textContent = live.textContent === text ? text + '\u00a0' : text;
  }
  var box = document.getElementById('tik-scan');
  var scanDialog = box ? ScanDialog(box)
    : { answer: function () {}, isOpen: function () { return false; }, holds: function () { return false; } };
  var controllers = forms.map(function (form) { return attach(form, announce, scanDialog); });
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
}

start();
