#!/usr/bin/env bash
# Scripts/fuzz.sh SECONDS: fuzzes palettec's whole pipeline (bytes → diagnostics or output files) with
# libFuzzer and AddressSanitizer for SECONDS, replays the corpus twice to prove the output is the same
# in every process, and type-checks a sample of the successful outputs with swiftc (Linux and the Apple
# stand-ins). Exits 1 on any crash, timeout, out-of-memory, broken invariant, nondeterministic output or
# type-check failure, printing each reproducer. See Fuzz/README.md.
#
# Environment: FUZZ_TIMEOUT (seconds per input, 10), FUZZ_RSS_LIMIT_MB (2048), FUZZ_RUN_SAMPLES (successful
# outputs kept per fuzzing process, 100), FUZZ_CORPUS_SAMPLES (kept from the corpus replay, 200),
# FUZZ_TYPECHECK_LIMIT (samples type-checked at most, 400), KEEP=1 keeps the working folder.
set -euo pipefail

seconds=${1:?usage: Scripts/fuzz.sh SECONDS}
[[ $seconds =~ ^[1-9][0-9]*$ ]] || { echo "usage: Scripts/fuzz.sh SECONDS (a positive integer)" >&2; exit 64; }
timeout_per_input=${FUZZ_TIMEOUT:-10}
rss_limit_mb=${FUZZ_RSS_LIMIT_MB:-2048}
run_samples=${FUZZ_RUN_SAMPLES:-100}
corpus_samples=${FUZZ_CORPUS_SAMPLES:-200}
max_restarts=20

repo=$(cd "$(dirname "$0")/.." && pwd)
scripts="$repo/Scripts/fuzz"
work=$(mktemp -d "${TMPDIR:-/tmp}/palettec-fuzz.XXXXXX")
failed=0
finish() {
  if [ "$failed" -ne 0 ] || [ -n "${KEEP:-}" ]; then echo "fuzz: working folder kept: $work"; else rm -rf "$work"; fi
}
trap finish EXIT
mkdir -p "$work/seeds" "$work/corpus" "$work/artifacts" "$work/samples/run" "$work/samples/corpus"

echo "fuzz: building the harness (release, -sanitize=fuzzer,address)"
build=(swift build --package-path "$repo/Fuzz" -c release -Xswiftc -sanitize=fuzzer,address)
"${build[@]}" > "$work/build.log" 2>&1 || { cat "$work/build.log"; echo "fuzz: the harness did not build" >&2; exit 1; }
fuzzer="$("${build[@]}" --show-bin-path)/PaletteFuzzer"

