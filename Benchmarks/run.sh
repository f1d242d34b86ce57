#!/usr/bin/env bash
# Benchmarks/run.sh [--smoke] [--runs R] [--shape S] [--compile N] [--catalog N] [--palettec PATH] [N ...]: palettec against libyaml's own speed, in one run.
#
# For each palette size N (default 1000 10000 100000), prints the median wall time of R runs (default
# 5) and the peak RSS of: a raw libyaml event scan (yaml-scan, the baseline), `palettec lint`, and
# `palettec generate` into a fresh folder and again over its unchanged output; each palettec time also
# as a ratio to the scan. The four take turns, run after run, so a machine whose speed drifts (a shared
# VM) slows them alike. --compile N compares building the Swift palettec generates for N colors with
# SwiftGen's colors form for the same number (swiftc -typecheck and -emit-library -Onone).
# --shape S: the palette's shape, repeatable (default both): `palette`, every value form, references and
# rules, 78 bytes a color; `plain`, block mappings of "#RRGGBB" light and, every other color, dark, the rest
# derived by the palette's `derive: invert`, 43 bytes a color (bench-palette's header says more).
# --catalog N: `generate` of a flat palette of N colors (bench-palette flat: one catalog folder of N
# color sets) with and without --asset-catalog, fresh and unchanged, and `check --asset-catalog`, taking
# turns like the rest; each catalog time also as a ratio to `generate` without it (issue #45: within 3×).
# --smoke: N = 1000 and --catalog 1000, one run each: proves the harness works (CI runs it); its times mean nothing.
# --palettec PATH: time that binary instead of building one (CI passes the release binary it built for
# the artifact bundle, Scripts/release/build-binary.sh: the one users run).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/.." && pwd)
runs=5
sizes=()
compile=()
catalogs=()
shapes=()
palettec=""
while [ $# -gt 0 ]; do
  case "$1" in
    --smoke) runs=1; sizes=(1000); catalogs=(1000) ;;
    --runs) runs="$2"; shift ;;
    --compile) compile+=("$2"); shift ;;
    --catalog) catalogs+=("$2"); shift ;;
    --shape) shapes+=("$2"); shift ;;
    --palettec) palettec=$(realpath "$2"); shift ;;
    *) sizes+=("$1") ;;
  esac
  shift
done
[ ${#sizes[@]} -gt 0 ] || [ ${#compile[@]} -gt 0 ] || [ ${#catalogs[@]} -gt 0 ] || sizes=(1000 10000 100000)
[ ${#shapes[@]} -gt 0 ] || shapes=(palette plain)

if [ -z "$palettec" ]; then
  echo "bench: building palettec (release)" >&2
  swift build -c release --package-path "$repo" --product palettec > /dev/null
  palettec="$(swift build -c release --package-path "$repo" --show-bin-path)/palettec"
fi
echo "bench: building the harness (release)" >&2
swift build -c release --package-path "$here" > /dev/null
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

q() { printf '%q' "$1"; }

# run_in_turns: each of turn_commands once untimed (it must exit 0), then all in turn, $runs times, each
# after removing what its turn_removes names (untimed; "" for nothing). Leaves "index seconds peak-KiB"
# lines in $work/times.
run_in_turns() {
  local round index
  : > "$work/times"
  for round in untimed $(seq "$runs"); do
    for index in "${!turn_commands[@]}"; do
      [ -z "${turn_removes[$index]}" ] || eval "rm -rf ${turn_removes[$index]}"
      if [ "$round" = untimed ]; then
        eval "${turn_commands[$index]}" > /dev/null 2> "$work/err" \
          || { cat "$work/err" >&2; echo "bench: ${turn_commands[$index]} failed" >&2; exit 1; }
        continue
      fi
      # Wall time from bash's microsecond clock: /usr/bin/time's %e truncates to 10 ms, which is 7% of
      # the scan at 100,000 colors. Peak RSS still comes from /usr/bin/time.
      local started=$EPOCHREALTIME
      eval "/usr/bin/time -f '%M' -o '$work/rss' ${turn_commands[$index]}" > /dev/null 2>&1
      local ended=$EPOCHREALTIME
      awk -v i="$index" -v a="$started" -v b="$ended" -v m="$(cat "$work/rss")" 'BEGIN { printf "%s %.3f %s\n", i, b - a, m }' >> "$work/times"
    done
  done
}

# median INDEX: the median "seconds peak-KiB" of one command's runs in $work/times
median() { awk -v i="$1" '$1 == i { print $2, $3 }' "$work/times" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"; }

if [ ${#sizes[@]} -gt 0 ]; then
  echo "| shape | colors | YAML | libyaml scan | lint | generate, fresh | generate, unchanged | peak RSS (generate) |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|"
  for shape in "${shapes[@]}"; do
  for n in "${sizes[@]}"; do
    palette="$work/bench-$shape-$n.yml"
    "$bin/bench-palette" "$shape" "$n" > "$palette"
    out="$work/out-$shape-$n"
    generate="$(q "$palettec") generate $(q "$palette") --output $(q "$out")"
    # The four in turn; "generate, fresh" writes into an empty folder: the last run's output is removed first.
    turn_commands=(
      "$(q "$bin/yaml-scan") $(q "$palette")"
      "$(q "$palettec") lint $(q "$palette")"
      "$generate"
      "$generate"
    )
    turn_removes=("" "" "$(q "$out")" "")
    run_in_turns
    read -r scan _ <<< "$(median 0)"
    read -r lint _ <<< "$(median 1)"
    read -r fresh rss <<< "$(median 2)"
    read -r same _ <<< "$(median 3)"
    size=$(awk -v b="$(wc -c < "$palette")" 'BEGIN { printf "%.1f MB", b / 1e6 }')
    echo "| $shape | $n | $size | ${scan} s | ${lint} s ($(ratio "$lint" "$scan")) | ${fresh} s ($(ratio "$fresh" "$scan")) | ${same} s ($(ratio "$same" "$scan")) | $(mib "$rss") |"
  done
  done
fi

if [ ${#catalogs[@]} -gt 0 ]; then
  echo "| flat colors | generate | generate --asset-catalog, fresh | generate --asset-catalog, unchanged | check --asset-catalog | peak RSS (catalog, fresh) |"
  echo "|---:|---:|---:|---:|---:|---:|"
  for n in "${catalogs[@]}"; do
    palette="$work/flat-$n.yml"
    "$bin/bench-palette" flat "$n" > "$palette"
    out="$work/flat-out-$n" catalog="$work/flat-$n.xcassets"
    plain="$(q "$palettec") generate $(q "$palette") --output $(q "$out")"
    with="$plain --asset-catalog $(q "$catalog")"
    # 0: without a catalog, into a fresh output folder; 1: with one, both folders fresh; 2: with one,
    # unchanged; 3: check, unchanged.
    turn_commands=("$plain" "$with" "$with" "$(q "$palettec") check $(q "$palette") --output $(q "$out") --asset-catalog $(q "$catalog")")
    turn_removes=("$(q "$out")" "$(q "$out") $(q "$catalog")" "" "")
    run_in_turns
    read -r base _ <<< "$(median 0)"
    read -r fresh rss <<< "$(median 1)"
    read -r same _ <<< "$(median 2)"
    read -r check _ <<< "$(median 3)"
    echo "| $n | ${base} s | ${fresh} s ($(ratio "$fresh" "$base")) | ${same} s ($(ratio "$same" "$base")) | ${check} s ($(ratio "$check" "$base")) | $(mib "$rss") |"
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
