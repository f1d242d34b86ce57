#!/usr/bin/env bash
# The README's test command: installs what the tests need and is missing (Debian packages with apt-get,
# Python packages with pip), then runs `swift test` with the arguments given (`bash Scripts/test.sh
# --filter ImportCommandTests`). .ci/run runs it too. Installs nothing that is already there.
# `--install-only`: install what is missing and stop, before `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v pkg-config >/dev/null || missing+=(pkg-config)
pkg-config --exists yaml-0.1 2>/dev/null || missing+=(libyaml-dev)
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)   # draws palettes.svg in the preview test
command -v python3 >/dev/null || missing+=(python3)             # reads the drawn pixels, runs the Python checkers
python3 -m pip --version >/dev/null 2>&1 || missing+=(python3-pip)
command -v zip >/dev/null || missing+=(zip)                     # packs palettec.artifactbundle
command -v strip >/dev/null || missing+=(binutils)              # strips the release binary
if [ ${#missing[@]} -gt 0 ]; then
  echo "test.sh: installing ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}"
fi

# pip into the user's Python; where the system Python is externally managed (PEP 668), pip refuses
# that without --break-system-packages, which these few pure-Python packages do not need to avoid.
pip_install() {
  echo "test.sh: installing $*"
  python3 -m pip install --quiet --disable-pip-version-check "$@" 2>/dev/null \
    || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages "$@"
}
# The escaping tests read diff's Markdown with a real CommonMark + GFM parser (Tests/PaletteCoreTests/Diff/markdown_facts.py).
python3 -c 'import markdown_it, linkify_it' 2>/dev/null || pip_install markdown-it-py linkify-it-py
# The schema tests validate palettes with a real JSON Schema validator (Tests/TestSupport/validate_schema.py).
python3 -c 'import jsonschema' 2>/dev/null || pip_install jsonschema
# The release workflow is checked against GitHub's workflow schema (check-jsonschema carries it).
command -v check-jsonschema >/dev/null || pip_install check-jsonschema

[ "${1:-}" = "--install-only" ] && exit 0
swift test "$@"
