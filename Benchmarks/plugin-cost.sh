#!/usr/bin/env bash
# Benchmarks/plugin-cost.sh [--rounds R] [--bundle PATH.artifactbundle]: what palettec costs an app's build.
#
# One consumer package (an executable target with one 30-color palette) is built from a fresh scratch
# folder three ways, taking turns round after round so a drifting machine slows them alike:
#   source     the build plugin of this package: SwiftPM builds palettec from source, then runs it;
#   binary     the plugin package over palettec.artifactbundle (Distribution/palettec-plugins);
#   committed  the same generated Swift committed by hand, no plugin: the floor.
# Each clean build is timed, then one palette edit (one color's value) and the build after it. The
# package cache is warm (SwiftPM's shared cache), as on a developer's machine after the first clone.
# Prints min and median of R rounds (default 3) as a Markdown table, and whether the binary plugin is
# within 1.5 s of committed Swift on a clean build. Without --bundle it assembles one for this machine.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
rounds=3
bundle=""
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds=$2; shift 2 ;;
    --bundle) bundle=$(cd "$2" && pwd); shift 2 ;;
    *) echo "plugin-cost: unknown argument '$1'" >&2; exit 64 ;;
  esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ -z "$bundle" ]; then
  "$repo/Scripts/release/assemble-bundle.sh" --output "$work/bundle" > "$work/assemble.log" 2>&1 \
    || { cat "$work/assemble.log" >&2; exit 1; }
  bundle="$work/bundle/palettec.artifactbundle"
fi
palettec=$(find "$bundle" -path "*/bin/palettec" | sort | head -1)
"$repo/Scripts/release/plugin-package.sh" --output "$work/palettec-plugins" --bundle "$bundle" > /dev/null
ln -s "$repo" "$work/palettec"

# palette VARIANT: 30 colors, every third with a written dark; VARIANT changes the first color only.
palette() {
  echo "palette: Brand"
  echo "derive: tone"
  echo "colors:"
  printf '  color0: "#%06X"\n' "$1"
  for i in $(seq 1 29); do
    light=$(printf '#%02X%02X%02X' $(( (i * 37) % 256 )) $(( (i * 91) % 256 )) $(( (i * 53) % 256 )))
    if [ $((i % 3)) -eq 0 ]; then
      printf '  color%d: { light: "%s", dark: "#%02X%02X%02X" }\n' "$i" "$light" $(( i * 5 )) $(( i * 3 )) $(( i * 7 ))
    else
      printf '  color%d: "%s"\n' "$i" "$light"
    fi
  done
}

# consumer SETUP: a package folder for one setup.
consumer() {
  local dir="$work/$1"
  mkdir -p "$dir/Sources/App"
  echo 'print(Brand.color0.light)' > "$dir/Sources/App/main.swift"
  local dependency="" plugin=""
  case "$1" in
    source) dependency='.package(path: "../palettec")'; plugin='.plugin(name: "PaletteBuildPlugin", package: "palettec")' ;;
    binary) dependency='.package(path: "../palettec-plugins")'; plugin='.plugin(name: "PaletteBuildPlugin", package: "palettec-plugins")' ;;
  esac
  if [ "$1" = committed ]; then
    commit_swift "$dir" 0x336699
  else
    mkdir -p "$dir/Sources/App/Palettes"
    palette 0x336699 > "$dir/Sources/App/Palettes/brand.yml"
  fi
  cat > "$dir/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "App",
    dependencies: [$dependency],
    targets: [.executableTarget(name: "App", plugins: [$plugin])]
)
MANIFEST
}

# commit_swift DIR VARIANT: the Swift the plugin would write, written into the target as a team would commit it.
commit_swift() {
  palette "$2" > "$work/brand.yml"
  "$palettec" compile "$work/brand.yml" --output "$1/Sources/App/Brand.swift" --source-name Palettes/brand.yml
  "$palettec" support "$work/brand.yml" --output "$1/Sources/App/PaletteSupport.swift"
}

# timed SETUP LOG ARGS...: seconds for `swift build`, which must succeed.
timed() {
  local start=$EPOCHREALTIME
  swift build --package-path "$work/$1" --scratch-path "$work/$1/.build" > "$2" 2>&1 || { cat "$2" >&2; echo "plugin-cost: $1's build failed" >&2; exit 1; }
  awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.2f", b - a }'
}

setups=(source binary committed)
for setup in "${setups[@]}"; do consumer "$setup"; done
# Resolve each once, untimed: the package cache is warm, as it is after a first clone.
for setup in "${setups[@]}"; do swift package --package-path "$work/$setup" resolve > /dev/null 2>&1; done

declare -A clean edit
for round in $(seq "$rounds"); do
  for setup in "${setups[@]}"; do
    rm -rf "$work/$setup/.build"
    clean[$setup]+="$(timed "$setup" "$work/$setup-clean.log") "
    if [ "$setup" = committed ]; then
      commit_swift "$work/$setup" $((0x336699 + round))
    else
      palette $((0x336699 + round)) > "$work/$setup/Sources/App/Palettes/brand.yml"
    fi
    edit[$setup]+="$(timed "$setup" "$work/$setup-edit.log") "
    last_clean=${clean[$setup]% } last_edit=${edit[$setup]% }
    echo "plugin-cost: round $round, $setup: clean ${last_clean##* } s, edit ${last_edit##* } s" >&2
  done
done
# Each edit ran palettec again (or, committed, compiled the new Swift): its build log must say so.
grep -q "Compiling brand.yml" "$work/binary-edit.log" || { cat "$work/binary-edit.log" >&2; echo "plugin-cost: the binary plugin did not recompile the edited palette" >&2; exit 1; }

stats() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{ v[NR] = $1 } END { printf "%.2f s | %.2f s", v[1], v[int((NR + 1) / 2)] }'; }
median() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "| consumer setup ($rounds rounds) | clean build, min | median | after one palette edit, min | median |"
echo "|---|---:|---:|---:|---:|"
echo "| \`PaletteBuildPlugin\` from source | $(stats "${clean[source]}") | $(stats "${edit[source]}") |"
echo "| \`palettec-plugins\` over the artifact bundle | $(stats "${clean[binary]}") | $(stats "${edit[binary]}") |"
echo "| the generated Swift committed, no plugin | $(stats "${clean[committed]}") | $(stats "${edit[committed]}") |"
extra=$(awk -v b="$(median "${clean[binary]}")" -v c="$(median "${clean[committed]}")" 'BEGIN { printf "%.2f", b - c }')
verdict=$(awk -v e="$extra" 'BEGIN { print (e <= 1.5 ? "within" : "NOT within") }')
echo
echo "The binary plugin's clean build (median) costs $extra s more than committed Swift: $verdict the 1.5 s target."
