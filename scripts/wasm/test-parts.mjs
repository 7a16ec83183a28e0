// The page's module in parts answers exactly as the module it was split from (docs/wasm.md, "The parts"): every form
// of scripts/wasm/parts.json, and the gallery's forms when a specs file is given (scripts/answers/collect-specs.py),
// opened in the linked module (before the split and before wasm-opt) and in the first module, and sent the same
// seeded messages of the whole vocabulary; every answer compared byte for byte. The first module starts with no part
// and without its Unicode data, as a page does: a call that needs a piece must have had no effect (its memory and
// stack are put back, as bridge.js does), the piece is installed and the call made again. Half of the runs install
// the form's own parts first (as a page fetches them before the form opens). Exits 1 on any difference.
//
// Usage: node scripts/wasm/test-parts.mjs LINKED.wasm FIRST.wasm parts.json phone-metadata.txt [specs.json]
//   FIRST.wasm with its parts and Unicode data beside it, as scripts/build-wasm.sh writes them.
import fs from 'node:fs';
import { loadPieces, pageInstance, phoneTablesFor } from './page-instance.mjs';

const [linkedPath, firstPath, configPath, phonePath, specsPath] = process.argv.slice(2);
const config = JSON.parse(fs.readFileSync(configPath, 'utf8'));
const phone = fs.readFileSync(phonePath, 'utf8');
const split = loadPieces(firstPath);
const linked = loadPieces(linkedPath, firstPath.replace(/\.wasm$/, '') + '-unicode.bin');
const list = fs.readFileSync(firstPath.replace(/\.wasm$/, '') + '-parts.txt', 'utf8').trim().split('\n').map((line) => {
  const [number, name, features] = line.split(' ');
  return { number: Number(number), name, features: features === '-' ? [] : features.split(',') };
});
// The parts a form asked for while it opened although its own parts were installed first (WebAssets' choice): a form
// whose opening needs a part it did not list waits for it on a page.
let opening = false;
let openWaits = [];
const unlisted = [];
const counts = { answers: 0, differences: 0, waits: 0, wholePhoneTables: 0 };
function onWait(piece) {
  counts.waits++;
  if (piece < 0) { counts.wholePhoneTables++; }
  if (piece > 0 && opening) { openWaits.push(piece); }
}

let seed = 1;
function rnd(n) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; }
const pick = (a) => a[rnd(a.length)];
const texts = ['a', 'Jane', '5', '123', '5551234567', '1234.5', '1,234.56', '12,5', 'é', '👍', 'DE89370400440532013000',
  '4242424242424242', '+49 30 123456', '٠٥١٢٣٤٥٦٧٨', 'x\ny', ' ', '-', '0', '.', 'ABC', 'jane@example.com',
  'lorem ipsum dolor sit amet ', 'Пётр', 'Ωμέγα', 'مرحبا', 'שלום', '한국어', '中文', 'हिन्दी', 'e\u0301', 'ß', 'İstanbul', '１２３',
  '۱۲۳٫۵', '👩‍👩‍👧', 'AB-1234', 'cd42x'];
