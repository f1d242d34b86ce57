#!/usr/bin/env python3
"""Writes the color reference vectors that palettec's PaletteCore color tests compare with.

Output: Tests/Fixtures/ReferenceVectors/{hsv,wcag-contrast,oklab,gamut-mapping,display-p3,tone}.json, sorted keys,
2-space indent. Inputs are a fixed list plus seeded random values, so a rerun with the pinned
requirements writes the same bytes. See README.md beside this file.

Sources of the expected values:
- hsv.json: Python's colorsys (the hexcone model UIKit uses); hue scaled from 0..1 to degrees.
- oklab.json: coloraide's srgb -> srgb-linear -> oklab -> oklch (CSS Color 4 matrices, via XYZ D65).
- wcag-contrast.json: linearization and source-over compositing (Color.layer, space='srgb') from
  coloraide. The luminance is 0.2126 R + 0.7152 G + 0.0722 B over coloraide's linear channels,
  computed here: coloraide's own luminance() is XYZ Y, whose coefficients (0.21263900587151024...)
  differ from WCAG's rounded ones in the 4th digit. coloraide's own 'wcag21' contrast is recorded
  too, as `coloraideContrastRatio`, for a loose cross-check.
- gamut-mapping.json: coloraide's fit(method='minde-chroma') in coloraide 8.13.1 is the CSS Color 4
  algorithm (https://www.w3.org/TR/css-color-4/#binsearch; its docstring says so): binary search
  on OKLCH chroma, ΔEOK (de_options={'method': 'ok'}), JND 0.02, epsilon 10^(order(JND) - 2) =
  0.0001, convergence 0.0001; 'oklch-chroma' is the same class under another name. All options
  are passed explicitly below so a change of defaults cannot slip in. `chromaWasReduced` is
  palettec's definition (coloraide has none), computed here from coloraide's conversions.
- display-p3.json: coloraide's display-p3 -> display-p3-linear -> xyz-d65 -> srgb-linear / srgb /
  oklab / oklch, unclipped; srgb -> display-p3; the WCAG luminance of P3 colors (WCAG's coefficients
  over coloraide's srgb-linear of the P3 color, as for sRGB, with coloraide's own luminance(), XYZ Y,
  kept as `xyzY` for a loose cross-check); contrast between P3 and sRGB colors, a translucent
  foreground composited in the background's space (Color.layer(space=...)); and the same fit as
  gamut-mapping.json into display-p3 instead of srgb, for OKLCH colors and for OKLCH inversions.
"""
from __future__ import annotations

import colorsys
import json
import math
import random
from pathlib import Path

import coloraide
from coloraide import Color

OUT = Path(__file__).resolve().parents[2] / "Tests" / "Fixtures" / "ReferenceVectors"

FIT = {"method": "minde-chroma", "pspace": "oklch", "jnd": 0.02, "de_options": {"method": "ok"}}
# palettec's GamutMapping.gamutTolerance and OKLCH.achromaticChroma.
GAMUT_TOLERANCE = 1e-9
ACHROMATIC_CHROMA = 1e-7
GENERATOR = {"library": "coloraide", "version": coloraide.__version__}


def dec10(x: float) -> float:
    """A component as palettec's RGBA holds it: rounded to 10 decimal places."""
    return round(x, 10)


def rgb8(hex_triplet: str) -> list[float]:
    return [dec10(int(hex_triplet[i:i + 2], 16) / 255) for i in (0, 2, 4)]


def finite(values: list[float]) -> list[float]:
    assert all(math.isfinite(v) for v in values), values
    return [float(v) for v in values]


FIXED_RGB = [rgb8(h) for h in (
    "000000", "FFFFFF", "808080", "7F7F7F", "010101", "FEFEFE", "333333", "C0C0C0",
    "FF0000", "00FF00", "0000FF", "FFFF00", "00FFFF", "FF00FF",
    "FF8000", "80FF00", "00FF80", "0080FF", "8000FF", "FF0080",
    "0A84FF", "FF3B30", "34C759", "FF9F0A", "AF52DE", "5856D6", "8E8E93", "1C1C1E",
    "0A0A0A", "0B0B0B", "FAFAF5", "102030", "F5E6D3", "3D2B1F",
)] + [
    [0.04045, 0.04045, 0.04045], [0.0404499999, 0.5, 0.0404500001], [0.04, 0.041, 0.0392156863],
    [1.0, 0.0, 0.0000000001], [0.9999999999, 1.0, 1.0], [0.5, 0.5, 0.5000001],
]


