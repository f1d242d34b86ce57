#!/usr/bin/env bash
# print-findings.sh ARTIFACTS: prints libFuzzer's findings (crash-, timeout-, oom-, leak-, slow-unit-),
# grouped by what went wrong: for each problem its smallest input in full (message, top of the stack,
# input escaped), ready to become a test, then the paths of the other inputs with the same problem.
set -euo pipefail
artifacts=${1:?usage: print-findings.sh ARTIFACTS}

message() {  # the line that says what went wrong
  [ -f "$1.log" ] || { echo "(no log)"; return; }
  grep -m1 -E 'palettec-fuzz: |Fatal error: |ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)' "$1.log" || echo "(no message)"
}

problem() {  # the message without its particulars: input text, addresses, process ids, durations
  sed -E 's/.*palettec-fuzz: ([^:]*).*/\1/; s/^==[0-9]+== *//; s/ after [0-9]+ seconds//; s/ on address.*//' <<<"$1"
}

findings=$(mktemp)
trap 'rm -f "$findings"' EXIT
for input in "$artifacts"/*; do
  case $input in *.log) continue ;; esac
  [ -f "$input" ] || continue
  printf '%s\t%s\t%s\n' "$(problem "$(message "$input")")" "$(wc -c < "$input")" "$input" >> "$findings"
done

previous=""
while IFS=$'\t' read -r problem size input; do
  if [ "$problem" = "$previous" ]; then
    echo "  also: $input ($size bytes)"
    continue
  fi
  previous=$problem
  name=$(basename "$input")
  echo "================================================================"
  echo "fuzz: FINDING ${name%%-*}: $problem ($(grep -cF "$problem"$'\t' "$findings") inputs)"
  echo "$input ($size bytes)"
  message "$input"
  if [ -f "$input.log" ]; then
    # The first frames of the first stack, demangled when swift-demangle is at hand.
    stack=$(awk '/^ *#[0-9]+ /{print; n++} n>=12{exit}' "$input.log")
    if command -v swift-demangle >/dev/null; then stack=$(swift-demangle --simplified <<<"$stack"); fi
    [ -z "$stack" ] || echo "$stack"
  fi
  echo "--- input, escaped (od -c):"
  head -c 4096 "$input" | LC_ALL=C od -An -c -w32 | sed 's/^/    /'
done < <(sort -t$'\t' -k1,1 -k2,2n "$findings")
echo "================================================================"
