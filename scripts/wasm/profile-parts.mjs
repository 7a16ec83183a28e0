// Runs the page's instrumented module (binaryen's `wasm-split --instrument` of the linked module) over the forms of
// scripts/wasm/parts.json and prints which of its defined functions ran: for the first module's forms, and for each
// part's. scripts/wasm/wasm-parts.py splits the linked module by it (docs/wasm.md, "The parts"). Each form is opened
// in a new instance with the Unicode data installed (and the phone tables, for a form with a phone field, as a page
// does) and sent 4 seeded sequences of 40 messages of a user's first keys: deterministic, the same module and file
// give the same output. For each part also what its forms' opening alone ran ("open": their preparation events, no
// message), which a form needs before it is ready; the rest of a part comes first once it is live.
//
// Usage: node scripts/wasm/profile-parts.mjs INSTRUMENTED.wasm UNICODE.bin parts.json phone-metadata.txt > profile.json
import fs from 'node:fs';
import { phoneTablesFor } from './page-instance.mjs';

const [modulePath, unicodePath, partsPath, phonePath] = process.argv.slice(2);
const module = new WebAssembly.Module(fs.readFileSync(modulePath));
const unicode = fs.readFileSync(unicodePath);
const phone = fs.readFileSync(phonePath, 'utf8');
const config = JSON.parse(fs.readFileSync(partsPath, 'utf8'));

let seed = 1;
function rnd(n) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; }
const pick = (a) => a[rnd(a.length)];
// What people type first: Latin letters, digits and punctuation (below U+0300, which the first module answers
// without the Unicode data, as it answers Hebrew, Arabic and general punctuation: unicode-fast-range.h).
const firstTexts = ['a', 'Jane', 'Miller', '5', '123', 'x', ' ', '@', '.', 'jane@example.com', '-', '+', '0', '42',
  '(555)', '1,5', '0.25', 'DE89', 'é', 'ß', 'Ä', 'ø', 'Łódź', 'İ', '½', '¿Qué?', '«»'];
// And whole values, as a formatted field's first keys or a text typed while the page loaded end them (a part's
// forms are sent these too).
const valueTexts = ['5551234567', '2015550123', '+49 30 123456', '030 123456', '+44 7400 123456', '4111111111111111',
  '378282246310005', 'DE89370400440532013000', 'GB82WEST12345698765432', '1234.5', '1,234.56', '-12,5', '1000000'];

// Not sent: text in other scripts needs the Unicode data, which comes after the first module (such a key waits for it
// anyway, and with it for the part "rest"); opening a form with such text is profiled (the forms of parts.json have
// Arabic and Hebrew values and strings).

// The messages of a user's first keys in plain fields (docs/web.md, the vocabulary).
function firstMessage(s, n, texts) {
  const field = rnd(n);
  switch (rnd(19)) {
    case 0: return { s, event: 'focus', field };
    case 1: return { s, event: 'blur', field };
    case 2: return { s, event: 'backspace', field };
    case 3: return { s, event: 'delete', field };
    case 4: return { s, event: 'select', field, from: rnd(6), to: rnd(6) };
    case 5: return { s, event: 'move', field, to: pick(['left', 'right', 'wordLeft', 'wordRight', 'start', 'end']), extend: rnd(2) === 1, visual: rnd(2) === 1 };
    case 6: return { s, event: pick(['undo', 'redo']), field };
    case 7: return { s, event: 'resize', field, px: pick([80, 200, 303, 600]) };
    case 8: {
      // What the browser edited, adopted: a focused field's with its caret (at the end, as after typing).
      const text = pick(texts);
      return rnd(2) ? { s, event: 'adopt', field, text } : { s, event: 'adopt', field, text, from: text.length, to: text.length };
    }
    case 9: return { s, event: 'sync', field };
    case 10: return { s, event: 'tap', field, accessory: pick(['clear', 'visibility']) };
    case 11: return { s, event: 'paste', field, text: pick(texts) + pick(texts) };
    case 12: return { s, event: pick(['enter', 'escape']), field };
    case 13: return { s, event: 'moveLine', field, direction: pick(['up', 'down']) };
    case 14: return { s, event: 'choose', field, text: pick(texts) };
    default: return { s, event: 'type', field, text: pick(texts) };
  }
}

