// The page's answers of two builds of TextInputWeb.wasm, compared: every gallery spec opened in both, the same
// seeded random messages (every event of the page's vocabulary, docs/web.md) sent to both, every answer compared
// byte for byte; differences are counted by event and differing answer member, and the first two of each printed.
//
// Usage: node scripts/answers/compare-page-answers.mjs BEFORE.wasm AFTER.wasm specs.json phone-metadata.txt [RUNS]
//   BEFORE.wasm: `git show BASE:Sources/TextInputWeb/Resources/TextInputWeb.wasm > before.wasm`;
//   specs.json: scripts/answers/collect-specs.py; RUNS: seeded sequences of 40 messages per spec (default 20).
//   IGNORE_FIELD_MEMBERS=tc,list: field members a change added on purpose, left out of both sides' answers before
//   they are compared (what is left must be equal).
import fs from 'node:fs';
import { loadPieces, pageInstance } from '../wasm/page-instance.mjs';
const [oldPath, newPath, specsPath, phonePath, runsArg] = process.argv.slice(2);
// A build's instances, each new, as a page runs them (scripts/wasm/page-instance.mjs): a module that leaves its
// Unicode tables and its code to pieces beside it starts without them; a call that needs a piece has no effect (its
// memory and stack are put back, as bridge.js does), the piece is installed and the call made again, so that its
// answer, and every answer before and after, must equal the other build's.
let pendings = 0;
let partsInstalled = 0;
function load(path) {
  const pieces = loadPieces(path);
  return () => pageInstance(pieces, { onWait(piece) { if (piece === 0) { pendings++; } else { partsInstalled++; } } });
}
let seed = 1;
function rnd(n) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; }
const pick = (a) => a[rnd(a.length)];
const texts = ['a', 'Jane', '5', '123', '5551234567', '1234.5', '1,234.56', '12,5', 'é', '👍', 'DE89370400440532013000',
  '4242424242424242', '+49 30 123456', '٠٥١٢٣٤٥٦٧٨', 'x\ny', ' ', '-', '0', '.', 'ABC', 'jane@example.com', 'lorem ipsum dolor sit amet ',
  'Пётр', 'Ωμέγα', 'مرحبا', '한국어', 'e\u0301', 'ß', 'İstanbul', '１２３', '۱۲۳٫۵', '👩‍👩‍👧'];
function message(s, nFields) {
  const f = rnd(nFields);
  switch (rnd(22)) {
    case 0: return { s, event: 'focus', field: f };
    case 1: return { s, event: 'blur', field: f };
    case 2: case 3: case 4: return { s, event: 'type', field: f, text: pick(texts) };
    case 5: return { s, event: 'paste', field: f, text: pick(texts) + pick(texts) };
    case 6: return { s, event: 'backspace', field: f };
    case 7: return { s, event: 'select', field: f, from: rnd(6), to: rnd(6) };
    case 8: return { s, event: 'enter', field: f };
    case 9: return { s, event: 'escape', field: f };
    case 10: return { s, event: 'submit' };
    case 11: return { s, event: 'scan', field: f, texts: pick([[], ['4006381333931'], ['4006381333931', 'ABC'], ['5551234567', 'x\ny']]) };
    case 12: return { s, event: 'scan', field: f, lines: pick([[], [{ text: 'IBAN DE89 3704 0044 0532 0130 00', confidence: 0.9 }],
      [{ text: '4242 4242 4242 4242', confidence: 0.95 }, { text: '5555 5555 5555 4444', confidence: 0.9 }], [{ text: 'Total 12.50', confidence: 0.5 }]]) };
    case 13: return { s, event: 'chooseScanned', field: f, index: rnd(3) };
    case 14: return { s, event: 'moveLine', field: f, direction: pick(['up', 'down']) };
    case 15: return { s, event: 'tap', field: f, accessory: pick(['clear', 'scan', 'visibility', 'action', 'error']) };
    case 16: return { s, event: 'resize', field: f, px: pick([80, 200, 303, 600]) };
    case 17: return { s, event: 'sync', field: f };
    case 18: return { s, event: 'adopt', field: f, text: pick(texts) };
    case 19: return { s, event: 'next' };
    case 20: return { s, event: 'undo', field: f };
    default: return { s, event: 'type', field: f, text: pick(texts) };
  }
}
const specs = JSON.parse(fs.readFileSync(specsPath, 'utf8'));
const unique = [...new Set(specs.map((x) => x.spec))];
const ignored = (process.env.IGNORE_FIELD_MEMBERS || '').split(',').filter((k) => k);
// An answer without the ignored field members (both sides written the same way), or as it is.
function comparable(text) {
  if (!ignored.length) { return text; }
  const answer = JSON.parse(text);
  for (const field of answer.fields || []) { for (const key of ignored) { delete field[key]; } }
  return JSON.stringify(answer);
}
const loadA = load(oldPath), loadB = load(newPath);
const phone = fs.readFileSync(phonePath, 'utf8');
const runs = Number(runsArg || 20);
let answers = 0, diffs = 0; const kinds = {};
for (const spec of unique) {
  for (let run = 0; run < runs; run++) {
    seed = run * 7919 + unique.indexOf(spec) + 1;
    const A = loadA(), B = loadB();
    A.phone(phone); B.phone(phone);
    const a = A.open(spec), b = B.open(spec);
    answers++;
    if (comparable(a.answer) !== comparable(b.answer)) { diffs++; kinds.hello = (kinds.hello || 0) + 1; }
    if (a.id <= 0 || b.id <= 0) { A.close(a.id); B.close(b.id); break; }
    const nFields = JSON.parse(a.answer).fields?.length || 1;
    for (let s = 1; s <= 40; s++) {
      const m = JSON.stringify(message(s, nFields));
      const x = comparable(A.handle(a.id, m)), y = comparable(B.handle(b.id, m));
      answers++;
      if (x !== y) {
        diffs++;
        const jx = JSON.parse(x), jy = JSON.parse(y);
        const keys = new Set([...Object.keys(jx), ...Object.keys(jy)]);
        const changed = [...keys].filter((k) => JSON.stringify(jx[k]) !== JSON.stringify(jy[k])).join('+');
        const key = JSON.parse(m).event + ':' + changed;
        kinds[key] = (kinds[key] || 0) + 1;
        if ((kinds[key]) <= 2) console.log('DIFF', key, '\n  msg', m, '\n  old', JSON.stringify(changed.split('+').map(k => [k, jx[k]])).slice(0, 700), '\n  new', JSON.stringify(changed.split('+').map(k => [k, jy[k]])).slice(0, 700));
      }
    }
    A.close(a.id); B.close(b.id);
  }
}
console.log(JSON.stringify({ specs: unique.length, answers, diffs, kinds, callsThatWaitedForUnicodeData: pendings, partsInstalled }, null, 1));
