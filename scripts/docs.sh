#!/usr/bin/env bash
# Builds the DocC documentation of TextInputCore into .build/docs (static HTML archive).
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=.build/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs"
swift build --target TextInputCore -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs.all"
cp "$graphs.all/TextInputCore.symbols.json" "$graphs/"
docc convert Sources/TextInputCore/TextInputCore.docc --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name TextInputCore --fallback-bundle-identifier org.textinputkit.core \
  --output-dir .build/docs --analyze
echo "Documentation written to .build/docs"
