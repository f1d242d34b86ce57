#!/usr/bin/env bash
# Builds Tests/Integration/ConsumerPackage from a clean scratch folder and checks what a user of the
# plugins relies on: the build works and the colors are usable; a design-system library shares
# PaletteRuntime's types with the app, with public palettes; an unchanged build runs no palette
# command; touching one palette reruns only its command and its target's; a broken palette, two
# palettes with one type name and an unknown palettec.yml key fail the build with palettec's
# file:line:column errors; the command plugin writes exactly what `palettec generate` writes.
#
#   Tests/Integration/consumer-package.sh                   # the plugins of this package, palettec built from source
#   Tests/Integration/consumer-package.sh --binary BUNDLE   # the plugin package over palettec.artifactbundle
#
# With --binary the consumer depends on Distribution/palettec-plugins as Scripts/release/plugin-package.sh
# publishes it, with its binary target at BUNDLE, and the build must compile nothing of palettec.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
bundle=""
case "${1:-}" in
  --binary) path=${2:?usage: consumer-package.sh --binary PATH.artifactbundle}; bundle=$(cd "$(dirname "$path")" && pwd)/$(basename "$path") ;;
  "") ;;
  *) echo "usage: consumer-package.sh [--binary PATH.artifactbundle]" >&2; exit 64 ;;
esac
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
cp -R "$repo/Tests/Integration/ConsumerPackage" "$work/consumer"
if [ -n "$bundle" ]; then
  # A package's identity comes from its folder name, as it will from the published repository's.
  "$repo/Scripts/release/plugin-package.sh" --output "$work/palettec-plugins" --bundle "$bundle" > /dev/null
  sed -i.orig -e "s|.package(path: \"../../..\")|.package(path: \"$work/palettec-plugins\")|" \
    -e 's|package: "palettec")|package: "palettec-plugins")|g' "$work/consumer/Package.swift"
else
  # The dependency's identity comes from its folder name: give the repository the name "palettec".
  ln -s "$repo" "$work/palettec"
  sed -i.orig "s|.package(path: \"../../..\")|.package(path: \"$work/palettec\")|" "$work/consumer/Package.swift"
fi
cd "$work/consumer"
scratch="$work/scratch"
build() { swift build --scratch-path "$scratch" "$@" 2>&1; }
palette_commands() { grep -E "Compiling [^ ]+\.ya?ml|Checking the palettes of " "$1" || true; }
fail() { echo "consumer-package: FAIL: $*" >&2; exit 1; }
step() { echo "consumer-package: $*"; }

step "first build from a clean scratch folder"
build > "$work/first.log" || { cat "$work/first.log"; fail "the first build failed"; }
# Consumer: 2 palettes + its target command; DesignSystem: 2 + 1; App: 1 + 1.
[ "$(palette_commands "$work/first.log" | wc -l)" -eq 8 ] || { cat "$work/first.log"; fail "expected 8 palette commands (5 palettes + 3 targets)"; }
! grep -q "unhandled" "$work/first.log" || { cat "$work/first.log"; fail "SwiftPM left a palette or palettec.yml unhandled"; }
if [ -n "$bundle" ]; then
  ! grep -Eq "Compiling (PaletteCore|PaletteCLI|ArgumentParser|palettec)|Linking palettec" "$work/first.log" \
    || { cat "$work/first.log"; fail "the binary plugin's build compiled palettec"; }
fi
"$scratch/debug/Consumer" > "$work/run.log"
grep -qx "Brand.background light 1.0 dark 0.1098039216" "$work/run.log" || { cat "$work/run.log"; fail "wrong Brand values"; }
grep -qx "Grays.greyishBrown light 0.2666666667 dark 0.7333333333" "$work/run.log" || { cat "$work/run.log"; fail "wrong Grays values"; }

step "a design-system library and an app share PaletteRuntime's color type"
"$scratch/debug/App" > "$work/app.log" || { cat "$work/app.log"; fail "the App's checks failed"; }
cat "$work/app.log"
[ "$(grep -c '^ok: ' "$work/app.log")" -eq 7 ] || fail "expected 7 passing checks from App"
plugin_output() { find "$scratch/plugins" -path "*/$1/destination/PaletteBuildPlugin/$2" | head -1; }
design=$(plugin_output DesignSystem Design.swift)
grep -qx "public import PaletteRuntime" "$design" && grep -q "^public enum Design {" "$design" \
  || { cat "$design"; fail "DesignSystem's palette is not public over PaletteRuntime"; }
grep -q "^package enum Staff {" "$(plugin_output DesignSystem Staff.swift)" || fail "staff.yml's 'access: package' was not applied"
grep -q "^// This target imports PaletteRuntime" "$(plugin_output App PaletteSupport.swift)" \
  || fail "App, which depends on PaletteRuntime, got a support file of its own"
grep -q "^internal struct PaletteColor" "$(plugin_output Consumer PaletteSupport.swift)" \
  || fail "Consumer, without PaletteRuntime, did not get its own support file"

