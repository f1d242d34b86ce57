#!/usr/bin/env python3
"""Writes Tests/Fixtures/ReferenceVectors/token-color-spaces.json: colors of the Design Tokens color
module (2025.10) in each of its 14 spaces, as coloraide converts them, for palettec's token import.

For each input (components in the module's own units, `None` for its `none` keyword, which CSS
reads as 0 when converting; an alpha):
- `xyzD65`: coloraide's conversion to xyz-d65, unclipped (for the 12 spaces converted through XYZ).
- `space`, `components`, `outcome`: what palettec writes. srgb and display-p3 are kept as they are;
  every other space goes to srgb when coloraide's srgb coordinates are within half an 8-bit step
  (0.5/255) of 0..1 (then clipped), else to display-p3 when within that of its gamut (clipped), else
  coloraide's
  fit('display-p3', method='minde-chroma', pspace='oklch', jnd=0.02, de_options={'method': 'ok'}),
  CSS Color 4's gamut mapping, as gamut-mapping.json uses it.

Spaces: the module's names map to coloraide's, with one choice: `rec2020` is coloraide's
`rec2020-oetf`, BT.2020's own transfer function, which is what CSS Color 4 of April 2025 (the
version the color module cites) defines; coloraide 8.13.1's `rec2020` already follows the CSS WG's
August 2025 resolution for BT.1886's 2.4 gamma. hsl's saturation and lightness and hwb's whiteness
and blackness are 0..100 in the module and 0..1 in coloraide.
"""
from __future__ import annotations

import math
import random

from coloraide.everything import ColorAll as Color

from generate import FIT, GENERATOR, finite, write

# palettec's CSSColorConversion.tolerance.
EDGE = 0.5 / 255

CORALIDE_NAME = {"rec2020": "rec2020-oetf"}
PERCENT = {"hsl": (1, 2), "hwb": (1, 2)}

FIXED = {
    "srgb": [[1, 0, 1], [0, 0, 0], [0.2, 0.4, 0.6]],
    "display-p3": [[1, 0, 1], [0.5, 0.5, 0.5]],
    "srgb-linear": [[1, 0, 1], [0.5, 0.5, 0.5], [0, 0, 0], [0.2140, 0.0210, 0.0030]],
    "hsl": [[330, 100, 50], [None, 0, 100], [0, 0, 22], [120, 50, 50], [359.9, 100, 50], [210, 30, None]],
    "hwb": [[300, 0, 0], [None, 40, 60], [0, 60, 60], [200, 10, 20]],
    "lab": [[60.1697, 93.5397, -60.5002], [100, 0, 0], [0, 0, 0], [50, None, None], [50, 20, -30], [90, 100, 50]],
    "lch": [[60.1697, 111.4020, 327.1101], [50, 0, None], [70, 45, 30], [50, 150, 140]],
    "oklab": [[0.7017, 0.2747, -0.1693], [1, 0, 0], [0.5, None, 0.1], [0.6, 0.1, -0.1], [0.9, -0.3, 0.2]],
    "oklch": [[0.7017, 0.3227, 328.36], [0.5, 0, None], [0.7, 0.15, 30], [0.8, 0.4, 150], [0.62, 0.25, 29]],
    "a98-rgb": [[0.8591, 0, 1], [0.5, 0.5, 0.5], [0, 1, 0], [0.3, 0.6, 0.2]],
    "prophoto-rgb": [[0.7299, 0.2766, 0.8867], [0.5, 0.5, 0.5], [0, 1, 0], [0.01, 0.02, 0.03]],
    "rec2020": [[0.9087, 0.2244, 0.9797], [0.5, 0.5, 0.5], [1, 0, 1], [0.01, 0.5, 0.3]],
    "xyz-d65": [[0.5929, 0.2848, 0.9699], [0.95047, 1, 1.08883], [0.2, 0.3, 0.4]],
    "xyz-d50": [[0.5791, 0.2831, 0.728], [0.9642, 1, 0.8251], [0.2, 0.3, 0.4]],
}

# The ranges random inputs are drawn from, in the module's units.
RANDOM_RANGES = {
    "hsl": [(0, 360), (0, 100), (0, 100)], "hwb": [(0, 360), (0, 50), (0, 50)],
    "lab": [(0, 100), (-120, 120), (-120, 120)], "lch": [(0, 100), (0, 150), (0, 360)],
    "oklab": [(0, 1), (-0.4, 0.4), (-0.4, 0.4)], "oklch": [(0, 1), (0, 0.4), (0, 360)],
}


def coloraide_coords(space: str, components: list) -> list[float]:
    coords = [float("nan") if c is None else float(c) for c in components]
    for index in PERCENT.get(space, ()):
        coords[index] /= 100
    return coords


def in_range(rgb: list[float]) -> bool:
    return all(-EDGE <= c <= 1 + EDGE for c in rgb)


def clipped(rgb: list[float]) -> list[float]:
    return finite([min(max(c, 0.0), 1.0) for c in rgb])


def expected(space: str, components: list, alpha: float) -> dict:
    color = Color(CORALIDE_NAME.get(space, space), coloraide_coords(space, components), alpha)
    entry = {"colorSpace": space, "components": components, "alpha": alpha}
    if space in ("srgb", "display-p3"):
        entry.update(space=space, components_out=finite([float(c) for c in components]), outcome="kept")
        return entry
    entry["xyzD65"] = finite(color.convert("xyz-d65")[:3])
    srgb = color.convert("srgb")[:3]
    if space in ("hsl", "hwb") or in_range(srgb):
        entry.update(space="srgb", components_out=clipped(srgb), outcome="convertedToSRGB")
        return entry
    p3 = color.convert("display-p3")[:3]
    if in_range(p3):
        entry.update(space="display-p3", components_out=clipped(p3), outcome="convertedToDisplayP3")
        return entry
    fitted = color.convert("oklch").fit("display-p3", **FIT).convert("display-p3")[:3]
    entry.update(space="display-p3", components_out=clipped(fitted), outcome="mappedIntoDisplayP3")
    return entry


def token_color_vectors() -> dict:
    rng = random.Random(20251028)
    vectors = []
    for space, inputs in FIXED.items():
        for components in inputs:
            vectors.append(expected(space, components, 1.0))
        ranges = RANDOM_RANGES.get(space, [(0, 1)] * 3)
        for _ in range(8):
            components = [round(rng.uniform(low, high), 6) for low, high in ranges]
            vectors.append(expected(space, components, round(rng.choice([1.0, rng.random()]), 4)))
    for vector in vectors:
        assert all(c is None or math.isfinite(c) for c in vector["components"])
    return {"generator": GENERATOR, "vectors": vectors}


if __name__ == "__main__":
    write("token-color-spaces.json", token_color_vectors())
