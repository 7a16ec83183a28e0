// ---- A field's record -----------------------------------------------------------------------------------------
// Everything the page keeps for one field, declared here and nowhere else, and the offsets of its text. Its
// selection (`known`, `shown`) is written by selection.js only; a long note's window (`win`) by notes-window.js, and
// dropped by unicode-wait.js when it puts a waiting adoption's text back while the core waits for a piece.

export function fieldRecord(wrap) {
  var input = wrap.querySelector('.tik-input');
  return {
    wrap: wrap,
    input: input,
    box: wrap.querySelector('.tik-box'),
    info: wrap.querySelector('.tik-info'),
    acc: wrap.querySelector('.tik-acc'),
    fit: wrap.querySelector('.tik-fitted'),
    sug: wrap.querySelector('.tik-suggestions'),
    single: input.tagName === 'INPUT',
    // The HTML last put in each part (info, acc, fit, sug), so that an unchanged part is not parsed again.
    html: {},
    // The core's selection and what the input was given (selection.js).
    known: null,
    shown: null,
    // A long note's window (notes-window.js), or null.
    win: null,
    // A single-line field's value as the core last set it (a change event without input is new text).
    applied: null,
    // Whether the core's last answer said the field's suggestion list is open (patch.js): Up and Down are its then.
    listOpen: false
  };
}

export function windowStart(f) { return f.win ? f.win.before.length : 0; }
export function shownLength(f) { return f.single ? f.input.value.length : f.input.textLength; }
export function fullLength(f) { return f.win ? f.win.before.length + f.input.textLength + f.win.after.length : shownLength(f); }
export function fullText(f) { return f.win ? f.win.before + f.input.value + f.win.after : f.input.value; }
export function inWindow(f, from, to) {
  var start = windowStart(f);
  return from >= start && to <= start + shownLength(f);
}
