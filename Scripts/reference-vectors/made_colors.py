#!/usr/bin/env python3
"""Writes Tests/Fixtures/ReferenceVectors/made-colors.json: made colors (#44) as coloraide computes them,
for palettec's ColorMix and LightnessShift. Sorted keys, 2-space indent; fixed inputs plus seeded random
ones, so a rerun with the pinned requirements writes the same bytes. See README.md beside this file.

Every result is then put where palettec puts it: converted to the output space (Display P3 when an
input is, else sRGB; for lighten and darken, the color's own space), clipped when within 1e-9 of its
gamut (palettec's GamutMapping.gamutTolerance), else fitted by generate.py's FIT, CSS Color 4's gamut
mapping, then clipped; written to 12 places. At amount 0 and 1 (for a shift, 0) the vector is the input
itself, palettec's exact identity, and the arithmetic there is checked against it (see `endpoint`).

- `mixes`: CSS Color 5 color-mix(): coloraide's Color.mix(second, amount, space=..., premultiplied=True).
  coloraide follows CSS Color 4 §12: colors converted into the interpolation space with a powerless
  (achromatic) hue made missing (NaN), a missing hue taking the other color's, both missing reading as
  0, "shorter" hue arcs, premultiplication of every component but the hue, postdivision skipped at
  alpha 0. Its epsilons for "powerless": OKLCH chroma < 1e-6, CIE LCH chroma < 1e-4, HSL saturation
  < 1e-6; coloraide also calls an HSL lightness of 0 or within 1e-6 of 1 achromatic, which CSS no longer
  does and palettec does not: no input here meets that case (asserted).
- `separateMixes`: color.js 0.4.5's Color.mix as Tokens Studio calls it (src/interpolation.js `range`),
  written with coloraide: each color first brought into the gamut of a bounded interpolation space
  (srgb, srgb-linear, hsl: sRGB; display-p3: P3; by the same fit here, where color.js 0.4 uses its
  `lch.c` method), rounded to 10 places as palettec's RGBA holds it; converted without coloraide's
  normalization, its hue made NaN by color.js 0.4's rules (oklch: |a| and |b| < 0.0002; lch: |a| and
  |b| < 0.02; hsl: the sRGB components all equal); then Color.mix(..., premultiplied=False).
- `shifts`: Tokens Studio's lighten and darken (tokens-studio/figma-plugin,
  packages/tokens-studio-for-figma/src/utils/color/lighten.ts and darken.ts, commit 356712ade), the
  formulas written below, applied to coloraide's coordinates of the color in each space (`lch`, CIE
  LCh D50; `hsl`; `srgb`; `display-p3`), unnormalized, so an achromatic color keeps its angle.
"""
from __future__ import annotations

import math
import random

from coloraide import Color

from generate import FIT, GENERATOR, P3_FIXED, dec10, finite, random_rgb, rgb8, write

GAMUT_TOLERANCE = 1e-9
# Results are written to 12 places: 5e-13 off at most, far under the tests' 1e-9, and a smaller file.
DECIMALS = 12
MIX_SPACES = ["oklab", "oklch", "srgb", "srgb-linear", "hsl", "display-p3", "lch"]
BOUNDED = {"srgb": "srgb", "srgb-linear": "srgb", "hsl": "srgb", "display-p3": "display-p3"}
AMOUNTS = [0.0, 0.2, 0.5, 0.8, 1.0]
INTERIOR_AMOUNTS = [0.2, 0.5, 0.8]
LIGHTNESS_SPACES = ["lch", "hsl", "srgb", "display-p3"]
SHIFT_AMOUNTS = [0.0, 0.3, 0.6, 1.0]


def spaced(space: str, rgb: list[float], alpha: float = 1.0) -> dict:
    return {"space": space, "rgba": finite([float(c) for c in rgb] + [float(alpha)])}


def color_of(entry: dict) -> Color:
    return Color(entry["space"], entry["rgba"][:3], entry["rgba"][3])


