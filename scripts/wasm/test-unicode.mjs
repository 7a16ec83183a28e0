// The page module's Unicode answers against the native standard library's, for every scalar (docs/wasm.md, "The
// Unicode data"): each accessor's digest over every block of 4096 code points with the Unicode data installed, and
// for each scalar of the fast windows (unicode-fast-range.h) alone before it is installed, where the module answers the same or asks
// for the data (env.ti_needs(0)), never anything else. Also checks that the data file is refused when it is
// not this module's and that a call that asked for the data left the module working.
//
// Usage: node scripts/wasm/test-unicode.mjs TextInputWeb.wasm TextInputWeb-unicode.bin DIGESTS
//   DIGESTS: what `unicode-tables digests` printed (scripts/test-unicode.sh builds and runs it).
import fs from 'node:fs';

const [modulePath, dataPath, digestsPath] = process.argv.slice(2);
class NeedsUnicode extends Error {}
const { instance } = await WebAssembly.instantiate(fs.readFileSync(modulePath), {
  // The one import asks for the Unicode data (0) or a part (N): ti_unicode_digest and all it calls stay in the
  // first module (scripts/wasm/parts.json, "whole"), so only the data may be asked for.
  env: {
    ti_needs(piece) {
      if (piece !== 0) { throw new Error('ti_unicode_digest asked for part ' + piece + ': it must not leave the first module'); }
      throw new NeedsUnicode('the Unicode data is not installed');
    }
  }
});
const x = instance.exports;
const lines = fs.readFileSync(digestsPath, 'utf8').trim().split('\n').map((l) => l.split(' ').map(Number));
const names = ['normData', 'decompositionEntry', 'composition(s, arg)', 'composition(arg, s)', 'binaryProperties',
  'numericType', 'numericValue', 'mapping', 'specialMapping', 'generalCategory'];
let failures = 0;
function fail(text) { if (failures++ < 20) { console.error('test-unicode: ' + text); } }

// Before the data: each scalar of the fast range answers as natively, or asks for the data.
let same = 0, asked = 0;
for (const [which, arg, from, count, digest] of lines) {
  if (count !== 1) { continue; }
  const stack = x.__stack_pointer.value;
  try {
    const got = x.ti_unicode_digest(which, arg, from, count) >>> 0;
    if (got === digest) { same++; } else { fail(`before the data, ${names[which]} of U+${from.toString(16)} (arg ${arg}) differs`); }
  } catch (error) {
    if (!(error instanceof NeedsUnicode)) { throw error; }
    x.__stack_pointer.value = stack;
    asked++;
  }
}
if (x.ti_unicode_installed() !== 0) { fail('the data counts as installed before it was'); }

// A file of another build (one byte of its key changed) is refused and nothing is installed.
const data = fs.readFileSync(dataPath);
function install(bytes) {
  const p = x.ti_alloc(bytes.length);
  new Uint8Array(x.memory.buffer, p, bytes.length).set(bytes);
  const ok = x.ti_unicode_install(p, bytes.length);
  x.ti_free(p);
  return ok;
}
const forged = Uint8Array.from(data); forged[4] ^= 1;
if (install(forged) !== 0 || x.ti_unicode_installed() !== 0) { fail('a data file with another key was installed'); }
const cut = Uint8Array.from(data).subarray(0, data.length - 1);
if (install(cut) !== 0 || x.ti_unicode_installed() !== 0) { fail('a truncated data file was installed'); }
if (install(data) !== 1 || x.ti_unicode_installed() !== 1) { fail('the data file was refused'); }

// With the data: every block of every accessor as natively.
let blocks = 0;
for (const [which, arg, from, count, digest] of lines) {
  const got = x.ti_unicode_digest(which, arg, from, count) >>> 0;
  if (got !== digest) { fail(`${names[which]} (arg ${arg}) differs in U+${from.toString(16)}..+${count}`); }
  blocks += count === 4096 ? 1 : 0;
}
console.log(`test-unicode: ${blocks} blocks of 4096 code points (every accessor and argument) as natively with the data; ` +
  `before it, ${same} answers as natively and ${asked} asked for the data; ${failures} differences`);
process.exit(failures === 0 ? 0 : 1);
