#!/usr/bin/env bash
# Writes palettec's plugin package (Distribution/palettec-plugins) to a folder of its own, ready to publish
# as its own repository or to use by path: the plugins' and PaletteRuntime's symlinked sources copied as
# files, and the binary target stamped with where the bundle is.
#
#   Scripts/release/plugin-package.sh --output DIR --url URL --checksum SHA256   # a release: the zip's URL
#   Scripts/release/plugin-package.sh --output DIR --bundle PATH                 # a local palettec.artifactbundle
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
output="" url="" checksum="" bundle=""
while [ $# -gt 0 ]; do
  case "$1" in
    --output) output=$2; shift 2 ;;
    --url) url=$2; shift 2 ;;
    --checksum) checksum=$2; shift 2 ;;
    --bundle) bundle=$2; shift 2 ;;
    *) echo "plugin-package: unknown argument '$1'" >&2; exit 64 ;;
  esac
done
usage="usage: plugin-package.sh --output DIR (--url URL --checksum SHA256 | --bundle PATH)"
[ -n "$output" ] || { echo "plugin-package: no --output; $usage" >&2; exit 64; }
if [ -n "$bundle" ]; then
  [ -z "$url$checksum" ] || { echo "plugin-package: --bundle or --url, not both; $usage" >&2; exit 64; }
  [ -f "$bundle/info.json" ] || { echo "plugin-package: $bundle is not an artifact bundle (no info.json)" >&2; exit 1; }
else
  if [ -z "$url" ] || [ -z "$checksum" ]; then echo "plugin-package: $usage" >&2; exit 64; fi
  [[ "$url" =~ ^https://[^\"\\[:space:]]+$ ]] || { echo "plugin-package: '$url' is not an https URL that a Swift string can hold" >&2; exit 64; }
  [[ "$checksum" =~ ^[0-9a-f]{64}$ ]] || { echo "plugin-package: '$checksum' is not a SHA-256 checksum" >&2; exit 64; }
fi

source_package="$repo/Distribution/palettec-plugins"
declared='.binaryTarget(name: "palettec", path: "palettec.artifactbundle"),'
grep -qF "$declared" "$source_package/Package.swift" || { echo "plugin-package: Package.swift no longer declares $declared" >&2; exit 1; }

rm -rf "$output"
mkdir -p "$output"
# -L: the plugins, PaletteRuntime and LICENSE are symlinks to palettec's own (Plugins/, Sources/PaletteCore/Invocation,
# Sources/PaletteRuntime, LICENSE); the published package has them as files, copied now.
(cd "$source_package" && find -L . -path ./.build -prune -o -path ./palettec.artifactbundle -prune -o -print | sort | while read -r path; do
  if [ -d "$path" ]; then mkdir -p "$output/$path"; else cp -L "$path" "$output/$path"; fi
done)

if [ -n "$bundle" ]; then
  cp -R "$bundle" "$output/palettec.artifactbundle"   # a local binary target must lie inside its package
  stamped=$declared
else
  stamped=".binaryTarget(name: \"palettec\", url: \"$url\", checksum: \"$checksum\"),"
fi
DECLARED=$declared STAMPED=$stamped awk '{ i = index($0, ENVIRON["DECLARED"]); if (i) $0 = substr($0, 1, i - 1) ENVIRON["STAMPED"]; print }' \
  "$source_package/Package.swift" > "$output/Package.swift"
echo "plugin-package: wrote $output"
