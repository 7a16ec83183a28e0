// Loads parts of the page's client (Sources/TextInputWeb/Client) into one fresh context, as the assembled
// client.js holds them in one function scope, and answers the context: its top-level functions and variables.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const CLIENT = path.join(__dirname, '..', '..', 'Sources', 'TextInputWeb', 'Client');

function load(...parts) {
  const context = vm.createContext({ Intl });
  for (const part of parts) {
    const file = path.join(CLIENT, part + '.js');
    vm.runInContext(fs.readFileSync(file, 'utf8'), context, { filename: file });
  }
  return context;
}

module.exports = { load };