# The seed corpus: every palette and every YAML file the tests use, copied so the repository stays untouched.
while IFS= read -r -d '' file; do
  relative=${file#"$repo"/}
  cp "$file" "$work/seeds/${relative//\//_}"
done < <(find "$repo/palettes" "$repo/Tests" -type f \( -name '*.yml' -o -name '*.yaml' \) -print0)
echo "fuzz: $(ls "$work/seeds" | wc -l) seed files from palettes/ and Tests/"

# A trap goes to libFuzzer's handler, which saves the input, not to Swift's backtracer.
export SWIFT_BACKTRACE=enable=no
fuzzer_options=(
  -timeout="$timeout_per_input" -rss_limit_mb="$rss_limit_mb" -dict="$repo/Fuzz/palettec.dict"
  -artifact_prefix="$work/artifacts/" -print_final_stats=1
)

# libFuzzer stops at its first finding. Restart it, without the input that failed, until the time is
# spent, so one run reports every distinct problem it can reach.
start=$SECONDS
attempt=0
executions=0
slowest=0
while remaining=$((seconds - (SECONDS - start))); [ "$remaining" -gt 0 ] && [ "$attempt" -le "$max_restarts" ]; do
  attempt=$((attempt + 1))
  log="$work/fuzz-$attempt.log"
  before=$(ls "$work/artifacts" | wc -l)
  status=0
  PALETTEC_FUZZ_SAMPLES="$work/samples/run" PALETTEC_FUZZ_SAMPLE_LIMIT="$run_samples" \
    "$fuzzer" "${fuzzer_options[@]}" -max_total_time="$remaining" "$work/corpus" "$work/seeds" > "$log" 2>&1 || status=$?
  runs=$(grep -E '^stat::number_of_executed_units:' "$log" | awk '{print $2}' | tail -1)
  executions=$((executions + ${runs:-0}))
  slow=$(grep -E '^stat::slowest_unit_time_sec:' "$log" | awk '{print $2}' | tail -1)
  [ "${slow:-0}" -le "$slowest" ] || slowest=$slow
  [ "$status" -eq 0 ] && break
  if [ "$(ls "$work/artifacts" | wc -l)" -eq "$before" ]; then
    tail -40 "$log"
    echo "fuzz: libFuzzer exited with status $status and saved no reproducer" >&2
    failed=1
    exit 1
  fi
  artifact=$(ls -t "$work/artifacts" | head -1)
  cp "$log" "$work/artifacts/$artifact.log"
  # A seed or corpus entry that fails would fail every restart at once.
  for entry in "$work/seeds"/* "$work/corpus"/*; do
    cmp -s "$entry" "$work/artifacts/$artifact" && rm -f "$entry"
  done
  echo "fuzz: finding $artifact after $((SECONDS - start)) s; restarting"
done
elapsed=$((SECONDS - start))
[ "$attempt" -le "$max_restarts" ] || echo "fuzz: stopped after $max_restarts restarts, $((seconds - elapsed)) s early"

findings=$(find "$work/artifacts" -type f ! -name '*.log' | wc -l)
if [ "$findings" -gt 0 ]; then
  failed=1
  bash "$scripts/print-findings.sh" "$work/artifacts"
fi

replay_start=$SECONDS
echo "fuzz: replaying the corpus twice"
replay() {  # replay N: every corpus input once more, in a process of its own
  local log="$work/replay-$1.log" artifacts="$work/replay-$1-artifacts"
  mkdir -p "$artifacts"
  "$fuzzer" -runs=0 -timeout="$timeout_per_input" -rss_limit_mb="$rss_limit_mb" -artifact_prefix="$artifacts/" \
    "$work/corpus" "$work/seeds" > "$log" 2>&1 && { sort -u "$work/digests-$1" > "$work/digests-$1.sorted"; return 0; }
  failed=1
  for artifact in "$artifacts"/*; do [ -f "$artifact" ] && cp "$log" "$artifact.log"; done
  echo "fuzz: FAIL: replay $1 of the corpus failed" >&2
  bash "$scripts/print-findings.sh" "$artifacts"
  tail -20 "$log"
  return 1
}
replayed=1
PALETTEC_FUZZ_DIGESTS="$work/digests-1" PALETTEC_FUZZ_SAMPLES="$work/samples/corpus" \
  PALETTEC_FUZZ_SAMPLE_LIMIT="$corpus_samples" replay 1 || replayed=0
PALETTEC_FUZZ_DIGESTS="$work/digests-2" replay 2 || replayed=0
nondeterministic="not compared"
if [ "$replayed" -eq 1 ]; then
  nondeterministic=$(comm -3 "$work/digests-1.sorted" "$work/digests-2.sorted" | awk '{print $1}' | sort -u | wc -l)
fi
if [ "$nondeterministic" != 0 ] && [ "$replayed" -eq 1 ]; then
  failed=1
  echo "fuzz: FAIL: $nondeterministic inputs gave different output in two processes (input hashes, FNV-1a):" >&2
  comm -3 "$work/digests-1.sorted" "$work/digests-2.sorted" | head -20 >&2
fi

samples=$(find "$work/samples" -mindepth 2 -maxdepth 2 -type d | wc -l)
echo "fuzz: replayed in $((SECONDS - replay_start)) s; type-checking $samples sampled outputs"
typecheck_start=$SECONDS
bash "$scripts/typecheck-samples.sh" "$repo" "$work/samples" "$work/typecheck" || failed=1
echo "fuzz: type-checked in $((SECONDS - typecheck_start)) s"

corpus_size=$(($(ls "$work/seeds" | wc -l) + $(ls "$work/corpus" | wc -l)))
findings=$(find "$work/artifacts" "$work"/replay-*-artifacts -type f ! -name '*.log' | wc -l)
echo "fuzz: summary: $executions executions in $elapsed s ($((executions / (elapsed > 0 ? elapsed : 1))) exec/s)," \
  "corpus $corpus_size inputs, slowest input $slowest s, $((attempt - 1)) restarts, findings (crash, timeout, oom): $findings," \
  "nondeterministic: $nondeterministic, samples type-checked: $samples (failures: $(cat "$work/typecheck/failures" 2>/dev/null || echo "not run"))"
[ "$failed" -eq 0 ] || { echo "fuzz: FAILED" >&2; exit 1; }
echo "fuzz: passed"
