// Minifies the bundled client (scripts/compress-assets.sh): Debian's terser, names mangled inside the bundle's one
// function scope, dead code dropped, comments left out; one line first says where the sources are.
// The served script is what browsers run; the ES modules in Sources/TextInputWeb/Client stay the sources to read.
// Usage: NODE_PATH=/usr/share/nodejs node scripts/minify-client.cjs BUNDLE > MINIFIED
'use strict';
const fs = require('node:fs');
const terser = require('terser');

const source = fs.readFileSync(process.argv[2], 'utf8');
const header = source.indexOf('(function () {');
if (header < 0) { console.error('minify-client: the bundle has no IIFE: is it the output of bundle-client.py?'); process.exit(1); }
terser.minify(source, {
  compress: { passes: 2 },
  mangle: true,
  format: { comments: false },
}).then((result) => {
  process.stdout.write('// TextInputKit web client (docs/web.md), bundled and minified by scripts/compress-assets.sh from the ES '
    + 'modules in Sources/TextInputWeb/Client: read and edit those.\n' + result.code + '\n');
}, (error) => {
  console.error('minify-client: ' + error.message);
  process.exit(1);
});