class Pending extends Error {}
// The defined functions that ran while `specs` were opened and sent `runs` seeded sequences of `messages` messages.
function profile(specs, texts, runs, messages = 40) {
  const ran = new Set();
  specs.forEach((spec, index) => {
    // The form as a page's spec has it: the strings of each language its fields use (they are kept once, at the top).
    const languages = new Set([spec.locale, ...spec.fields.filter((f) => f.locale).map((f) => f.locale)].map((l) => l.split('_')[0]));
    const strings = {};
    for (const language of [...languages].sort()) { strings[language] = config.strings[language]; }
    // At both of the gallery's layout widths (compact and expanded: what fits, wraps or is truncated differs).
    const opened = [1782, 2235].map((width) => JSON.stringify({ locale: spec.locale, width, fields: spec.fields, prepare: spec.prepare || [], strings }));
    const e = new WebAssembly.Instance(module, { env: { ti_needs() { throw new Pending(); } } }).exports;
    const encoder = new TextEncoder(), decoder = new TextDecoder();
    function call(input, run) {
      const bytes = encoder.encode(input);
      const p = e.ti_alloc(Math.max(bytes.length, 1));
      new Uint8Array(e.memory.buffer, p, bytes.length).set(bytes);
      const result = run(p, bytes.length);
      e.ti_free(p);
      return result;
    }
    const p = e.ti_alloc(unicode.length);
    new Uint8Array(e.memory.buffer, p, unicode.length).set(unicode);
    if (e.ti_unicode_install(p, unicode.length) !== 1) { throw new Error(unicodePath + ' is not this module\'s Unicode data'); }
    e.ti_free(p);
    // As the page does: the phone tables only for a form with a phone field, its calling code's alone when the form
    // opens, the whole tables once it is live (which a number of another code would ask for: ti_needs(-1)).
    const phoneForm = spec.fields.some((f) => f.format && f.format.phone);
    if (phoneForm) { call(phoneTablesFor(phone, spec), (q, n) => e.ti_phone_data(q, n)); }
    for (let run = 0; run < runs; run++) {
      seed = run * 7919 + index + 1;
      const id = call(opened[run % 2], (q, n) => e.ti_form_open(q, n));
      if (id <= 0) {
        throw new Error('a spec of ' + partsPath + ' does not open: ' + decoder.decode(new Uint8Array(e.memory.buffer, e.ti_answer(), e.ti_answer_length())));
      }
      if (phoneForm && run === 0) { call(phone, (q, n) => e.ti_phone_data(q, n)); }
      for (let s = 1; s <= messages; s++) { call(JSON.stringify(firstMessage(s, spec.fields.length, texts)), (q, n) => e.ti_form_handle(id, q, n)); }
      e.ti_form_close(id);
    }
    const size = 8 + 4 * 100000;
    const out = e.ti_alloc(size);
    const written = e.__write_profile(out, size);
    const view = new DataView(e.memory.buffer, out + 8, written - 8);
    // One timestamp per defined function of the module (0: it never ran), in the module's order.
    for (let k = 0; k < (written - 8) / 4; k++) { if (view.getUint32(4 * k, true)) { ran.add(k); } }
  });
  return [...ran].sort((a, b) => a - b);
}

const result = { first: profile(config.first.specs, firstTexts, 4), parts: {}, open: {} };
for (const part of config.parts) {
  result.parts[part.name] = profile(part.specs, firstTexts.concat(valueTexts), 4);
  result.open[part.name] = profile(part.specs, firstTexts, 2, 0);
}
process.stdout.write(JSON.stringify(result) + '\n');
