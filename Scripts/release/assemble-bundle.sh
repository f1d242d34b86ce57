#!/usr/bin/env bash
# Assembles palettec.artifactbundle from built binaries, zips it and prints the zip's checksum: what a
# plugin package's `.binaryTarget(name:url:checksum:)` downloads, so that a user's build compiles none
# of palettec.
#
#   Scripts/release/assemble-bundle.sh [--output DIR] [TRIPLE[,TRIPLE...]=BINARY ...]
#
#   x86_64-unknown-linux-gnu=out/linux-x86_64/palettec
#   aarch64-unknown-linux-gnu=out/linux-aarch64/palettec
#   arm64-apple-macosx,x86_64-apple-macosx=out/macos/palettec     (one universal binary)
#
# With no variants it builds this machine's (Scripts/release/build-binary.sh) and writes a one-variant
# bundle to .build/artifactbundle/, which is how CI checks the whole path. Every binary that can run
# here must print the version PalettecVersion.swift holds. The zip's bytes depend only on the binaries and licences: its
# entries are sorted and dated by the commit, so a rebuild that links the same bytes gets the same checksum.
set -euo pipefail
export TZ=UTC LC_ALL=C   # the zip stores local times: the same bytes in every time zone

repo=$(cd "$(dirname "$0")/../.." && pwd)
output="$repo/.build/artifactbundle"
variants=()
while [ $# -gt 0 ]; do
  case "$1" in
    --output) output=$2; shift 2 ;;
    -*) echo "assemble-bundle: unknown option '$1'" >&2; exit 64 ;;
    *=*) variants+=("$1"); shift ;;
    *) echo "assemble-bundle: '$1' is not TRIPLE=BINARY" >&2; exit 64 ;;
  esac
done

version=$(sed -nE 's/.*static let current = "([^"]+)".*/\1/p' "$repo/Sources/PaletteCore/Invocation/PalettecVersion.swift")
[ -n "$version" ] || { echo "assemble-bundle: no version in PalettecVersion.swift" >&2; exit 1; }

if [ ${#variants[@]} -eq 0 ]; then
  case "$(uname -s)" in
    Linux) host="$(uname -m)-unknown-linux-gnu" ;;
    Darwin) host="$(uname -m)-apple-macosx" ;;
    *) echo "assemble-bundle: no artifact-bundle triple for $(uname -s)" >&2; exit 1 ;;
  esac
  binary=$("$repo/Scripts/release/build-binary.sh" | tail -1)
  variants=("$host=$binary")
fi

mkdir -p "$output"
output=$(cd "$output" && pwd)
bundle="$output/palettec.artifactbundle"
rm -rf "$bundle" "$bundle.zip"
mkdir -p "$bundle"

entries=()
for variant in "${variants[@]}"; do
  triples=${variant%%=*}
  binary=${variant#*=}
  [ -x "$binary" ] || { echo "assemble-bundle: $binary is not an executable" >&2; exit 1; }
  # A binary for another system cannot run here; its build job checks its version.
  if [[ ",$triples," == *",$(uname -m)-unknown-linux-gnu,"* && "$(uname -s)" == Linux ]] \
    || [[ "$triples" == *-apple-macosx* && "$(uname -s)" == Darwin ]]; then
    printed=$("$binary" --version 2>/dev/null || true)
    [ "$printed" = "$version" ] || { echo "assemble-bundle: $binary prints version '$printed', not $version" >&2; exit 1; }
  fi
  folder="palettec-$version-${triples//,/+}"
  mkdir -p "$bundle/$folder/bin"
  cp "$binary" "$bundle/$folder/bin/palettec"
  chmod 755 "$bundle/$folder/bin/palettec"
  quoted=$(sed 's/[^,][^,]*/"&"/g; s/,/, /g' <<<"$triples")
  entries+=("        { \"path\": \"$folder/bin/palettec\", \"supportedTriples\": [$quoted] }")
done

# palettec's licence, and those of what the binary links statically.
mkdir -p "$bundle/LICENSES"
cp "$repo/LICENSE" "$bundle/LICENSE"
cp "$repo"/Distribution/licenses/* "$bundle/LICENSES/"

{
  echo '{'
  echo '  "schemaVersion": "1.0",'
  echo '  "artifacts": {'
  echo '    "palettec": {'
  echo "      \"version\": \"$version\","
  echo '      "type": "executable",'
  echo '      "variants": ['
  printf '%s\n' "${entries[@]}" | sort | sed '$!s/$/,/'
  echo '      ]'
  echo '    }'
  echo '  }'
  echo '}'
} > "$bundle/info.json"

stamp=$(git -C "$repo" log -1 --format=%cd --date=format:%Y%m%d%H%M.%S 2>/dev/null || echo 202601010000.00)
find "$bundle" -exec touch -h -t "$stamp" {} +
(cd "$output" && find palettec.artifactbundle | sort | zip -q -X -D -@ palettec.artifactbundle.zip)
checksum=$(swift package --package-path "$repo" compute-checksum "$bundle.zip")

echo "assemble-bundle: wrote $bundle"
echo "assemble-bundle: wrote $bundle.zip"
echo "assemble-bundle: checksum $checksum"
