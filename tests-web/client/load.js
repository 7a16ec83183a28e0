// Loads ES modules of the page's client (Sources/TextInputWeb/Client) into one fresh context the way the served
// client.js holds them: bundled by scripts/bundle-client.py (each module after those it imports, imports and
// exports removed) into one scope. Answers the context: the top-level functions and variables of the modules named
// and of every module they import. `bundle` runs the bundler itself (its tests).
'use strict';
const childProcess = require('node:child_process');
const path = require('node:path');
const vm = require('node:vm');

const ROOT = path.join(__dirname, '..', '..');
const CLIENT = path.join(ROOT, 'Sources', 'TextInputWeb', 'Client');
const BUNDLER = path.join(ROOT, 'scripts', 'bundle-client.py');
const PYTHON = process.env.PYTHON || 'python3';

// The bundler's output for `args` (its command-line arguments): { status, stdout, stderr }.
function bundle(...args) {
  const result = childProcess.spawnSync(PYTHON, [BUNDLER, ...args], { encoding: 'utf8' });
  if (result.error) { throw result.error; }
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// `globals`: what the modules find in the global scope besides Intl (a test's fake document, for example).
function loadWith(globals, ...modules) {
  const result = bundle('--bare', ...modules.flatMap((name) => ['--entry', name]), CLIENT);
  if (result.status !== 0) { throw new Error(result.stderr); }
  const context = vm.createContext(Object.assign({ Intl }, globals));
  vm.runInContext(result.stdout, context, { filename: path.join(CLIENT, modules.join('+') + '.bundle.js') });
  return context;
}

function load(...modules) { return loadWith({}, ...modules); }

module.exports = { load, loadWith, bundle, CLIENT };
