#!/usr/bin/env bash
# Builds a self-contained palettec for this machine, for palettec.artifactbundle: release mode, with
# libyaml linked statically on every platform and the Swift runtime linked statically on Linux, so the
# binary needs nothing installed. Writes it, stripped, to the scratch folder and prints its path on its
# last line.
#
#   Scripts/release/build-binary.sh [--scratch-path DIR] [--arch ARCH]...
#
# --arch (macOS only, repeatable) builds a universal binary, e.g. --arch arm64 --arch x86_64; that needs
# a libyaml.a with both (Homebrew's has its machine's only: the release builds each arch on its own
# machine and joins them with lipo).
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
scratch="$repo/.build/release-binary"
archs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --scratch-path) scratch=$2; shift 2 ;;
    --arch) archs+=("$2"); shift 2 ;;
    *) echo "build-binary: unknown argument '$1'" >&2; exit 64 ;;
  esac
done
mkdir -p "$scratch"
scratch=$(cd "$scratch" && pwd)

# libyaml, statically. CYaml's module map says `link "yaml"`, so every object that imports it asks the
# linker for -lyaml, and the linker takes the shared libyaml from the system's folders before any
# -Bstatic flag of ours is seen. Instead SwiftPM is shown a yaml-0.1.pc of our own, whose only
# library folder holds nothing but libyaml.a: -L finds that folder first, and with no .so beside it
# the linker has only the archive to take. The headers stay the system's.
real_libdir=$(pkg-config --variable=libdir yaml-0.1) || { echo "build-binary: libyaml's pkg-config file (yaml-0.1) was not found; install libyaml-dev and pkg-config (brew install libyaml pkgconf on macOS)" >&2; exit 1; }
[ -f "$real_libdir/libyaml.a" ] || { echo "build-binary: $real_libdir has no libyaml.a to link statically" >&2; exit 1; }
static_yaml="$scratch/static-libyaml"
rm -rf "$static_yaml"
mkdir -p "$static_yaml/lib" "$static_yaml/pkgconfig"
cp "$real_libdir/libyaml.a" "$static_yaml/lib/libyaml.a"
cat > "$static_yaml/pkgconfig/yaml-0.1.pc" <<PC
Name: LibYAML
Description: libyaml, linked statically into palettec (Scripts/release/build-binary.sh)
Version: $(pkg-config --modversion yaml-0.1)
Cflags: $(pkg-config --cflags yaml-0.1)
Libs: -L$static_yaml/lib -lyaml
PC
export PKG_CONFIG_PATH="$static_yaml/pkgconfig"

flags=(-c release --product palettec --scratch-path "$scratch")
case "$(uname -s)" in
  Linux) flags+=(--static-swift-stdlib) ;;
  Darwin) for arch in ${archs[@]+"${archs[@]}"}; do flags+=(--arch "$arch"); done ;;
esac
[ "$(uname -s)" = Darwin ] || [ ${#archs[@]} -eq 0 ] || { echo "build-binary: --arch is for macOS's universal binary" >&2; exit 64; }

export PALETTEC_RELEASE_BINARY=1   # Package.swift: palettec alone, no host-tool copy for the build plugin's tests
swift build --package-path "$repo" "${flags[@]}" >&2
built="$(swift build --package-path "$repo" "${flags[@]}" --show-bin-path)/palettec"
binary="$scratch/palettec"
cp "$built" "$binary"
strip "$binary"

# What the binary loads at run time: on Linux only the C and C++ libraries every distribution has; on
# macOS only the system's own (/usr/lib, which holds the Swift runtime since macOS 10.14.4, and /System).
case "$(uname -s)" in
  Linux) foreign=$(ldd "$binary" | grep -Ev '^\s*(linux-vdso|/lib64/ld-linux|ld-linux)|lib(c|m|stdc\+\+|gcc_s|pthread|dl|rt)\.so' || true) ;;
  Darwin) foreign=$(otool -L "$binary" | tail -n +2 | grep -Ev '^\s*(/usr/lib/|/System/)' || true) ;;
esac
if [ -n "$foreign" ]; then
  echo "$foreign" >&2
  echo "build-binary: $binary loads these libraries, which a user's machine may not have" >&2
  exit 1
fi
echo "$binary"