def random_rgb(rng: random.Random, count: int) -> list[list[float]]:
    return [[dec10(rng.random()) for _ in range(3)] for _ in range(count)]


def write(name: str, payload: dict) -> None:
    text = json.dumps(payload, sort_keys=True, indent=2, allow_nan=False) + "\n"
    (OUT / name).write_text(text, encoding="utf-8")
    print(f"wrote {OUT / name}")


# MARK: HSV

def hsv_vectors() -> dict:
    rng = random.Random(20240601)
    to_hsv = []
    for rgb in FIXED_RGB + random_rgb(rng, 40):
        h, s, v = colorsys.rgb_to_hsv(*rgb)
        hue = (h * 360) % 360
        to_hsv.append({"rgb": finite(rgb), "hsv": finite([0.0 if hue >= 360 else hue, s, v])})

    fixed_hsv = [
        [0, 0, 0], [0, 0, 1], [0, 0, 0.5], [123, 0, 0.25], [0, 1, 1], [60, 1, 1], [120, 1, 1],
        [180, 1, 1], [240, 1, 1], [300, 1, 1], [359.9999, 1, 1], [30, 0.5, 0.75], [210, 0.25, 0.9],
        [89.5, 0.999, 0.001], [270, 1, 0.5], [45, 0.0000001, 1],
    ]
    random_hsv = [[round(rng.uniform(0, 360), 6), dec10(rng.random()), dec10(rng.random())] for _ in range(40)]
    to_rgb = []
    for hsv in fixed_hsv + random_hsv:
        r, g, b = colorsys.hsv_to_rgb(hsv[0] / 360, hsv[1], hsv[2])
        to_rgb.append({"hsv": finite(hsv), "rgb": finite([r, g, b])})
    return {
        "generator": {"library": "python colorsys", "hueUnit": "degrees (colorsys hue x 360)"},
        "hsvToRGB": to_rgb,
        "rgbToHSV": to_hsv,
    }


# MARK: WCAG

WCAG_COEFFICIENTS = (0.2126, 0.7152, 0.0722)


def wcag_luminance(rgb: list[float]) -> float:
    linear = Color("srgb", rgb).convert("srgb-linear")[:3]
    return sum(k * c for k, c in zip(WCAG_COEFFICIENTS, linear))


