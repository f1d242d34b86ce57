#!/usr/bin/env bash
# Scripts/compare-outputs.sh OLD NEW DIR...: proves a change leaves every output byte as it was. Runs two
# palettec binaries over every .yml/.yaml file under DIR... (and every file in a folder named corpus, as
# `KEEP=1 Scripts/fuzz.sh` leaves one), `lint`, then `generate` with an asset catalog and tokens, each
# binary in a folder of its own under the same names, and compares exit status, stdout, stderr and every
# file written. Prints each input that differs and the count compared; exits 1 if any differs.
set -uo pipefail
[ $# -ge 3 ] || { echo "usage: Scripts/compare-outputs.sh OLD NEW DIR..." >&2; exit 64; }
old=$(realpath "$1"); new=$(realpath "$2"); shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
compared=0; differ=0
while IFS= read -r -d '' file; do
  name=$(basename "$file"); case "$name" in *.yml|*.yaml) ;; *) name="$name.yml" ;; esac
  for side in old new; do
    binary=$old; [ $side = new ] && binary=$new
    rm -rf "${work:?}/$side"; mkdir -p "$work/$side"
    cp "$file" "$work/$side/$name"
    (cd "$work/$side" && "$binary" lint "$name" > lint.out 2> lint.err; echo $? > lint.status
     "$binary" generate "$name" --output out --asset-catalog out/Colors.xcassets --tokens out/tokens > generate.out 2> generate.err
     echo $? > generate.status)
  done
  compared=$((compared + 1))
  if ! diff -r "$work/old" "$work/new" > "$work/diff" 2>&1; then
    differ=$((differ + 1)); echo "differs: $file"; head -20 "$work/diff"
  fi
done < <(find "$@" -type f \( -name '*.yml' -o -name '*.yaml' -o -path '*/corpus/*' \) -print0)
echo "compared $compared inputs, $differ differ"
[ "$differ" -eq 0 ]