def srgb(hex_triplet: str, alpha: float = 1.0) -> dict:
    return spaced("srgb", rgb8(hex_triplet), alpha)


def p3(rgb: list[float], alpha: float = 1.0) -> dict:
    return spaced("display-p3", rgb, alpha)


def placed(color: Color, space: str) -> tuple[list[float], bool]:
    """The color in `space` as palettec makes it: clipped within the tolerance, else fitted, then clipped.
    Also whether it was fitted."""
    converted = color.convert(space)
    mapped = not converted.in_gamut(space, tolerance=GAMUT_TOLERANCE)
    if mapped:
        converted = converted.fit(space, **FIT).convert(space)
    rgb = [min(max(c, 0.0), 1.0) for c in converted[:3]]
    alpha = converted[3]
    rgba = rgb + [min(max(0.0 if math.isnan(alpha) else alpha, 0.0), 1.0)]
    return finite([round(c, DECIMALS) for c in rgba]), mapped


def output_space(first: dict, second: dict) -> str:
    return "display-p3" if "display-p3" in (first["space"], second["space"]) else "srgb"


def check_hsl_lightness_rule(entry: dict) -> None:
    """coloraide's HSL lightness rule (L == 0 or within 1e-6 of 1 is achromatic) must not decide any
    vector, since palettec follows CSS there."""
    _, s, l = color_of(entry).convert("hsl", norm=False)[:3]
    assert not ((l == 0 or abs(1 - l) < 1e-6) and abs(s) >= 1e-6), entry


# MARK: Mixes

MIX_PAIRS = [
    (srgb("000000"), srgb("FFFFFF")),
    (srgb("FFFFFF"), srgb("000000")),
    (srgb("808080"), srgb("333333")),
    (srgb("808080"), srgb("0A84FF")),  # an achromatic color with a chromatic one: its hue is missing
    (srgb("FF3B30"), srgb("C0C0C0")),
    (srgb("FFFFFF"), srgb("FF0000")),
    (srgb("0000FF"), srgb("000000")),
    (srgb("FF0000"), srgb("00FF00")),
    (srgb("00FF00"), srgb("0000FF")),
    (srgb("0000FF"), srgb("FF0000")),
    (srgb("FF0000"), srgb("00FFFF")),  # hues half a turn apart in hsl: no adjustment
    (srgb("FFFF00"), srgb("0000FF")),  # leaves sRGB in oklch and lch
    (srgb("00FF00"), srgb("FF00FF")),
    (srgb("FF0033"), srgb("334455")),  # Tokens Studio's own example
    (spaced("srgb", [0.5, 0.5, 0.5000001]), srgb("FF8000")),  # chroma below the epsilons: hue missing
    (spaced("srgb", [0.5, 0.5, 0.5001]), srgb("FF8000")),  # a hue for CSS, none for color.js 0.4
    (srgb("FF0000", 0.5), srgb("0000FF", 0.25)),
    (srgb("0A84FF", 0.3), srgb("1C1C1E")),
    (srgb("FFFFFF", 0.8), srgb("34C759", 0.6)),
    (p3([1, 0, 0]), srgb("FFFFFF")),
    (p3([0, 1, 0]), p3([0, 0, 1])),  # leaves P3 in oklch and lch
    (p3([1, 0, 0]), p3([0, 1, 0])),  # leaves P3 in hsl (sRGB saturation above 1)
    (p3([0.9175, 0.2003, 0.1386], 0.7), srgb("0A84FF")),
    (srgb("767676"), p3([0.5, 0.5, 0.5])),
]
# Transparent colors: the color of one with alpha 0 takes no part; two of them give transparent black.
# Interior amounts only: at 0 and 1 palettec returns the input itself, where CSS's premultiplied
# arithmetic gives transparent black.
TRANSPARENT_PAIRS = [
    (srgb("FF0000", 0.0), srgb("0000FF")),
    (srgb("00FF00", 0.0), p3([0.2, 0.4, 0.9], 0.0)),
]


