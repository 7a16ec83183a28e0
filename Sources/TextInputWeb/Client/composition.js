// ---- What a composition did ----------------------------------------------------------------------------------------
// A pure function: the edit an input method made between compositionstart and compositionend, read from the text
// before and after it. Android keyboards (Gboard, Samsung Keyboard) compose over text that is already there (a
// predictive correction re-composes the word before the caret), so the composition's events say too little about
// where it went; the input's text says it exactly. Tested with Node: tests-web/client/composition.test.js.

// The range [from, to) of `before` that the composition replaced and the text that replaced it, given `after` and
// the selection [start, end) when it began. Of the possible readings when characters repeat, the one nearest the
// selection: the text before `start` and after `end` counts as kept as far as it is the same.
export function compositionEdit(before, after, start, end) {
  var prefix = 0;
  var shortest = Math.min(before.length, after.length);
  while (prefix < shortest && prefix < start && before.charCodeAt(prefix) === after.charCodeAt(prefix)) { prefix++; }
  var suffix = 0;
  var room = Math.min(before.length - Math.max(prefix, end), after.length - prefix);
  while (suffix < room && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) {
    suffix++;
  }
  // Never split a surrogate pair: widen the edit over a whole one.
  if (prefix > 0 && isLowSurrogate(after.charCodeAt(prefix))) { prefix--; }
  if (suffix > 0 && isLowSurrogate(after.charCodeAt(after.length - suffix))) { suffix--; }
  return { from: prefix, to: before.length - suffix, text: after.slice(prefix, after.length - suffix) };
}

function isLowSurrogate(code) { return code >= 0xDC00 && code <= 0xDFFF; }