def wcag_vectors() -> dict:
    rng = random.Random(20240602)
    opaque = 1.0
    pairs: list[tuple[list[float], list[float]]] = [
        ([0, 0, 0, opaque], [1, 1, 1, opaque]),
        ([1, 1, 1, opaque], [0, 0, 0, opaque]),
        ([1, 1, 1, opaque], [1, 1, 1, opaque]),
        ([0, 0, 0, opaque], [0, 0, 0, opaque]),
        ([0.04045, 0.04045, 0.04045, opaque], [0, 0, 0, opaque]),
        ([0.0404499999, 0.0404499999, 0.0404499999, opaque], [1, 1, 1, opaque]),
        ([0.0404500001, 0.0404500001, 0.0404500001, opaque], [1, 1, 1, opaque]),
        (rgb8("0A0A0A") + [opaque], rgb8("0B0B0B") + [opaque]),
        (rgb8("777777") + [opaque], [1, 1, 1, opaque]),  # 4.48: just under AA
        (rgb8("767676") + [opaque], [1, 1, 1, opaque]),  # 4.54: just over AA
        (rgb8("595959") + [opaque], [1, 1, 1, opaque]),  # ~7: AAA
        (rgb8("FF0000") + [opaque], [1, 1, 1, opaque]),
        (rgb8("00FF00") + [opaque], [0, 0, 0, opaque]),
        (rgb8("0000FF") + [opaque], [1, 1, 1, opaque]),
        (rgb8("FFFF00") + [opaque], rgb8("0000FF") + [opaque]),
        (rgb8("0A84FF") + [opaque], rgb8("1C1C1E") + [opaque]),
        (rgb8("FF3B30") + [opaque], rgb8("FFFFFF") + [opaque]),
        (rgb8("8E8E93") + [opaque], rgb8("F2F2F7") + [opaque]),
        # Translucent foregrounds over opaque backgrounds: composited first.
        ([0, 0, 0, 0.5], [1, 1, 1, opaque]),
        ([1, 1, 1, 0.5], [0, 0, 0, opaque]),
        ([0, 0, 0, 0.0], [1, 1, 1, opaque]),
        (rgb8("333333") + [0.64], [1, 1, 1, opaque]),
        (rgb8("0A84FF") + [0.3], rgb8("1C1C1E") + [opaque]),
        (rgb8("FF3B30") + [0.85], rgb8("F2F2F7") + [opaque]),
        (rgb8("FFFFFF") + [0.15], rgb8("000000") + [opaque]),
    ]
    for _ in range(20):
        fg = [dec10(rng.random()) for _ in range(3)] + [opaque]
        bg = [dec10(rng.random()) for _ in range(3)] + [opaque]
        pairs.append((fg, bg))
    for _ in range(8):
        fg = [dec10(rng.random()) for _ in range(3)] + [round(rng.uniform(0.05, 0.95), 4)]
        bg = [dec10(rng.random()) for _ in range(3)] + [opaque]
        pairs.append((fg, bg))

    vectors = []
    for fg, bg in pairs:
        fg, bg = [float(x) for x in fg], [float(x) for x in bg]
        assert bg[3] == 1, "compositing is only checked over opaque backgrounds, where it matches the spec"
        if fg[3] < 1:
            seen = Color.layer([Color("srgb", fg[:3], fg[3]), Color("srgb", bg[:3], bg[3])], space="srgb")
            composited = seen[:3] + [seen[3]]
        else:
            seen = Color("srgb", fg[:3], fg[3])
            composited = fg
        l1, l2 = wcag_luminance(composited[:3]), wcag_luminance(bg[:3])
        vectors.append({
            "foreground": finite(fg),
            "background": finite(bg),
            "composited": finite(composited),
            "foregroundLuminance": wcag_luminance(fg[:3]),
            "compositedLuminance": l1,
            "backgroundLuminance": l2,
            "contrastRatio": (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05),
            "coloraideContrastRatio": seen.contrast(Color("srgb", bg[:3]), method="wcag21"),
        })

    luminance = []
    for channel in (0.0, 0.01, 0.04, 0.0404, 0.04045, 0.0404500001, 0.0405, 0.05, 0.0392156863,
                    0.0431372549, 0.5, 0.7353569830524495, 1.0):
        for rgb in ([channel] * 3, [channel, 0, 0], [0, channel, 0], [0, 0, channel]):
            rgb = [dec10(c) for c in rgb]
            luminance.append({"rgb": finite(rgb), "relativeLuminance": wcag_luminance(rgb)})
    return {
        "generator": dict(GENERATOR, luminance="WCAG 2.x coefficients over coloraide srgb-linear",
                          compositing="coloraide Color.layer(space='srgb'), source-over"),
        "luminance": luminance,
        "pairs": vectors,
    }


# MARK: OKLab

def oklab_vectors() -> dict:
    rng = random.Random(20240603)
    vectors = []
    for rgb in FIXED_RGB + random_rgb(rng, 40):
        color = Color("srgb", rgb)
        lch = color.convert("oklch")
        achromatic = math.isnan(lch["hue"])
        vectors.append({
            "srgb": finite(rgb),
            "linearSRGB": finite(color.convert("srgb-linear")[:3]),
            "oklab": finite(color.convert("oklab")[:3]),
            "oklch": finite(lch.coords(nans=False)),
            "achromatic": achromatic,
        })
    return {
        "generator": dict(GENERATOR, path="srgb -> srgb-linear -> xyz-d65 -> oklab -> oklch",
                          achromatic="coloraide reports hue NaN (chroma < 1e-6); written as 0"),
        "vectors": vectors,
    }


# MARK: Gamut mapping

def requested_out_of_gamut(lch: list[float], space: str = "srgb") -> bool:
    """palettec's chromaWasReduced."""
    lightness, chroma, _ = lch
    if lightness >= 1 or lightness <= 0:
        return abs(chroma) >= ACHROMATIC_CHROMA
    rgb = Color("oklch", lch).convert(space)[:3]
    return any(c < -GAMUT_TOLERANCE or c > 1 + GAMUT_TOLERANCE for c in rgb)


