// ---- Keys and input types as the core's events -------------------------------------------------------------------
// Pure functions from what the browser reports to the message the core gets (docs/web.md has the table); the
// core decides what each does. Tested with Node: tests-web/client/keys.test.js.

// The keydown messages whose key the browser makes itself as the core would, when the core has to wait for a piece
// of its module (form-session.js lets the browser edit and adopts the result): caret moves, deletions, select all,
// undo. Any other (a stepper's step, a list's highlight, Escape, Enter) waits and goes to the core once it can.
export var BROWSER_KEYS = ['move', 'backspace', 'delete', 'selectAll', 'undo', 'redo', 'type', 'paste'];

export var MODIFIERS = { Shift: 1, Control: 1, Alt: 1, Meta: 1, AltGraph: 1, CapsLock: 1 };

// A `beforeinput` event's message (`type` its inputType, `data` its text), or null for types the core does not
// take (the browser's edit is cancelled all the same).
export function inputMessage(type, data) {
  switch (type) {
    case 'insertText': return { event: 'type', text: data };
    case 'insertFromPaste': case 'insertFromPasteAsQuotation': case 'insertFromDrop':
    case 'insertFromYank': case 'insertReplacementText':
      return { event: 'paste', text: data };
    case 'insertLineBreak': case 'insertParagraph': return { event: 'enter' };
    case 'deleteContentBackward': case 'deleteByCut': case 'deleteByDrag': case 'deleteContent':
      return { event: 'backspace' };
    case 'deleteContentForward': return { event: 'delete' };
    case 'deleteWordBackward': return { event: 'backspace', word: true };
    case 'deleteWordForward': return { event: 'delete', word: true };
    case 'deleteSoftLineBackward': case 'deleteHardLineBackward': case 'deleteEntireSoftLine':
      return { event: 'backspace', line: true };
    case 'deleteSoftLineForward': case 'deleteHardLineForward': return { event: 'delete', line: true };
    case 'historyUndo': return { event: 'undo' };
    case 'historyRedo': return { event: 'redo' };
    default: return null;
  }
}

// A `keydown`'s message for a field, or null when the browser handles the key (typing arrives as beforeinput),
// or 'edge' for a native caret move in a long note (its window may have to slide). `field`: { suggestions: the
// field shows a suggestion list, single: a single-line field, windowed: a long note's window, stepper: a number
// field with a stepper }.
export function keyMessage(e, field) {
  var key = e.key;
  var command = e.ctrlKey || e.metaKey;
  if (field.suggestions && (key === 'ArrowDown' || key === 'ArrowUp')) {
    // The core moves the highlight (wrapping around), picks it on Enter and closes the list on Escape.
    return { event: 'moveLine', direction: key === 'ArrowDown' ? 'down' : 'up' };
  }
  if (field.stepper && !command && !e.altKey) {
    // A number field's stepper (the ARIA spin button's keys): the core steps, and goes to a bound on Home and End
    // (without that bound, to the text's start or end).
    if (key === 'ArrowUp' || key === 'ArrowDown') { return { event: 'step', by: key === 'ArrowUp' ? 1 : -1 }; }
    if (key === 'PageUp' || key === 'PageDown') { return { event: 'step', by: key === 'PageUp' ? 10 : -10 }; }
    if ((key === 'Home' || key === 'End') && !e.shiftKey) { return { event: 'step', to: key === 'Home' ? 'min' : 'max' }; }
  }
  if (key === 'Escape') { return { event: 'escape' }; }
  if (key === 'Enter') { return { event: 'enter' }; }
  if (command && !e.altKey && (key === 'z' || key === 'Z')) { return { event: e.shiftKey ? 'redo' : 'undo' }; }
  if (command && !e.altKey && (key === 'y' || key === 'Y')) { return { event: 'redo' }; }
  if ((key === 'ArrowLeft' || key === 'ArrowRight') && !e.metaKey) {
    // On screen: the core mirrors them in a right-to-left field.
    var word = e.ctrlKey || e.altKey;
    var left = key === 'ArrowLeft';
    return { event: 'move', to: word ? (left ? 'wordLeft' : 'wordRight') : (left ? 'left' : 'right'), extend: e.shiftKey, visual: true };
  }
  if ((key === 'Home' || key === 'End') && (field.single || (field.windowed && command))) {
    return { event: 'move', to: key === 'Home' ? 'start' : 'end', extend: e.shiftKey };
  }
  if (!field.windowed) { return null; }
  // A long note's window holds part of the text: select-all and the document's start and end (Cmd+Up/Down) go to
  // the core; a native caret move starts from the core's caret and slides the window near its edge.
  if (command && !e.altKey && (key === 'a' || key === 'A')) { return { event: 'selectAll' }; }
  if (e.metaKey && (key === 'ArrowUp' || key === 'ArrowDown')) {
    return { event: 'move', to: key === 'ArrowUp' ? 'start' : 'end', extend: e.shiftKey };
  }
  if (key === 'ArrowUp' || key === 'ArrowDown' || key === 'PageUp' || key === 'PageDown' || key === 'Home' || key === 'End') {
    return 'edge';
  }
  return null;
}