def random_pairs(rng: random.Random, count: int) -> list[tuple[dict, dict]]:
    pairs = []
    for _ in range(count):
        entries = []
        for _ in range(2):
            space = rng.choice(["srgb", "srgb", "display-p3"])
            alpha = rng.choice([1.0, dec10(rng.uniform(0.05, 1))])
            entries.append(spaced(space, random_rgb(rng, 1)[0], alpha))
        pairs.append((entries[0], entries[1]))
    return pairs


def endpoint(entry: dict, space: str, computed: tuple[list[float], bool], bound: float) -> tuple[list[float], bool]:
    """palettec's exact identity at amount 0 or 1 (or, for a shift, 0): the input itself, in `space`.
    The arithmetic there is checked against it to `bound`: a mix replaces a powerless hue even at the
    ends, turning a chroma below the epsilon (1e-6 OKLCH, 1e-4 CIE LCH, 1e-6 HSL saturation); Tokens
    Studio's srgb and p3 formulas bound each channel by 0 and 1 even at amount 0, which clips a color
    outside that space (bound None: not checked)."""
    identity, _ = placed(color_of(entry), space)
    if bound is not None:
        assert all(abs(a - b) <= bound for a, b in zip(identity, computed[0])), (entry, space, computed, identity)
    return identity, False


def mix_result(first: dict, second: dict, amount: float, space: str) -> tuple[list[float], bool]:
    mixed = color_of(first).mix(color_of(second), amount, space=space, premultiplied=True)
    computed = placed(mixed, output_space(first, second))
    if amount in (0.0, 1.0):
        return endpoint(first if amount == 0 else second, output_space(first, second), computed, 1e-6)
    return computed


def colorjs_prepared(entry: dict, space: str) -> Color:
    """color.js 0.4's range(): into the interpolation space, mapped into its gamut when it has one,
    the hue NaN by color.js's rules."""
    color = color_of(entry)
    if space in BOUNDED and BOUNDED[space] != entry["space"]:
        rgb, _ = placed(color, BOUNDED[space])
        color = Color(BOUNDED[space], [dec10(c) for c in rgb[:3]], dec10(rgb[3]))
    converted = color.convert(space, norm=False)
    if space in ("oklch", "lch"):
        _, a, b = color.convert("oklab" if space == "oklch" else "lab", norm=False)[:3]
        epsilon = 0.0002 if space == "oklch" else 0.02
        if abs(a) < epsilon and abs(b) < epsilon:
            converted[2] = math.nan
    elif space == "hsl":
        r, g, b = color.convert("srgb")[:3]
        if r == g == b:
            converted[0] = math.nan
    return converted


def separate_result(first: dict, second: dict, amount: float, space: str) -> tuple[list[float], bool]:
    start, end = colorjs_prepared(first, space), colorjs_prepared(second, space)
    mixed = start.mix(end, amount, space=space, premultiplied=False)
    return placed(mixed, output_space(first, second))


def mix_vectors(pairs: list[tuple[dict, dict, list[float]]], result) -> list[dict]:
    vectors = []
    for first, second, amounts in pairs:
        check_hsl_lightness_rule(first)
        check_hsl_lightness_rule(second)
        results, mapped = {}, {}
        for space in MIX_SPACES:
            computed = [result(first, second, amount, space) for amount in amounts]
            results[space] = [rgba for rgba, _ in computed]
            mapped_amounts = [amount for amount, (_, was) in zip(amounts, computed) if was]
            if mapped_amounts:
                mapped[space] = mapped_amounts
        vectors.append({
            "first": first, "second": second, "amounts": amounts,
            "outputSpace": output_space(first, second), "results": results, "gamutMapped": mapped,
        })
    return vectors


# MARK: Lighten and darken

def moved(value: float, top: float, amount: float, lighter: bool) -> float:
    """Tokens Studio's lightness formula: min(top, v + (top - v) * amount) or max(0, v - v * amount)."""
    return min(top, value + (top - value) * amount) if lighter else max(0.0, value - value * amount)