function message(s, n) {
  const field = rnd(n);
  switch (rnd(24)) {
    case 0: return { s, event: 'focus', field };
    case 1: return { s, event: 'blur', field };
    case 2: case 3: case 4: return { s, event: 'type', field, text: pick(texts) };
    case 5: return { s, event: 'paste', field, text: pick(texts) + pick(texts) };
    case 6: return { s, event: pick(['backspace', 'delete']), field };
    case 7: return { s, event: 'select', field, from: rnd(6), to: rnd(6) };
    case 8: return { s, event: 'enter', field };
    case 9: return { s, event: 'escape', field };
    case 10: return { s, event: 'submit' };
    case 11: return { s, event: 'scan', field, texts: pick([[], ['4006381333931'], ['4006381333931', 'ABC'], ['5551234567', 'x\ny']]) };
    case 12: return { s, event: 'scan', field, lines: pick([[], [{ text: 'IBAN DE89 3704 0044 0532 0130 00', confidence: 0.9 }],
      [{ text: '4242 4242 4242 4242', confidence: 0.95 }, { text: '5555 5555 5555 4444', confidence: 0.9 }], [{ text: 'Total 12.50', confidence: 0.5 }]]) };
    case 13: return { s, event: 'chooseScanned', field, index: rnd(3) };
    case 14: return { s, event: 'moveLine', field, direction: pick(['up', 'down']) };
    case 15: return { s, event: 'tap', field, accessory: pick(['clear', 'scan', 'visibility', 'action', 'error']) };
    case 16: return { s, event: 'resize', field, px: pick([80, 200, 303, 600]) };
    case 17: return { s, event: 'sync', field };
    case 18: return { s, event: 'adopt', field, text: pick(texts) };
    case 19: return { s, event: 'move', field, to: pick(['left', 'right', 'wordLeft', 'wordRight', 'start', 'end']), extend: rnd(2) === 1, visual: rnd(2) === 1 };
    case 20: return { s, event: pick(['undo', 'redo', 'selectAll']), field };
    case 21: return { s, event: 'compose', field, text: pick(texts), commit: rnd(2) === 1 };
    case 22: return { s, event: 'choose', field, text: pick(texts) };
    default: return { s, event: 'next' };
  }
}

// The features of a field, as WebAssets names them (WebAssets+Parts.swift).
function fieldFeatures(f) {
  const out = new Set();
  for (const k of Object.keys(f.format || {})) { out.add('format.' + k); }
  if ((f.format || {}).date) { out.add('format.mask'); }  // a date is typed as a mask (parts.json "implies")
  const number = (f.format || {}).number;
  if (number && ('step' in number || 'min' in number || 'max' in number)) { out.add('stepper'); }
  if (f.kind === 'note') { out.add('note'); }
  if ((f.choices && f.choices.length) || f.choicesFromApp) { out.add('choices'); }
  if (f.scan) { out.add('scan'); }
  if (f.lineBreak && f.lineBreak !== 'clip') { out.add('lineBreak'); }
  for (const r of f.validation || []) { out.add('rule.' + r.rule); }
  return out;
}
// The features a spec's form fetches the parts of before it opens, as WebAssets.earlyParts(for:preparation:) chooses
// them: its fields' features; for a field the preparation focuses, blurs or otherwise acts on (every field for a
// submit or post), "after:" each of that field's features; "message.app" for an app's message.
function features(spec) {
  const out = new Set();
  for (const f of spec.fields) { for (const x of fieldFeatures(f)) { out.add(x); } }
  const prepared = new Set();
  for (const step of spec.prepare || []) {
    if (step.event === 'setMessage' || step.event === 'setError') { out.add('message.app'); continue; }
    if (step.event === 'submit' || step.event === 'post') { spec.fields.forEach((_, i) => prepared.add(i)); continue; }
    if (typeof step.field === 'number') { prepared.add(step.field); }
  }
  for (const i of prepared) {
    if (spec.fields[i]) { for (const x of fieldFeatures(spec.fields[i])) { out.add('after:' + x); } }
  }
  return out;
}
function earlyParts(spec) {
  const have = features(spec);
  let chosen = list.filter((p) => p.features.length && p.features[0] !== '*' && p.features.some((x) => have.has(x)));
  // A feature only an "after:" part names (its code all runs after the opening) still brings the shared part.
  const split = list.some((p) => p.features.some((x) => x.startsWith('after:') && have.has(x.slice(6))));
  if (!chosen.length && !split) { return []; }
  if (chosen.some((p) => p.features.some((x) => x.startsWith('after:')))) {
    chosen = chosen.concat(list.filter((p) => p.features[0] === 'after:*'));
  }
  return list.filter((p) => p.features[0] === '*').concat(chosen).map((p) => p.number);
}

