#!/usr/bin/env bash
# typecheck-samples.sh REPO SAMPLES WORK: type-checks the sample folders under SAMPLES (input.yml, the
# palette's Swift file, PaletteSupport.swift; at most FUZZ_TYPECHECK_LIMIT, 400) with swiftc, as plain Linux Swift and against the Apple
# stand-ins in Tests/Fixtures/AppleStandIns as UIKit, AppKit and SwiftUI-only platforms.
#
# Samples are checked up to 25 to a swiftc call (one startup instead of 25): samples in one call share
# their PaletteSupport.swift and have palette files of distinct names. When a call fails, each of its
# samples is checked alone, so a failure names its input. Exit 1 if any sample fails.
set -euo pipefail
repo=${1:?usage: typecheck-samples.sh REPO SAMPLES WORK}
samples=${2:?}
work=${3:?}
batch_size=25
limit=${FUZZ_TYPECHECK_LIMIT:-400}  # samples checked at most, evenly spread (restarts each add a reservoir)
mkdir -p "$work"
swiftc=${SWIFTC:-swiftc}
typecheck=("$swiftc" -swift-version 6 -typecheck -parse-as-library -module-name FuzzSample -package-name FuzzSamples)

# The stand-in modules, built once, per flavour: the `canImport` probe each flavour must satisfy.
flavours=(linux uikit appkit swiftui)
declare -A standins=([linux]="" [uikit]="CoreGraphics UIKit SwiftUI" [appkit]="CoreGraphics AppKit SwiftUI" [swiftui]="CoreGraphics SwiftUI")
declare -A probes=(
  [linux]="!canImport(UIKit) && !canImport(AppKit) && !canImport(SwiftUI)"
  [uikit]="canImport(UIKit) && canImport(SwiftUI) && !canImport(AppKit)"
  [appkit]="canImport(AppKit) && canImport(SwiftUI) && !canImport(UIKit)"
  [swiftui]="canImport(SwiftUI) && !canImport(UIKit) && !canImport(AppKit)"
)
for flavour in "${flavours[@]}"; do
  modules="$work/modules-$flavour"
  mkdir -p "$modules"
  for module in ${standins[$flavour]}; do
    "$swiftc" -swift-version 6 -emit-module -parse-as-library -module-name "$module" -I "$modules" \
      -emit-module-path "$modules/$module.swiftmodule" "$repo/Tests/Fixtures/AppleStandIns/$module.swift"
  done
  printf '#if !(%s)\n#error("stand-ins not found: %s")\n#endif\n' "${probes[$flavour]}" "${probes[$flavour]}" > "$modules/StandInsProbe.swift"
done

# Batches: one line per batch, sample folders separated by spaces. Each sample goes into the first
# batch with room that has its PaletteSupport.swift (it differs by access level) and not its file name.
batches="$work/batches"
while IFS= read -r sample; do
  palette=$(find "$sample" -name '*.swift' ! -name PaletteSupport.swift -printf '%f\n' | tr '[:upper:]' '[:lower:]')
  echo "$(cksum < "$sample/PaletteSupport.swift" | tr ' ' _) $palette $sample"
done < <(find "$samples" -mindepth 2 -maxdepth 2 -type d | sort | awk -v limit="$limit" '{ all[NR] = $0 }
          END { for (i = 1; i <= NR; i++) if (NR <= limit || int(i * limit / NR) != int((i - 1) * limit / NR)) print all[i] }') \
  | awk -v size="$batch_size" '{
      for (b = 1; b <= count; b++) if (support[b] == $1 && members[b] < size && !((b, $2) in taken)) break
      if (b > count) { count = b; support[b] = $1 }
      members[b]++; taken[b, $2] = 1; line[b] = line[b] (members[b] > 1 ? " " : "") $3
    } END { for (b = 1; b <= count; b++) print line[b] }' > "$batches"

check() {  # check FLAVOUR SAMPLE...: type-checks the samples together; swiftc's output in $work/last.log
  local flavour=$1 modules="$work/modules-$1"
  shift
  local files=("$1/PaletteSupport.swift")
  for sample in "$@"; do
    for file in "$sample"/*.swift; do [ "$(basename "$file")" = PaletteSupport.swift ] || files+=("$file"); done
  done
  "${typecheck[@]}" -I "$modules" "${files[@]}" "$modules/StandInsProbe.swift" < /dev/null > "$work/last.log" 2>&1
}

failures=0
checked=0
declare -A shown=()  # samples whose input was printed
while read -r -a batch; do
  checked=$((checked + ${#batch[@]}))
  for flavour in "${flavours[@]}"; do
    check "$flavour" "${batch[@]}" && continue
    cp "$work/last.log" "$work/batch.log"
    alone_failed=0
    for sample in "${batch[@]}"; do
      check "$flavour" "$sample" && continue
      alone_failed=1
      failures=$((failures + 1))
      echo "================================================================"
      echo "typecheck: FAIL ($flavour): $sample"
      head -40 "$work/last.log"
      [ -z "${shown[$sample]:-}" ] || continue
      shown[$sample]=1
      echo "--- input.yml, escaped (od -c):"
      head -c 4096 "$sample/input.yml" | LC_ALL=C od -An -c -w32 | sed 's/^/    /'
    done
    if [ "$alone_failed" -eq 0 ]; then
      failures=$((failures + 1))
      echo "typecheck: FAIL ($flavour): samples that pass alone fail together: ${batch[*]}"
      head -40 "$work/batch.log"
    fi
  done
done < "$batches"

echo "$failures" > "$work/failures"
echo "typecheck: $checked of $(find "$samples" -mindepth 2 -maxdepth 2 -type d | wc -l) samples in $(wc -l < "$batches") batches, ${#flavours[@]} flavours each: $failures failures (sample × flavour)"
if [ "$checked" -eq 0 ]; then
  echo "typecheck: FAIL: no successful output was sampled, so nothing was type-checked" >&2
  exit 1
fi
[ "$failures" -eq 0 ]
