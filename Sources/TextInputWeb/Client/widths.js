// ---- Field widths -----------------------------------------------------------------------------------------------
// The width each field's text really has (the form's container queries, a window resized, a phone turned,
// accessories shown or hidden): the core lays text out for it (an unfocused field's fitted lines and tooltip,
// a note's wrapped lines and rows), so measuring stays the core's job. Observed sizes are read in the next
// frame: the answer may change a note's height, which must not run inside the observer's own callback.

// `wiring`: the form's fields, session and helpers (live-form.js). Answers the teardown: it stops observing.
export function observeWidths(wiring) {
  if (typeof ResizeObserver !== 'function') { return function () {}; }
  var fields = wiring.fields;
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
      // While the form waits for a piece of the core (paused), the width waits in order with the other messages.
      if (px < 1 || widths[i] === px || !(wiring.session.live() || wiring.session.paused())) { return; }
      widths[i] = px;
      // (Paused, the browser owns the caret: no selection goes with it.)
      if (wiring.session.paused()) { wiring.session.send({ event: 'resize', px: px, field: i }); } else { wiring.intent(i, { event: 'resize', px: px }); }
    });
  }
  var observer = new ResizeObserver(function (entries) {
    entries.forEach(function (entry) {
      var i = wiring.indexOf(entry.target);
      if (i >= 0 && dirty.indexOf(i) < 0) { dirty.push(i); }
    });
    if (!frame && dirty.length) { frame = requestAnimationFrame(measure); }
  });
  fields.forEach(function (f) { if (f) { observer.observe(f.input); } });
  return function () {
    observer.disconnect();
    if (frame) { cancelAnimationFrame(frame); frame = 0; }
  };
}