def gamut_map(lch: list[float], alpha: float, space: str = "srgb") -> tuple[list[float], bool]:
    # Fit in OKLCH, so the origin's L is exact for the white/black tests, then read sRGB; the
    # conversion back leaves round-off such as 1.0000000000000004, clipped here as palettec's
    # clipped result has none.
    color = Color("oklch", lch, alpha)
    in_gamut = color.in_gamut(space, tolerance=0)
    mapped = color.fit(space, **FIT).convert(space)
    rgb = [min(max(c, 0.0), 1.0) for c in mapped[:3]]
    return finite(rgb), in_gamut


def gamut_vectors() -> dict:
    rng = random.Random(20240604)
    fixed = [
        [0.5, 0.05, 120], [0.7, 0.1, 250], [0.6279553639, 0.2576833038, 29.2338802796],
        [0.7, 0.4, 30], [0.7, 0.4, 90], [0.7, 0.4, 150], [0.7, 0.4, 210], [0.7, 0.4, 270],
        [0.7, 0.4, 330], [0.5, 0.37, 0], [0.9, 0.3, 100], [0.3, 0.3, 264], [0.85, 0.5, 145],
        [0.4, 0.25, 300], [0.96, 0.2, 60], [0.2, 0.15, 20],
        [0.99, 0.1, 200], [0.999, 0.3, 40], [1.0, 0.0, 0], [1.0, 0.2, 120], [1.05, 0.1, 10],
        [0.01, 0.1, 250], [0.001, 0.3, 30], [0.0, 0.0, 0], [0.0, 0.2, 300], [-0.05, 0.1, 60],
        [0.5, 0.0, 0], [0.5, 0.0, 123], [0.62, 0.2, 359.9], [0.8, 0.12, 85],
    ]
    inputs = [(lch, 1.0) for lch in fixed] + [([0.7, 0.4, 30], 0.5), ([0.5, 0.05, 120], 0.25)]
    for _ in range(30):
        lch = [round(rng.uniform(0, 1), 6), round(rng.uniform(0, 0.4), 6), round(rng.uniform(0, 360), 6)]
        inputs.append((lch, 1.0))

    vectors = []
    for lch, alpha in inputs:
        lch = [float(x) for x in lch]
        rgb, in_gamut = gamut_map(lch, alpha)
        vectors.append({
            "oklch": finite(lch),
            "alpha": alpha,
            "srgb": rgb,
            "inGamut": in_gamut,
            "chromaWasReduced": requested_out_of_gamut(lch),
        })

    inversions = []
    rng_inv = random.Random(20240605)
    for rgb in FIXED_RGB[:28] + random_rgb(rng_inv, 20):
        lch = Color("srgb", rgb).convert("oklch").coords(nans=False)
        inverted = [1 - lch[0], lch[1], lch[2]]
        mapped, _ = gamut_map(inverted, 1.0)
        inversions.append({
            "srgb": finite(rgb),
            "inverted": mapped,
            "chromaWasReduced": requested_out_of_gamut(inverted),
        })
    return {
        "generator": dict(GENERATOR, fit=FIT, spec="https://www.w3.org/TR/css-color-4/#binsearch",
                          chromaWasReduced="requested color outside sRGB by more than 1e-9 per channel; "
                                           "for L >= 1 or L <= 0, chroma >= 1e-7"),
        "inversions": inversions,
        "mappings": vectors,
    }


# MARK: Display P3

P3_FIXED = [
    [1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 0], [0, 1, 1], [1, 0, 1], [0, 0, 0], [1, 1, 1],
    [0.5, 0.5, 0.5], [0.04045, 0.04045, 0.04045], [0.523, 0.668, 0.904], [0.9175, 0.2003, 0.1386],
    [0.2, 0.8, 0.3], [0.99, 0.6, 0.1], [0.0404499999, 0.5, 0.0404500001], [0.1, 0.02, 0.35],
]


