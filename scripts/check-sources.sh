#!/usr/bin/env bash
# Sentences of the docs that a check keeps true (#46): every page module (Sources/TextInputWeb/Client/*.js) is in
# docs/web.md's module table; no Swift file outside Sources/TextInputCore/Messages/ builds an event message by hand
# (events travel as InputForm.Event values; MessageSession.message(for:) writes them from the one table); and no
# Swift file outside a Localization folder switches on a language code (each wording has one owner: Localizer's
# tables, ServerText's and the error pages' texts). Prints what breaks them and exits 1; silent otherwise.
# Usage: bash scripts/check-sources.sh
set -euo pipefail
cd "$(dirname "$0")/.."
failed=0
for module in Sources/TextInputWeb/Client/*.js; do
    name=$(basename "$module")
    if ! grep -q "^| .*\`$name\`.* |" docs/web.md; then
        echo "check-sources: $module is not in docs/web.md's module table; add a row that says what it holds" >&2
        failed=1
    fi
done
# An event message built by hand: `("event", .string(` in Swift outside the codec.
handmade=$(grep -rlF --include='*.swift' '("event", .string(' Sources | grep -v '^Sources/TextInputCore/Messages/' || true)
if [ -n "$handmade" ]; then
    echo "check-sources: an event message built by hand outside Sources/TextInputCore/Messages/ (send an" \
        "InputForm.Event, or write its message with MessageSession.message(for:)):" >&2
    echo "$handmade" >&2
    failed=1
fi
# A language switch: a `case` on a language code ("de", "zh-Hans", …) in Swift.
switches=$(grep -rlE --include='*.swift' 'case "(de|fr|es|ja|ar|he|zh-Hans)"' Sources | grep -v '/Localization/' || true)
if [ -n "$switches" ]; then
    echo "check-sources: a language switch outside a Localization folder (give the wording to Localizer, ServerText" \
        "or the error pages' texts):" >&2
    echo "$switches" >&2
    failed=1
fi
exit $failed