def shifted(entry: dict, space: str, amount: float, lighter: bool) -> tuple[list[float], bool]:
    color = color_of(entry)
    alpha = entry["rgba"][3]
    if space == "lch":
        l, c, h = color.convert("lch", norm=False)[:3]
        result = Color("lch", [moved(l, 100.0, amount, lighter), max(0.0, c - amount * c), h], alpha)
    elif space == "hsl":
        h, s, l = color.convert("hsl", norm=False)[:3]
        result = Color("hsl", [h, s, moved(l, 1.0, amount, lighter)], alpha)
    else:
        # Each channel: min(1, c + amount * (1 - c)) or max(0, c - amount * c), the same products.
        rgb = color.convert(space)[:3]
        result = Color(space, [moved(c, 1.0, amount, lighter) for c in rgb], alpha)
    computed = placed(result, entry["space"])
    if amount == 0:
        clips = space in ("srgb", "display-p3") and not color.in_gamut(space, tolerance=0)
        return endpoint(entry, entry["space"], computed, None if clips else 1e-9)
    return computed


def shift_vectors(rng: random.Random) -> list[dict]:
    inputs = [srgb(h) for h in (
        "000000", "FFFFFF", "808080", "FF0000", "00FF00", "0000FF", "FFFF00", "FF0033", "0A84FF", "AF52DE",
        "1C1C1E", "F5E6D3",
    )] + [
        spaced("srgb", [0.5, 0.5, 0.5000001]), srgb("FF9F0A", 0.4), srgb("5856D6", 0.0),
    ] + [p3(rgb) for rgb in P3_FIXED[:6] + P3_FIXED[10:12]] + [p3([0.9175, 0.2003, 0.1386], 0.5)]
    for _ in range(8):
        space = rng.choice(["srgb", "srgb", "display-p3"])
        inputs.append(spaced(space, random_rgb(rng, 1)[0], rng.choice([1.0, dec10(rng.uniform(0.05, 1))])))
    vectors = []
    for entry in inputs:
        check_hsl_lightness_rule(entry)
        amounts = SHIFT_AMOUNTS + [dec10(rng.random())]
        results, mapped = {}, {}
        for operation, lighter in (("lighten", True), ("darken", False)):
            for space in LIGHTNESS_SPACES:
                key = f"{operation} {space}"
                computed = [shifted(entry, space, amount, lighter) for amount in amounts]
                results[key] = [rgba for rgba, _ in computed]
                mapped_amounts = [amount for amount, (_, was) in zip(amounts, computed) if was]
                if mapped_amounts:
                    mapped[key] = mapped_amounts
        vectors.append({"color": entry, "amounts": amounts, "results": results, "gamutMapped": mapped})
    return vectors


def made_color_vectors() -> dict:
    rng = random.Random(20260644)
    mix_pairs = [(first, second, AMOUNTS + [dec10(rng.random())]) for first, second in MIX_PAIRS]
    mix_pairs += [(first, second, INTERIOR_AMOUNTS) for first, second in TRANSPARENT_PAIRS]
    separate_pairs = [(first, second, INTERIOR_AMOUNTS) for first, second, _ in mix_pairs]
    mix_pairs += [(first, second, AMOUNTS + [dec10(rng.random())]) for first, second in random_pairs(rng, 10)]
    return {
        "generator": dict(
            GENERATOR, fit=FIT, gamutTolerance=GAMUT_TOLERANCE,
            mixes="Color.mix(second, amount, space=space, premultiplied=True), then placed",
            separateMixes="color.js 0.4.5 Color.mix: inputs mapped into a bounded space, color.js's NaN hues, "
                          "premultiplied=False, then placed",
            shifts="Tokens Studio lighten.ts/darken.ts at 356712ade on coloraide's coordinates, then placed",
            placed="converted to the output space; within gamutTolerance clipped, else fit(**fit) and clipped",
        ),
        "mixes": mix_vectors(mix_pairs, mix_result),
        "separateMixes": mix_vectors(separate_pairs, separate_result),
        "shifts": shift_vectors(rng),
    }


if __name__ == "__main__":
    write("made-colors.json", made_color_vectors())
