// ---- What a valid form posts ------------------------------------------------------------------------------------
// The core's `post` pairs written into the form before the native submit: [name, text] into the input of that
// name (a hidden password's input holds bullets; it posts the text the core holds), [field index, key] into the
// field's key input (WebForm.choiceKeyNames), which holds the key of the choice the core says is picked, else
// nothing. Answers the <form> that posts: the form's own, or the app's that holds its fields.

export function writePosted(form, pairs) {
  var host = form.closest('form');
  Array.prototype.forEach.call(form.querySelectorAll('input[data-tik-choice-of]'), function (k) { k.value = ''; });
  pairs.forEach(function (pair) {
    var input = typeof pair[0] === 'number' ? form.querySelector('input[data-tik-choice-of="' + pair[0] + '"]')
      : host.elements.namedItem(pair[0]);
    if (input && 'value' in input) { input.value = pair[1]; }
  });
  return host;
}
