#!/usr/bin/env bash
# Scripts/format.sh [--check]: formats palettec's own Swift with the toolchain's swift-format and
# .swift-format (4 spaces, 120 columns, line breaks as written; no rule rewrites code). --check
# changes nothing and fails on any file the formatter would change (.ci/run runs it).
# Left out: what palettec writes (generated/, Sources/PaletteRuntime, the support file's one source),
# test fixtures compared byte for byte, and the plugins' symlinks (formatted where they point).
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources/PaletteCore Sources/PaletteCLI Sources/palettec
       Tests/PaletteCoreTests Tests/PaletteCLITests Tests/GeneratedCodeTests Tests/PaletteRuntimeTests
       Tests/BuildPluginTests Tests/TestSupport Benchmarks/Package.swift Benchmarks/Sources Fuzz/Package.swift Fuzz/Sources)
mapfile -t files < <(find "${paths[@]}" -name '*.swift' -type f | sort)
mapfile -t plugins < <(find Plugins -name '*.swift' -type f | sort)
files+=("${plugins[@]}")
if [ "${1:-}" = "--check" ]; then
  swift format lint --strict --configuration .swift-format --parallel "${files[@]}"
else
  swift format format --in-place --configuration .swift-format --parallel "${files[@]}"
fi
