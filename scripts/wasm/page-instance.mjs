// The page's module in Node as a page runs it (Client/bridge.js): its Unicode data and its parts installed when a
// call asks for them (docs/wasm.md, "The Unicode data", "The parts"). A call that needs a missing piece makes the
// module call `env.ti_needs(piece)` (0 the Unicode data, N part N, -1 the whole phone tables after one calling
// code's; `ti_needs_unicode` in a module built before the parts), which throws: the module's memory and stack pointer are put back as they were before the call, the piece
// is installed and the call is made again, so that every answer is the one a module with all its pieces gives.
// Used by scripts/wasm/test-parts.mjs and scripts/answers/compare-page-answers.mjs.
import fs from 'node:fs';

export class Pending extends Error {
  constructor(piece) {
    super('the module needs ' + (piece < 0 ? 'the whole phone tables' : piece ? 'its part ' + piece : 'its Unicode data'));
    this.piece = piece;
  }
}

// The compiled pieces of the module at `path`: { module, unicode (bytes or null), parts (Map number -> compiled) }.
// The Unicode data and the parts are found beside it (NAME-unicode.bin, NAME-parts.txt, NAME-PART.wasm), or the
// data at `unicodePath` (for the linked module, which has no parts).
export function loadPieces(path, unicodePath) {
  const module = new WebAssembly.Module(fs.readFileSync(path));
  const stem = path.replace(/\.wasm$/, '');
  const unicode = WebAssembly.Module.exports(module).some((x) => x.name === 'ti_unicode_install')
    ? fs.readFileSync(unicodePath || stem + '-unicode.bin') : null;
  const parts = new Map();
  if (!unicodePath && fs.existsSync(stem + '-parts.txt')) {
    for (const line of fs.readFileSync(stem + '-parts.txt', 'utf8').trim().split('\n')) {
      const [number, name] = line.split(' ');
      parts.set(Number(number), new WebAssembly.Module(fs.readFileSync(stem + '-' + name + '.wasm')));
    }
  }
  return { module, unicode, parts, path };
}

// A new instance of `pieces` with the page's calls. `options`: { early: part numbers installed first, complete:
// every piece installed first, onWait(piece): called for each call that asked for a piece, wholePhone: the whole
// phone tables' text, installed when a call asks for them (piece -1) after `phone` installed one calling code's }.
export function pageInstance(pieces, options = {}) {
  const env = { ti_needs(piece) { throw new Pending(piece); }, ti_needs_unicode() { throw new Pending(0); } };
  const e = new WebAssembly.Instance(pieces.module, { env }).exports;
  const installed = new Set();
  const encoder = new TextEncoder(), decoder = new TextDecoder();
  const expected = pieces.parts.size + 1 + (options.wholePhone ? 1 : 0);
  function install(piece) {
    if (installed.has(piece)) { throw new Error('piece ' + piece + ' was asked for again after it was installed'); }
    installed.add(piece);
    if (piece === -1) {
      if (!options.wholePhone) { throw new Error(pieces.path + ' asked for the whole phone tables, which it was not given'); }
      if (call(options.wholePhone, (p, n) => e.ti_phone_data(p, n)) !== 1) { throw new Error('the whole phone tables were refused'); }
      return;
    }
    if (piece === 0) {
      const p = e.ti_alloc(pieces.unicode.length);
      new Uint8Array(e.memory.buffer, p, pieces.unicode.length).set(pieces.unicode);
      if (e.ti_unicode_install(p, pieces.unicode.length) !== 1) { throw new Error(pieces.path + ': its Unicode data is of another build'); }
      e.ti_free(p);
      return;
    }
    const part = pieces.parts.get(piece);
    if (!part) { throw new Error(pieces.path + ' asked for part ' + piece + ', which its list of parts does not have'); }
    const f = { m: e.memory, t: e.t, s: e.__stack_pointer };
    for (const i of WebAssembly.Module.imports(part)) { if (i.kind === 'function') { f[i.name] = e.t.get(Number(i.name)); } }
    new WebAssembly.Instance(part, { f });
  }
  if (!pieces.unicode) { installed.add(0); }
  if (options.complete) {
    if (pieces.unicode) { install(0); }
    for (const n of pieces.parts.keys()) { install(n); }
  }
  for (const n of options.early || []) { install(n); }
  function guarded(run) {
    for (;;) {
      if (installed.size === expected) { return run(); }
      const saved = new Uint8Array(e.memory.buffer).slice(), stack = e.__stack_pointer.value;
      try {
        return run();
      } catch (error) {
        if (!(error instanceof Pending)) { throw error; }
        const memory = new Uint8Array(e.memory.buffer);
        memory.set(saved);
        memory.fill(0, saved.length);
        e.__stack_pointer.value = stack;
        if (options.onWait) { options.onWait(error.piece); }
        install(error.piece);
      }
    }
  }
  function call(text, run) {
    const bytes = encoder.encode(text);
    const p = e.ti_alloc(Math.max(bytes.length, 1));
    new Uint8Array(e.memory.buffer, p, bytes.length).set(bytes);
    const result = guarded(() => run(p, bytes.length));
    e.ti_free(p);
    return result;
  }
  const answer = (n) => decoder.decode(new Uint8Array(e.memory.buffer, e.ti_answer(), n));
  return {
    phone: (text) => call(text, (p, n) => e.ti_phone_data(p, n)),
    open: (spec) => call(spec, (p, n) => { const id = e.ti_form_open(p, n); return { id, answer: answer(e.ti_answer_length()) }; }),
    handle: (id, text) => call(text, (p, n) => answer(e.ti_form_handle(id, p, n))),
    close: (id) => e.ti_form_close(id),
    installed: () => installed.size - (pieces.unicode ? 0 : 1),
  };
}

// The phone tables a page installs before a form with phone fields opens (WebForm.phoneTables): its calling code's
// alone, as WebAssets cuts them from the whole tables `whole` (PhoneNumberData.tablesByCallingCode), when the
// spec's first phone field's region (its own, else its locale's or the form's) is known; else the whole tables.
export function phoneTablesFor(whole, spec) {
  const lines = whole.split('\n').filter(Boolean);
  const separator = lines.indexOf('%');
  const regionLines = lines.slice(1, separator);
  const codeOf = new Map(regionLines.map((l) => l.split('\t')).map((f) => [f[0], f[1]]));
  const field = spec.fields.find((f) => f.format && f.format.phone);
  if (!field) { return whole; }
  const region = (field.format.phone.region || (field.locale || spec.locale || '').split(/[_-]/)[1] || '').toUpperCase();
  const code = codeOf.get(region);
  if (!code) { return whole; }
  // Every code that exists (the non-geographic ones share the region "001": read from the lines, not the map).
  const all = [...new Set(regionLines.map((l) => Number(l.split('\t')[1])))].sort((x, y) => x - y).join(',');
  const regions = regionLines.filter((l) => l.split('\t')[1] === code);
  const sets = new Set(regions.flatMap((l) => [l.split('\t')[10], l.split('\t')[11]]).filter(Boolean));
  const formats = lines.slice(separator + 1).filter((l) => sets.has(l.split('\t')[0]));
  return [lines[0], 'partial\t' + code + '\t' + all, ...regions, '%', ...formats].join('\n') + '\n';
}