step "an unchanged build runs no palette command"
generated() { find "$scratch/plugins" -path '*PaletteBuildPlugin*' -name '*.swift' -exec stat -c '%n %Y' {} + | sort; }
before=$(generated)
build > "$work/second.log"
if [ -n "$(palette_commands "$work/second.log")" ]; then
  # SwiftPM 6.3 on Linux links the plugin's host tool in two build graphs, and on the build after a
  # clean one relinks it, which reruns every command that has the tool as an input (SwiftPM adds it
  # even when the plugin does not list it). Allowed only then, and only if nothing was rewritten.
  grep -q "Linking palettec-tool" "$work/second.log" || { cat "$work/second.log"; fail "palette commands reran with no new tool"; }
  [ "$(generated)" = "$before" ] || fail "the rerun rewrote generated files"
  ! grep -q "Compiling Consumer" "$work/second.log" || { cat "$work/second.log"; fail "the rerun recompiled Consumer"; }
  echo "consumer-package: note: SwiftPM relinked palettec-tool, so its commands reran once; no file changed"
  build > "$work/third.log"
  [ -z "$(palette_commands "$work/third.log")" ] || { cat "$work/third.log"; fail "a third unchanged build ran palette commands"; }
fi

step "touching one palette reruns only its command and its target's"
sleep 1
touch Sources/Consumer/Palettes/grays.yml
build > "$work/touched.log"
ran=$(palette_commands "$work/touched.log")
! grep -q "Linking palettec-tool" "$work/touched.log" || fail "touching a palette relinked the tool"
[ "$(echo "$ran" | grep -c .)" -eq 2 ] && echo "$ran" | grep -q "Compiling grays.yml" \
  && echo "$ran" | grep -q "Checking the palettes of Consumer" \
  || { cat "$work/touched.log"; fail "expected only grays.yml's command and Consumer's, ran: $ran"; }

step "a broken palette fails the build with its file:line:column"
printf 'colors:\n  ok: "#000"\n  bad: rgb(1, 2, 300)\n' > Sources/Consumer/Palettes/broken.yml
if build > "$work/broken.log"; then cat "$work/broken.log"; fail "the build passed with a broken palette"; fi
grep -q "Sources/Consumer/Palettes/broken.yml:3:18: error: blue 300 is out of range" "$work/broken.log" \
  || { cat "$work/broken.log"; fail "no file:line:column error for broken.yml"; }
rm Sources/Consumer/Palettes/broken.yml
build > "$work/fixed.log" || { cat "$work/fixed.log"; fail "the build did not recover once the broken palette was removed"; }

step "two palettes with one type name fail the build at both 'palette:' lines"
printf 'palette: Design\ncolors:\n  extra: "#123456"\n' > Sources/DesignSystem/Palettes/more.yml
if build > "$work/twice.log"; then cat "$work/twice.log"; fail "the build passed with two palettes named Design"; fi
for file in design.yml more.yml; do
  grep -q "Sources/DesignSystem/Palettes/$file:1:10: error: palettes .* are both named 'Design'" "$work/twice.log" \
    || { cat "$work/twice.log"; fail "no palettec error at $file's 'palette:' line"; }
done
! grep -q "invalid redeclaration" "$work/twice.log" || { cat "$work/twice.log"; fail "Swift's redeclaration error reached the user"; }
grep -E "(error|note): " "$work/twice.log" | sort -u | sed "s|$work/consumer/|  |"
rm Sources/DesignSystem/Palettes/more.yml

step "an unknown key in palettec.yml fails the build at its line and column"
cp Sources/DesignSystem/palettec.yml "$work/palettec.yml"
printf 'access: public\nacess: internal\n' > Sources/DesignSystem/palettec.yml
if build > "$work/config.log"; then cat "$work/config.log"; fail "the build passed with an unknown palettec.yml key"; fi
grep -q "Sources/DesignSystem/palettec.yml:2:1: error: unknown key 'acess' in palettec.yml; did you mean 'access'?" "$work/config.log" \
  || { cat "$work/config.log"; fail "no file:line:column error for the unknown key"; }
grep -E "error: " "$work/config.log" | sort -u | sed "s|$work/consumer/|  |"
cp "$work/palettec.yml" Sources/DesignSystem/palettec.yml
build > "$work/restored.log" || { cat "$work/restored.log"; fail "the build did not recover once palettec.yml was fixed"; }

step "the command plugin writes what palettec generate writes"
swift package --scratch-path "$scratch" --allow-writing-to-package-directory regenerate-palettes --output by-plugin > "$work/plugin.log" 2>&1 \
  || { cat "$work/plugin.log"; fail "regenerate-palettes failed"; }
grep -q "created by-plugin/AppTheme.swift" "$work/plugin.log" || { cat "$work/plugin.log"; fail "regenerate-palettes did not say what it changed"; }
swift build --package-path "$repo" --product palettec > "$work/cli.log" 2>&1 || { cat "$work/cli.log"; fail "could not build palettec"; }
"$(swift build --package-path "$repo" --show-bin-path)/palettec" generate palettes --output by-cli > /dev/null
diff -r by-plugin by-cli || fail "regenerate-palettes and palettec generate differ"
swift package --scratch-path "$scratch" --allow-writing-to-package-directory regenerate-palettes --output by-plugin > "$work/again.log" 2>&1
grep -q "by-plugin/ is up to date" "$work/again.log" || { cat "$work/again.log"; fail "a second regenerate-palettes was not a no-op"; }

step "all checks passed"
