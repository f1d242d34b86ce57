#!/usr/bin/env bash
# Scripts/format.sh [--check]: formats palettec's own Swift with the toolchain's swift-format and
# .swift-format (4 spaces, 120 columns, line breaks as written; no rule rewrites code). --check
# changes nothing and fails on any file the formatter would change (.ci/run runs it).
# Left out: what palettec or a script writes (generated/, Sources/PaletteRuntime, any file whose first line
# says "Do not edit."), test fixtures compared byte for byte, the plugins' symlinks (formatted where they
# point), and the package manifests (the plugin package's mirrors this one's line by line).
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Sources Plugins Tests/PaletteCoreTests Tests/PaletteCLITests Tests/GeneratedCodeTests Tests/PaletteRuntimeTests
       Tests/BuildPluginTests Tests/TestSupport Benchmarks/Sources Fuzz/Sources)
# -type f leaves the plugins' symlinks out: each file is formatted once, where it lives.
mapfile -t files < <(find "${paths[@]}" -path Sources/PaletteRuntime -prune -o -name '*.swift' -type f -print | sort |
  while read -r file; do head -1 "$file" | grep -q 'Do not edit\.' || echo "$file"; done)
if [ "${1:-}" = "--check" ]; then
  swift format lint --strict --configuration .swift-format --parallel "${files[@]}"
else
  swift format format --in-place --configuration .swift-format --parallel "${files[@]}"
fi
