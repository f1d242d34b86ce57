#!/usr/bin/env python3
"""Writes Tests/Fixtures/ReferenceVectors/calendar.json: the iCloud calendar's event text and
background colors (from the article "How I discovered how iOS calendar app chooses colors") for a grid of inputs, from a Python port of the JavaScript.

The port follows the article's rewritten computeTextColor/computeBackgroundColor, and SproutCore's
convertHexToHsv (s = 1 - min/max, v = max/255, hue 0..1) and convertHsvToHex (Math.round(255 * c)),
which the original calls. Python floats are IEEE doubles like JavaScript numbers, and Math.round is
floor(x + 0.5), so thresholds and halfway channels land where they land in the browser.
Standard library only.
"""
from __future__ import annotations

import json
import math
import random
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "Tests" / "Fixtures" / "ReferenceVectors" / "calendar.json"

LIGHT = {"text": "#a8a8a8", "background": "#f8f8f8"}
DARK = {"text": "#000000", "background": "#bababa"}
BACKGROUNDS = {"#a2845e": "#e0d3c1"}


def js_round(x: float) -> int:
    return math.floor(x + 0.5)


def hex_to_hsv(hex_color: str) -> tuple[float, float, float]:
    r, g, b = (int(hex_color[i:i + 2], 16) for i in (1, 3, 5))
    mx, mn = max(r, g, b), min(r, g, b)
    if mx == mn:
        h = 0.0
    elif mx == r:
        h = (g - b) / (mx - mn) / 6
    elif mx == g:
        h = (b - r) / (mx - mn) / 6 + 1 / 3
    else:
        h = (r - g) / (mx - mn) / 6 + 2 / 3
    h = h + 1 if h < 0 else (h - 1 if h > 1 else h)
    s = 0 if mx == 0 else 1 - mn / mx
    return h, s, mx / 255


def hsv_to_hex(h: float, s: float, v: float) -> str:
    r = g = b = 0
    if v > 0:
        i = 0 if h == 1 else math.floor(h * 6)
        f = 0 if h == 1 else h * 6 - i
        p, q, t = v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f))
        r, g, b = (js_round(255 * c) for c in [[v, t, p], [q, v, p], [p, v, t], [p, q, v], [t, p, v], [v, p, q]][i])
    return "#%02x%02x%02x" % (r, g, b)


def is_light(h, s, v): return v > 0.6 and s < 0.1
def is_dark(h, s, v): return v < 0.3
def is_gray(h, s, v): return s < 0.1


def text_color(rgb: str) -> str:
    h, s, v = hex_to_hsv(rgb)
    if is_light(h, s, v):
        return LIGHT["text"]
    if is_dark(h, s, v):
        return DARK["text"]
    rs = 0 if is_gray(h, s, v) else max(s, 0.5)
    return hsv_to_hex(h, rs, max(v - 0.35, 0.3))


def background_color(rgb: str) -> str:
    if rgb in BACKGROUNDS:
        return BACKGROUNDS[rgb]
    h, s, v = hex_to_hsv(rgb)
    if is_light(h, s, v):
        return LIGHT["background"]
    if is_dark(h, s, v):
        return DARK["background"]
    return hsv_to_hex(h, 0 if is_gray(h, s, v) else s, min(v * 1.5, 1))


def inputs() -> list[str]:
    apple = ["#ff2968", "#ff9500", "#ffcc00", "#63da38", "#1badf8", "#cc73e1", "#a2845e", "#a2845f"]
    # Bytes on either side of the thresholds: v 0.3 (76/77), v 0.6 (153/154), s 0.1 (max/min pairs).
    edges = ["#%02x%02x%02x" % c for c in [(76, 76, 76), (77, 77, 77), (153, 153, 153), (154, 154, 154),
                                          (150, 135, 135), (200, 180, 180), (250, 225, 225), (100, 90, 90),
                                          (150, 136, 136), (77, 0, 0), (81, 81, 81), (255, 255, 255), (0, 0, 0)]]
    grid = ["#%02x%02x%02x" % (r, g, b) for r in range(0, 256, 51) for g in range(0, 256, 51) for b in range(0, 256, 51)]
    rng = random.Random(20261121)
    scattered = ["#%02x%02x%02x" % (rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(600)]
    return list(dict.fromkeys(apple + edges + grid + scattered))


def main() -> None:
    cases = [{"input": rgb, "text": text_color(rgb), "background": background_color(rgb)} for rgb in inputs()]
    payload = {"generator": "Scripts/reference-vectors/calendar.py (Python port of the iCloud JavaScript)", "cases": cases}
    OUT.write_text(json.dumps(payload, sort_keys=True, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {OUT}")


if __name__ == "__main__":
    main()
