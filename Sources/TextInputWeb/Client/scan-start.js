// ---- The scan dialog's own script --------------------------------------------------------------------------------
// client-scan.js, bundled from here (scripts/bundle-client.py, OWN_SCRIPTS): only a page whose forms have a scan
// field loads it, after client.js (WebForm writes it beside the dialog), so no other page fetches the dialog's code
// before its first key. It makes the dialog and hands it to the forms through the dialog's element (start.js
// scanDialogOf): a scan the core asked for meanwhile opens now.

import { ScanDialog } from './scan-dialog.js';

function startScan() {
  var box = document.getElementById('tik-scan');
  if (!box || box.tikScan) { return; }
  box.tikScan = ScanDialog(box);
  box.dispatchEvent(new Event('tik-scan-ready'));
}

startScan();
