#!/usr/bin/env bash
# Benchmarks/run.sh [--smoke] [--compile N] [N ...]: palettec against libyaml's own speed, in one run.
#
# For each palette size N (default 1000 10000 100000), prints the median wall time of 3 runs and the
# peak RSS of: a raw libyaml event scan (yaml-scan, the baseline), `palettec lint`, and `palettec
# generate` into a fresh folder and again over its unchanged output; each palettec time also as a ratio
# to the scan. --compile N compares building the Swift palettec generates for N colors with SwiftGen's
# colors form for the same number (swiftc -typecheck and -emit-library -Onone).
# --smoke: N = 1000, one run each: proves the harness works (CI runs it); its times mean nothing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
runs=3
sizes=()
compile=()
while [ $# -gt 0 ]; do
  case "$1" in
    --smoke) runs=1; sizes=(1000) ;;
    --compile) compile+=("$2"); shift ;;
    *) sizes+=("$1") ;;
  esac
  shift
done
[ ${#sizes[@]} -gt 0 ] || [ ${#compile[@]} -gt 0 ] || sizes=(1000 10000 100000)

echo "bench: building palettec and the harness (release)" >&2
swift build -c release --package-path "$repo" --product palettec > /dev/null
swift build -c release --package-path "$here" > /dev/null
palettec="$(swift build -c release --package-path "$repo" --show-bin-path)/palettec"
bin="$(swift build -c release --package-path "$here" --show-bin-path)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# measure LABEL COMMAND...: the median "seconds peak-KiB" of $runs runs (each must exit 0).
measure() {
  local results=()
  for _ in $(seq "$runs"); do
    "${@:2}" > /dev/null 2> "$work/err" || { cat "$work/err" >&2; echo "bench: $1 failed" >&2; exit 1; }
    /usr/bin/time -f "%e %M" -o "$work/time" "${@:2}" > /dev/null 2>&1
    results+=("$(cat "$work/time")")
  done
  printf '%s\n' "${results[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b <= 0) b = 0.005; printf "%.1f×", a / b }'; }
mib() { awk -v k="$1" 'BEGIN { printf "%.0f MiB", k / 1024 }'; }

if [ ${#sizes[@]} -gt 0 ]; then
  echo "| colors | YAML | libyaml scan | lint | generate, fresh | generate, unchanged | peak RSS (generate) |"
  echo "|---:|---:|---:|---:|---:|---:|---:|"
  for n in "${sizes[@]}"; do
    palette="$work/bench-$n.yml"
    "$bin/bench-palette" palette "$n" > "$palette"
    read -r scan _ <<< "$(measure scan "$bin/yaml-scan" "$palette")"
    read -r lint _ <<< "$(measure lint "$palettec" lint "$palette")"
    # A fresh folder each run: the removal is timed too, and costs next to nothing.
    read -r fresh rss <<< "$(measure generate sh -c 'rm -rf "$1" && exec "$2" generate "$3" --output "$1"' fresh "$work/out-$n" "$palettec" "$palette")"
    read -r same _ <<< "$(measure generate-unchanged "$palettec" generate "$palette" --output "$work/out-$n")"
    size=$(awk -v b="$(wc -c < "$palette")" 'BEGIN { printf "%.1f MB", b / 1e6 }')
    echo "| $n | $size | ${scan} s | ${lint} s ($(ratio "$lint" "$scan")) | ${fresh} s ($(ratio "$fresh" "$scan")) | ${same} s ($(ratio "$same" "$scan")) | $(mib "$rss") |"
  done
fi

for n in "${compile[@]}"; do
  "$bin/bench-palette" palette "$n" > "$work/compile.yml"
  "$palettec" generate "$work/compile.yml" --output "$work/palettec-$n" > /dev/null
  mkdir -p "$work/swiftgen-$n"
  "$bin/bench-palette" swiftgen "$n" > "$work/swiftgen-$n/Colors.swift"
  echo "| $n colors | swiftc -typecheck | swiftc -emit-library -Onone |"
  echo "|---|---:|---:|"
  for form in palettec swiftgen; do
    files=("$work/$form-$n"/*.swift)
    read -r check _ <<< "$(measure typecheck swiftc -typecheck -parse-as-library -module-name Bench "${files[@]}")"
    read -r build _ <<< "$(measure build swiftc -emit-library -Onone -parse-as-library -module-name Bench -o "$work/lib$form.so" "${files[@]}")"
    echo "| $form | ${check} s | ${build} s |"
  done
done
