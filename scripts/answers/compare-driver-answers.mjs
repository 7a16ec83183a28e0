// The driver's answers of two builds of TextInputCore.wasm, compared: every gallery spec as a driver form, the same
// seeded random events (full answers and `"answer": "changes"`) sent to both, every answer compared byte for byte.
//
// Usage: node scripts/answers/compare-driver-answers.mjs BEFORE.wasm AFTER.wasm specs.json [RUNS]
//   BEFORE.wasm: the driver's module is not committed; build BASE's with scripts/build-wasm.sh in a worktree
//   (`git worktree add /tmp/base BASE`, then /tmp/base/.build/wasm/TextInputCore.wasm); specs.json:
//   collect-specs.py.
import fs from 'node:fs';
const [oldPath, newPath, specsPath, runsArg] = process.argv.slice(2);
async function load(path) {
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(path), {});
  const e = instance.exports; const enc = new TextEncoder(), dec = new TextDecoder();
  return {
    open: () => e.ti_session_open(), close: (id) => e.ti_session_close(id),
    handle: (id, text) => { const b = enc.encode(text); const p = e.ti_alloc(Math.max(1, b.length));
      new Uint8Array(e.memory.buffer, p, b.length).set(b); const n = e.ti_session_handle(id, p, b.length); e.ti_free(p);
      return dec.decode(new Uint8Array(e.memory.buffer, e.ti_answer(), n)); },
  };
}
let seed = 1; function rnd(n) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; }
const pick = (a) => a[rnd(a.length)];
const texts = ['a', 'Jane', '5', '123', '5551234567', '1234.5', 'é', '👍', 'DE89370400440532013000', '+49 30 123456', 'x\ny', ' ', 'jane@example.com'];
function ev(n) {
  const f = rnd(n);
  const e = [
    { event: 'focus', field: f }, { event: 'blur', field: f }, { event: 'type', field: f, text: pick(texts) },
    { event: 'paste', field: f, text: pick(texts) + pick(texts) }, { event: 'backspace', field: f }, { event: 'enter', field: f },
    { event: 'escape', field: f }, { event: 'submit' }, { event: 'next' },
    { event: 'scan', field: f, texts: pick([[], ['4006381333931'], ['4006381333931', 'ABC']]) },
    { event: 'scan', field: f, lines: pick([[], [{ text: 'IBAN DE89 3704 0044 0532 0130 00', confidence: 0.9 }]]) },
    { event: 'chooseScanned', field: f, index: rnd(2) }, { event: 'moveLine', field: f, direction: pick(['up', 'down']) },
    { event: 'tap', field: f, accessory: pick(['clear', 'scan', 'visibility', 'action', 'error']) },
    { event: 'adopt', field: f, text: pick(texts) }, { event: 'undo', field: f },
  ][rnd(16)];
  if (rnd(2)) e.answer = 'changes';
  return e;
}
const specs = [...new Set(JSON.parse(fs.readFileSync(specsPath, 'utf8')).map((x) => x.spec))];
const A = await load(oldPath), B = await load(newPath);
let answers = 0, diffs = 0; const kinds = {};
for (const text of specs) {
  const spec = JSON.parse(text);
  const fields = spec.fields.map((f) => { const c = { ...f }; delete c.strings; return c; });
  const line = JSON.stringify({ form: { fields, locale: spec.locale || 'en_US' } });
  for (let run = 0; run < Number(runsArg || 3); run++) {
    seed = run * 31 + specs.indexOf(text) + 7;
    const a = A.open(), b = B.open();
    const x0 = A.handle(a, line), y0 = B.handle(b, line); answers++;
    if (x0 !== y0) { diffs++; kinds.form = (kinds.form || 0) + 1; }
    if (x0.startsWith('{"error"')) { if (run === 0) kinds.refusedSpec = (kinds.refusedSpec || 0) + 1; A.close(a); B.close(b); break; }
    for (let s = 0; s < 40; s++) {
      const m = JSON.stringify(ev(fields.length));
      const x = A.handle(a, m), y = B.handle(b, m); answers++;
      if (x !== y) { diffs++; const k = JSON.parse(m).event; kinds[k] = (kinds[k] || 0) + 1; if (kinds[k] <= 2) console.log('DIFF', m, '\n old', x.slice(0, 400), '\n new', y.slice(0, 400)); }
    }
    A.close(a); B.close(b);
  }
}
console.log(JSON.stringify({ specs: specs.length, answers, diffs, kinds }));
