#!/usr/bin/env python3
"""Writes Tests/Fixtures/ReferenceVectors/css-colors.json: CSS Color 4 text in every form palettec reads,
each parsed by coloraide, and the color palettec must make of it.

The texts: hex (3, 4, 6, 8 digits); every named color and `transparent`, in mixed case; `rgb()` and
`rgba()` with commas (numbers, percentages) and with spaces (numbers, percentages, `none`, `/ alpha`);
`hsl()` and `hsla()` with commas and with spaces, hues bare and in deg, grad, rad and turn; `hwb()`;
`lab()`, `lch()`, `oklab()` and `oklch()` with numbers, CSS's percentages and `none`; `color()` in each
of its nine space names. Values are fixed ones plus seeded `random.Random`, inside palettec's ranges;
every text must parse in coloraide, or the script stops. coloraide parses the text in lowercase: it reads
`color()`'s space names in lowercase only, where CSS (and palettec) read every name and unit in any case.

For each text:
- `css`: the text.
- `space`: the space it is written in (the color module's names, `srgb` for hex, `rgb()` and names);
  `coords`: coloraide's parse in that space's units as palettec reads them (`CSSColorSpace`: hsl's and
  hwb's percentages 0..100, a hue wrapped into [0, 360), `null` for `none`, which converts as 0);
  `alpha`: coloraide's, `none` as 0 (CSS converts a missing alpha as 0).
- `colorSpace`, `components`, `outcome`: the color palettec writes, by token_colors.py's `expected`:
  sRGB and Display P3 kept; any other space to sRGB within half an 8-bit step of it, else Display P3
  within that, else CSS Color 4's gamut mapping into Display P3. `rec2020` there is BT.2020's own
  curve (coloraide's `rec2020-oetf`, see token_colors.py); coloraide parses `color(rec2020 …)` into its
  `rec2020`, whose coordinates are the same numbers.

Named colors: coloraide 8.13.1's table has `mediumpurple` #9370D8 and `palevioletred` #D87093; CSS
Color 4's table (https://www.w3.org/TR/css-color-4/#named-colors) and every browser have #9370DB and
#DB7093. Those two are written from the spec's table below; the other 146 and `transparent` are
coloraide's, and the Swift test checks the names are the same 149.
"""
from __future__ import annotations

import math
import random

from coloraide.css import color_names
from coloraide.everything import ColorAll as Color

from generate import GENERATOR, write
from token_colors import expected

SPEC_NAMED = {"mediumpurple": (147, 112, 219), "palevioletred": (219, 112, 147)}

PERCENT = {"hsl": (1, 2), "hwb": (1, 2)}
HUE = {"hsl": 0, "hwb": 0, "lch": 2, "oklch": 2}
UNITS = [("deg", 1.0), ("grad", 400 / 360), ("rad", math.pi / 180), ("turn", 1 / 360)]
PREDEFINED = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz", "xyz-d50", "xyz-d65"]


def num(x: float, places: int = 4) -> str:
    text = f"{x:.{places}f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def case(rng: random.Random, text: str) -> str:
    return rng.choice([text, text, text.upper(), text.title()])


def vector(css: str, named: tuple | None = None) -> dict:
    color = Color(css.lower())
    space = color.space()
    if space == "srgb" or named:
        coords = [c / 255 for c in named] if named else color[:3]
        space_out, alpha = "srgb", color[3]
    else:
        coords, space_out, alpha = color[:3], space, color[3]
    coords = [None if math.isnan(c) else float(c) for c in coords]
    for index in PERCENT.get(space_out, ()):
        if coords[index] is not None:
            coords[index] *= 100
    if space_out in HUE and coords[HUE[space_out]] is not None:
        coords[HUE[space_out]] %= 360
    alpha = 0.0 if math.isnan(alpha) else float(alpha)
    out = expected(space_out, [0.0 if c is None else c for c in coords], alpha)
    return {
        "css": css, "space": space_out, "coords": coords, "alpha": alpha,
        "colorSpace": out["space"], "components": out["components_out"], "outcome": out["outcome"],
    }


def hexes(rng: random.Random) -> list[str]:
    texts = ["#fff", "#F0F8", "#0a84ff", "#3C3C434A"]
    for digits in (3, 4, 6, 8):
        texts.append("#" + "".join(rng.choice("0123456789abcdefABCDEF") for _ in range(digits)))
    return texts


def rgbs(rng: random.Random) -> list[str]:
    texts = ["rgb(51, 51, 51)", "rgba(51, 51, 51, 0.64)", "RGB(0,128,255)", "rgb(127.5, 0, 0)", "rgba(1, 2, 3)",
             "rgb(1, 2, 3, 50%)", "rgb(10%, 20%, 30%)", "rgba(100%, 50%, 0%, .25)", "rgb(255 128 0)",
             "rgb(20% 51 none / 50%)", "rgb(0 0 0 / none)", "Rgb(1e2 +5 .5/0.5)", "rgb(none none none)"]
    for _ in range(10):
        values = [rng.uniform(0, 255) for _ in range(3)]
        alpha = rng.random()
        kind = rng.randrange(4)
        if kind == 0:
            texts.append(f"rgb({', '.join(str(round(v)) for v in values)})")
        elif kind == 1:
            texts.append(f"rgba({', '.join(num(v / 2.55, 2) + '%' for v in values)}, {num(alpha)})")
        elif kind == 2:
            texts.append(f"rgb({' '.join(num(v, 3) for v in values)} / {num(alpha * 100, 1)}%)")
        else:
            mixed = [num(values[0] / 2.55, 2) + "%", num(values[1], 2), "none"]
            texts.append(f"rgba({' '.join(mixed)} / {num(alpha)})")
    return texts