def p3_vectors() -> dict:
    rng = random.Random(20240606)
    conversions = []
    for p3 in [[float(c) for c in v] for v in P3_FIXED] + random_rgb(rng, 30):
        color = Color("display-p3", p3)
        lch = color.convert("oklch")
        conversions.append({
            "displayP3": finite(p3),
            "linearDisplayP3": finite(color.convert("display-p3-linear")[:3]),
            "xyz": finite(color.convert("xyz-d65")[:3]),
            "linearSRGB": finite(color.convert("srgb-linear")[:3]),
            "srgb": finite(color.convert("srgb")[:3]),
            "oklab": finite(color.convert("oklab")[:3]),
            "oklch": finite(lch.coords(nans=False)),
            "relativeLuminance": wcag_luminance_of(color),
            "xyzY": color.luminance(),
        })

    from_srgb = []
    for rgb in FIXED_RGB[:28] + random_rgb(rng, 20):
        from_srgb.append({"srgb": finite(rgb), "displayP3": finite(Color("srgb", rgb).convert("display-p3")[:3])})

    opaque = 1.0
    pairs = [
        (("display-p3", [1, 0, 0, opaque]), ("srgb", [1, 1, 1, opaque])),
        (("display-p3", [1, 0, 0, opaque]), ("srgb", [0, 0, 0, opaque])),
        (("display-p3", [0, 1, 0, opaque]), ("display-p3", [0, 0, 1, opaque])),
        (("display-p3", [0.523, 0.668, 0.904, opaque]), ("srgb", rgb8("1C1C1E") + [opaque])),
        (("srgb", rgb8("767676") + [opaque]), ("display-p3", [1, 1, 1, opaque])),
        (("display-p3", [0, 0, 0, 0.5]), ("srgb", [1, 1, 1, opaque])),
        (("display-p3", [1, 0, 0, 0.5]), ("srgb", [1, 1, 1, opaque])),
        (("display-p3", [0, 1, 0, 0.3]), ("srgb", rgb8("1C1C1E") + [opaque])),
        (("srgb", rgb8("FF3B30") + [0.85]), ("display-p3", [0.95, 0.95, 0.97, opaque])),
        (("display-p3", [0.2, 0.8, 0.3, 0.64]), ("display-p3", [0.1, 0.02, 0.35, opaque])),
    ]
    for _ in range(10):
        spaces = [rng.choice(["srgb", "display-p3"]) for _ in range(2)]
        alpha = rng.choice([opaque, round(rng.uniform(0.05, 0.95), 4)])
        pairs.append(((spaces[0], random_rgb(rng, 1)[0] + [alpha]), (spaces[1], random_rgb(rng, 1)[0] + [opaque])))
    contrast = []
    for (fg_space, fg), (bg_space, bg) in pairs:
        fg, bg = [float(x) for x in fg], [float(x) for x in bg]
        front, back = Color(fg_space, fg[:3], fg[3]), Color(bg_space, bg[:3], bg[3])
        seen = Color.layer([front, back], space=bg_space) if fg[3] < 1 else front
        l1, l2 = wcag_luminance_of(seen), wcag_luminance_of(back)
        contrast.append({
            "foreground": {"space": fg_space, "rgba": finite(fg)},
            "background": {"space": bg_space, "rgba": finite(bg)},
            "composited": {"space": seen.space(), "rgba": finite(seen[:3] + [seen[3]])},
            "contrastRatio": (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05),
        })

    rng_map = random.Random(20240607)
    fixed_lch = [
        [0.5, 0.05, 120], [0.7, 0.4, 30], [0.7, 0.4, 150], [0.7, 0.4, 270], [0.6279553639, 0.2576833038, 29.2338802796],
        [0.6484, 0.2995, 28.96], [0.85, 0.5, 145], [0.4, 0.25, 300], [0.96, 0.2, 60], [0.99, 0.1, 200],
        [1.0, 0.2, 120], [0.0, 0.2, 300], [0.5, 0.0, 0], [0.62, 0.2, 359.9], [0.8, 0.12, 85], [0.3, 0.3, 264],
    ]
    mappings = []
    for lch in fixed_lch + [[round(rng_map.uniform(0, 1), 6), round(rng_map.uniform(0, 0.45), 6),
                             round(rng_map.uniform(0, 360), 6)] for _ in range(30)]:
        lch = [float(x) for x in lch]
        mapped, in_gamut = gamut_map(lch, 1.0, "display-p3")
        mappings.append({"oklch": finite(lch), "displayP3": mapped, "inGamut": in_gamut,
                         "chromaWasReduced": requested_out_of_gamut(lch, "display-p3")})
    inversions = []
    for p3 in [[float(c) for c in v] for v in P3_FIXED] + random_rgb(rng_map, 20):
        lch = Color("display-p3", p3).convert("oklch").coords(nans=False)
        inverted = [1 - lch[0], lch[1], lch[2]]
        mapped, _ = gamut_map(inverted, 1.0, "display-p3")
        inversions.append({"displayP3": finite(p3), "inverted": mapped,
                           "chromaWasReduced": requested_out_of_gamut(inverted, "display-p3")})
    return {
        "generator": dict(GENERATOR, fit=FIT, path="display-p3 -> display-p3-linear -> xyz-d65 -> srgb-linear, oklab",
                          luminance="WCAG 2.x coefficients over coloraide srgb-linear (unclipped); xyzY is coloraide's luminance()",
                          compositing="coloraide Color.layer(space=<background's space>), source-over"),
        "contrast": contrast,
        "conversions": conversions,
        "fromSRGB": from_srgb,
        "gamutMapping": mappings,
        "inversions": inversions,
    }


