// ---- The date fields' calendar -----------------------------------------------------------------------------------
// client-date.js, bundled from here (scripts/bundle-client.py, OWN_SCRIPTS): only a page whose forms have a date
// field loads it, after client.js (WebForm writes it after the form), so no other page fetches it before its first
// key. WebForm writes after each date field a hidden calendar: a button and an `<input type="date">` with the
// field's bounds. This puts the button in the field's box (a 44 px target named in the form's language, Tab still
// going field to field, focus kept in the field) and opens the browser's own date picker on it (`showPicker()`); the
// day picked goes to the field through the page's core, as an ISO date pasted over the field's whole text, which the
// core reads and shows as the field's locale writes it. Without this script (no JavaScript) the calendar stays hidden
// and the field is typed.

function startCalendars() {
  Array.prototype.forEach.call(document.querySelectorAll('.tik-cal[data-tik-cal-for]'), function (calendar) {
    var form = calendar.closest('[data-tik-spec]');
    var i = calendar.getAttribute('data-tik-cal-for');
    var wrap = form && form.querySelector('.tik-field[data-index="' + i + '"]');
    var box = wrap && wrap.querySelector('.tik-box');
    var button = calendar.querySelector('button');
    var picker = calendar.querySelector('input');
    if (!box || !button || !picker || calendar.tikCalendar) { return; }
    calendar.tikCalendar = true;
    box.appendChild(calendar);
    calendar.hidden = false;
    function input() { return wrap.querySelector('.tik-input'); }
    button.addEventListener('mousedown', function (e) { e.preventDefault(); });
    button.addEventListener('click', function () {
      var field = input();
      if (!field || field.disabled || field.readOnly) { return; }
      field.focus();
      try { picker.showPicker(); } catch (error) { picker.click(); }
    });
    picker.addEventListener('change', function () {
      var field = input();
      if (!picker.value || !field || typeof form.tikIntent !== 'function') { return; }
      var text = form.tikText(field);
      form.tikIntent(Number(i), { event: 'select', from: 0, to: (text === null ? field.value : text).length });
      form.tikIntent(Number(i), { event: 'paste', text: picker.value });
    });
  });
}

startCalendars();