def angle(rng: random.Random, degrees: float) -> str:
    unit, scale = rng.choice(UNITS + [("", 1.0)])
    return num(degrees * scale, 6) + unit


def hsls(rng: random.Random) -> list[str]:
    texts = ["hsla(255,0%,100%,0.01)", "hsl(120, 100%, 25%)", "HSLA(120DEG, 100%, 25%, 50%)",
             "hsl(0.5turn 50% 50%)", "hsl(200grad 40 60)", "hsl(3.14159rad 80% 30% / 0.3)", "hsl(none 0% 50%)",
             "hsl(-240 100% 50%)", "hsl(480 100% 50% / none)", "hsl(330 100 50)", "hwb(300 0% 0%)",
             "hwb(90deg 10% 20%)", "hwb(none 40% 60%)", "HWB(0.25TURN 60 60 / 25%)"]
    for _ in range(10):
        hue, s, l, alpha = rng.uniform(0, 360), rng.uniform(0, 100), rng.uniform(0, 100), rng.random()
        if rng.random() < 0.5:
            texts.append(f"hsl({angle(rng, hue)}, {num(s)}%, {num(l)}%)")
        else:
            texts.append(f"hsl({angle(rng, hue)} {num(s)} {num(l)}% / {num(alpha)})")
    for _ in range(6):
        hue, w, b = rng.uniform(0, 360), rng.uniform(0, 60), rng.uniform(0, 60)
        texts.append(f"hwb({angle(rng, hue)} {num(w)}% {num(b)} / {num(rng.random() * 100, 2)}%)")
    return texts


def labs(rng: random.Random) -> list[str]:
    texts = ["lab(50% 40% -20%)", "lab(60.1697 93.5397 -60.5002)", "lab(100 0 0)", "lab(none none none)",
             "lch(50% 50% 1rad)", "lch(60.1697 111.402 327.1101 / 0.5)", "LCH(70 45 30deg)", "lch(50 0 none)",
             "oklab(50% 40% -20%)", "oklab(0.7017 0.2747 -0.1693)", "oklab(1 0 0)", "oklab(0.6 none 0.1 / 20%)",
             "oklch(60% 50% 30grad)", "oklch(0.7017 0.3227 328.36)", "OKLCH(62.8% 0.2577 29.23)",
             "oklch(0.9 0.4 150)", "oklch(0.7 0.25 145)", "oklch(0.5 0 none / none)", "lab(90 100 50)"]
    for _ in range(6):
        lightness, a, b = rng.uniform(0, 100), rng.uniform(-120, 120), rng.uniform(-120, 120)
        texts.append(f"lab({num(lightness)} {num(a / 1.25, 3)}% {num(b)})")
        texts.append(f"lch({num(lightness)}% {num(rng.uniform(0, 150))} {angle(rng, rng.uniform(0, 360))})")
        texts.append(f"oklab({num(lightness / 100)} {num(a / 300)} {num(b / 3, 3)}% / {num(rng.random())})")
        texts.append(f"oklch({num(lightness, 2)}% {num(rng.uniform(0, 100), 2)}% {angle(rng, rng.uniform(0, 360))})")
    return texts


def color_functions(rng: random.Random) -> list[str]:
    texts = ["color(display-p3 0.523 0.668 0.904)", "color(display-p3 1 0 0 / 0.5)", "color(srgb 50% 0 none)",
             "COLOR(Display-P3 .25 1.0 0)", "color(rec2020 0.9087 0.2244 0.9797)", "color(rec2020 0 1 0)",
             "color(xyz 0.2 0.3 0.4)", "color(xyz-d65 0.95047 1 1.08883)", "color(xyz-d50 0.5791 0.2831 0.728 / 40%)",
             "color(a98-rgb 0.8591 0 1)", "color(prophoto-rgb 0.7299 0.2766 0.8867)", "color(srgb-linear 1 0 1)"]
    for name in PREDEFINED:
        for _ in range(3):
            values = [rng.random() for _ in range(3)]
            parts = [num(v * 100, 2) + "%" if rng.random() < 0.3 else num(v, 5) for v in values]
            alpha = "" if rng.random() < 0.5 else f" / {num(rng.random())}"
            texts.append(f"color({case(rng, name)} {' '.join(parts)}{alpha})")
    return texts


def named(rng: random.Random) -> list[tuple[str, tuple | None]]:
    names = sorted(color_names.name2val_map)
    return [(case(rng, name), SPEC_NAMED.get(name) or color_names.name2val_map[name][:3]) for name in names]


def css_color_vectors() -> dict:
    rng = random.Random(20261129)
    vectors = [vector(text, rgb) for text, rgb in named(rng)]
    for group in (hexes, rgbs, hsls, labs, color_functions):
        vectors += [vector(text) for text in group(rng)]
    assert len({v["css"] for v in vectors}) == len(vectors)
    return {"generator": GENERATOR, "vectors": vectors}


if __name__ == "__main__":
    write("css-colors.json", css_color_vectors())