def wcag_luminance_of(color: Color) -> float:
    linear = color.convert("srgb-linear")[:3]
    return sum(k * c for k, c in zip(WCAG_COEFFICIENTS, linear))


# MARK: derive: tone

CALIBRATION = Path(__file__).resolve().parents[2] / "Data" / "tone" / "calibration.json"


def piecewise(knots: list[tuple[float, float]], x: float) -> float:
    """Straight lines between knots, flat beyond the first and the last (palettec's PiecewiseLinear)."""
    if x <= knots[0][0]:
        return knots[0][1]
    for (x0, y0), (x1, y1) in zip(knots, knots[1:]):
        if x <= x1:
            return y0 + (x - x0) / (x1 - x0) * (y1 - y0)
    return knots[-1][1]


def tone_vectors() -> dict:
    """derive: tone on sRGB colors, from the committed calibration: OKLCH lightness through the curve
    (or a high-contrast shift; `accentDark`: the accent curve), chroma scaled by the light color's lightness, hue kept, then the same
    CSS Color 4 fit as gamut-mapping.json. A written curve and a chroma scale are checked too."""
    calibration = json.loads(CALIBRATION.read_text(encoding="utf-8"))
    lightness = [(k["light"], k["dark"]) for k in calibration["lightnessKnots"]]
    chroma = [(k["lightness"], k["scale"]) for k in calibration["chromaKnots"]]
    accent_lightness = [(k["light"], k["dark"]) for k in calibration["accent"]["lightnessKnots"]]
    accent_chroma = [(k["lightness"], k["scale"]) for k in calibration["accent"]["chromaKnots"]]
    custom = [(0.0, 0.35), (0.5, 0.68), (1.0, 0.9)]
    cases = {
        "dark": (lambda l: piecewise(lightness, l), lambda l: piecewise(chroma, l)),
        "accentDark": (lambda l: piecewise(accent_lightness, l), lambda l: piecewise(accent_chroma, l)),
        "highContrastLight": (lambda l: l - calibration["highContrastLight"]["lightnessShift"],
                              lambda l: calibration["highContrastLight"]["chromaScale"]),
        "highContrastDark": (lambda l: l + calibration["highContrastDark"]["lightnessShift"],
                             lambda l: calibration["highContrastDark"]["chromaScale"]),
        "customCurve": (lambda l: piecewise(custom, l), lambda l: piecewise(chroma, l) * 0.9),
    }
    vectors = []
    rng = random.Random(20261123)
    for rgb in FIXED_RGB[:28] + random_rgb(rng, 20):
        l, c, h = Color("srgb", rgb).convert("oklch").coords(nans=False)
        results = {}
        for name, (move, scale) in cases.items():
            target = [min(max(move(l), 0.0), 1.0), max(c * scale(l), 0.0), h]
            results[name], _ = gamut_map(target, 1.0)
        vectors.append({"srgb": finite(rgb), **results})
    return {
        "generator": dict(GENERATOR, fit=FIT, calibration="Data/tone/calibration.json",
                          customCurve={"curve": [list(p) for p in custom], "chroma": {"scale": 0.9}}),
        "vectors": vectors,
    }


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    write("hsv.json", hsv_vectors())
    write("wcag-contrast.json", wcag_vectors())
    write("oklab.json", oklab_vectors())
    write("gamut-mapping.json", gamut_vectors())
    write("display-p3.json", p3_vectors())
    write("tone.json", tone_vectors())


if __name__ == "__main__":
    main()