const specs = [];
const withStrings = (form) => {
  const languages = new Set([form.locale, ...form.fields.filter((f) => f.locale).map((f) => f.locale)].map((l) => l.split('_')[0]));
  const strings = {};
  for (const language of [...languages].sort()) { strings[language] = config.strings[language]; }
  return JSON.stringify({ locale: form.locale, width: 2000, fields: form.fields, prepare: form.prepare || [], strings });
};
for (const form of config.first.specs) { specs.push(withStrings(form)); }
for (const part of config.parts) { for (const form of part.specs) { specs.push(withStrings(form)); } }
if (specsPath) { for (const s of new Set(JSON.parse(fs.readFileSync(specsPath, 'utf8')).map((x) => x.spec))) { specs.push(s); } }

// Each form with phone fields again with international numbers in them ("+" alone, then what the messages type; a
// number of +44): with one calling code's tables installed, those ask for the whole tables.
// (Their opening asks for the whole tables, and may ask for the part that reads them: not counted as a form that
// waited.)
const international = new Set();
for (const spec of [...specs]) {
  const parsed = JSON.parse(spec);
  const phones = parsed.fields.filter((f) => f.format && f.format.phone);
  if (!phones.length) { continue; }
  for (const value of ['+', '+442079460958']) {
    const copy = JSON.parse(spec);
    for (const f of copy.fields) { if (f.format && f.format.phone) { f.value = value; } }
    specs.push(JSON.stringify(copy));
    international.add(specs[specs.length - 1]);
  }
}

const kinds = {};
specs.forEach((spec, index) => {
  const parsed = JSON.parse(spec);
  for (let run = 0; run < 6; run++) {
    seed = run * 7919 + index + 1;
    const early = run % 2 === 0 ? earlyParts(parsed) : [];
    const A = pageInstance(linked, { complete: true }), B = pageInstance(split, { early, onWait, wholePhone: phone });
    const hasPhone = parsed.fields.some((f) => f.format && f.format.phone);
    if (hasPhone) { A.phone(phone); B.phone(phoneTablesFor(phone, parsed)); }
    const a = A.open(spec);
    opening = run % 2 === 0;
    openWaits = [];
    const b = B.open(spec);
    opening = false;
    if (openWaits.length && !international.has(spec)) {
      unlisted.push(parsed.locale + ' ' + parsed.fields.map((f) => f.id).join(',') + ': parts ' + openWaits.join(', '));
    }
    counts.answers++;
    if (a.answer !== b.answer || a.id !== b.id) { counts.differences++; kinds.open = (kinds.open || 0) + 1; }
    if (a.id <= 0) { continue; }
    const n = JSON.parse(a.answer).fields?.length || 1;
    for (let s = 1; s <= 40; s++) {
      const m = JSON.stringify(message(s, n));
      const x = A.handle(a.id, m), y = B.handle(b.id, m);
      counts.answers++;
      if (x !== y) {
        counts.differences++;
        const key = JSON.parse(m).event;
        kinds[key] = (kinds[key] || 0) + 1;
        if (kinds[key] <= 2) { console.log('DIFFERENT', m, '\n  linked', x.slice(0, 400), '\n  parts ', y.slice(0, 400)); }
      }
    }
  }
});
console.log(JSON.stringify({ forms: specs.length, ...counts, differencesByEvent: kinds, opensThatWaited: unlisted.length }));
if (counts.differences) {
  console.error('test-parts: the module in parts answered differently from the module it was split from');
  process.exit(1);
}
if (unlisted.length) {
  console.error('test-parts: forms that waited for a part while opening with their own parts installed (add such forms to '
    + 'scripts/wasm/parts.json, or give the part the feature):\n  ' + [...new Set(unlisted)].slice(0, 10).join('\n  '));
  process.exit(1);
}
