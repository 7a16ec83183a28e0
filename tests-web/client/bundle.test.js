// The bundler (scripts/bundle-client.py): the order comes from the imports, and what the shared scope cannot hold
// fails with the files named.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const vm = require('node:vm');
const { bundle, CLIENT } = require('./load.js');

// A folder holding `files` ({ 'name.js': text }), bundled from start.js.
function bundleOf(files, ...args) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tik-bundle-'));
  try {
    for (const [name, text] of Object.entries(files)) { fs.writeFileSync(path.join(dir, name), text); }
    return bundle(...args, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
function order(output) { return [...output.matchAll(/^\/\/ (\S+\.js)$/gm)].map((m) => m[1]); }
function fails(files, pattern) {
  const result = bundleOf(files);
  assert.equal(result.status, 1, result.stdout);
  assert.equal(result.stdout, '');
  assert.match(result.stderr, pattern);
}

test('each module comes after the modules it imports, in the order of its imports, once', () => {
  const result = bundleOf({
    'start.js': "import { b } from './b.js';\nimport { a } from './a.js';\n\nb(); a();\n",
    'a.js': "import { c } from './c.js';\n\nexport function a() { return c(); }\n",
    'b.js': "import { c, C } from './c.js';\n\nexport function b() { return c() + C; }\n",
    'c.js': 'export var C = 1;\nexport function c() { return 2; }\n',
  });
  assert.equal(result.status, 0, result.stderr);
  assert.deepEqual(order(result.stdout), ['c.js', 'b.js', 'a.js', 'start.js']);
  assert.doesNotMatch(result.stdout, /^\s*(import|export)\b/m);
  assert.match(result.stdout, /^\(function \(\) \{\n'use strict';\n/m);
  assert.ok(result.stdout.endsWith('})();\n'));
  assert.match(result.stdout, /^var C = 1;$/m);
});

test('comments are left out, strings are kept as they are', () => {
  const result = bundleOf({
    'start.js': "// The title\n// and more.\n\nvar url = 'http://x/y'; // a comment after code\nvar s = \"a // b\";\n  // indented\nvar t = `c // d`;\n",
  });
  assert.equal(result.status, 0, result.stderr);
  const body = result.stdout.slice(result.stdout.indexOf('// start.js'));
  assert.equal(body, "// start.js\nvar url = 'http://x/y';\nvar s = \"a // b\";\nvar t = `c // d`;\n})();\n");
});

test('a cycle fails with its path', () => {
  fails({
    'start.js': "import { a } from './a.js';\n",
    'a.js': "import { b } from './b.js';\nexport function a() {}\n",
    'b.js': "import { a } from './a.js';\nexport function b() {}\n",
  }, /import cycle: a\.js -> b\.js -> a\.js/);
});

test('a name the module does not export fails', () => {
  fails({ 'start.js': "import { hidden } from './a.js';\n", 'a.js': 'function hidden() {}\n' },
    /start\.js imports 'hidden' from a\.js, which does not export it/);
  fails({ 'start.js': "import { a } from './missing.js';\n" }, /missing\.js does not exist/);
});

test('a top-level name declared by two modules fails: they share one scope', () => {
  fails({ 'start.js': "import { a } from './a.js';\nvar helper = 1;\n", 'a.js': 'export function a() {}\nfunction helper() {}\n' },
    /'helper' is declared in a\.js and start\.js/);
});

test('a name used from another module without importing it fails', () => {
  fails({
    'start.js': "import { a } from './a.js';\na(); b();\n",
    'a.js': "import { b } from './b.js';\nexport function a() { return b(); }\n",
    'b.js': 'export function b() {}\n',
  }, /start\.js uses 'b' from b\.js without importing it/);
});

test('a module start.js never reaches fails, and forms the bundler does not know', () => {
  fails({ 'start.js': 'start();\n', 'stray.js': 'export var x = 1;\n' }, /stray\.js not imported from start\.js/);
  fails({ 'start.js': "import * as a from './a.js';\n", 'a.js': '' }, /unsupported import/);
  fails({ 'start.js': "import { a as b } from './a.js';\n", 'a.js': 'export var a = 1;\n' }, /only plain names/);
  fails({ 'start.js': 'export default function () {}\n' }, /unsupported export/);
});

test('a module in both client.js and a script of its own is refused', () => {
  fails({
    'start.js': "import { a } from './a.js';\na();\n",
    'a.js': 'export function a() {}\n',
    'scan-start.js': "import { a } from './a.js';\na();\n",
  }, /a\.js would be in both client\.js and client-scan\.js/);
});

test('the client bundles: every module reached from start.js, the scan dialog\'s scan-start.js, the calendar\'s date-start.js or the suggestions\' suggest-start.js, once, none over 250 lines, valid script', () => {
  const result = bundle(CLIENT);
  assert.equal(result.status, 0, result.stderr);
  const scan = bundle('--entry', 'scan-start', CLIENT);
  assert.equal(scan.status, 0, scan.stderr);
  assert.doesNotThrow(() => new vm.Script(scan.stdout, { filename: 'client-scan.js' }));
  assert.equal(order(scan.stdout).at(-1), 'scan-start.js');
  const date = bundle('--entry', 'date-start', CLIENT);
  assert.equal(date.status, 0, date.stderr);
  assert.doesNotThrow(() => new vm.Script(date.stdout, { filename: 'client-date.js' }));
  assert.equal(order(date.stdout).at(-1), 'date-start.js');
  const suggest = bundle('--entry', 'suggest-start', CLIENT);
  assert.equal(suggest.status, 0, suggest.stderr);
  assert.doesNotThrow(() => new vm.Script(suggest.stdout, { filename: 'client-suggest.js' }));
  assert.equal(order(suggest.stdout).at(-1), 'suggest-start.js');
  const modules = fs.readdirSync(CLIENT).filter((name) => name.endsWith('.js')).sort();
  assert.deepEqual([...order(result.stdout), ...order(scan.stdout), ...order(date.stdout), ...order(suggest.stdout)].sort(),
                   modules);
  assert.equal(order(result.stdout).at(-1), 'start.js');
  assert.ok(!order(result.stdout).includes('scan-dialog.js'), 'the scan dialog is not in client.js');
  assert.ok(!order(result.stdout).includes('suggestions.js'), 'the app\'s suggestions are not in client.js');
  for (const name of modules) {
    const lines = fs.readFileSync(path.join(CLIENT, name), 'utf8').split('\n').length - 1;
    assert.ok(lines <= 250, `${name} has ${lines} lines`);
  }
  assert.doesNotThrow(() => new vm.Script(result.stdout, { filename: 'client.js' }));
});
