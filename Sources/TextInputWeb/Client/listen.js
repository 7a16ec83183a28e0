// ---- Listening, with its teardown -------------------------------------------------------------------------------
// Each module that listens to a form's DOM events (edit-events.js, composition-events.js, form-events.js,
// suggestions.js) adds them
// through one of these and returns its teardown, as Maskito's plugins do: calling it removes every listener it added.

// Answers { on(target, type, handler, capture), teardown() }.
export function listening() {
  var added = [];
  return {
    on: function (target, type, handler, capture) {
      target.addEventListener(type, handler, !!capture);
      added.push([target, type, handler, !!capture]);
    },
    teardown: function () {
      while (added.length) {
        var a = added.pop();
        a[0].removeEventListener(a[1], a[2], a[3]);
      }
    }
  };
}
