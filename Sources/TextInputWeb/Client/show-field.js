// ---- Focusing a field and showing it whole ----------------------------------------------------------------------
// Where the core moves focus (a refused submit's first field in error, Return's next field) and where a summary
// link points: the input is focused without the browser's own scrolling, then the field's wrapper (its label, box
// and message) is scrolled into view when any of it is out of view (`nearest`: nothing moves when it is all in
// view). Each engine scrolls a focused input its own way (Chromium centres it, WebKit shows part of it, Firefox none
// when part is visible); this is the same in all.

// Focuses field record `f`'s input and shows the whole field.
export function focusWhole(f) {
  f.input.focus({ preventScroll: true });
  (f.input.closest('.tik-field') || f.input).scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
