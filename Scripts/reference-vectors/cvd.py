#!/usr/bin/env python3
"""Writes Tests/Fixtures/ReferenceVectors/cvd.json: colors as people with a color-vision deficiency see
them, by Machado, Oliveira and Fernandes (2009) at full severity, from colorspacious.

colorspacious's `sRGB1+CVD` space applies Machado et al.'s published matrices (its
`machado_et_al_2009_matrix`, their Table 1) to linear sRGB. `protanomaly`, `deuteranomaly` and
`tritanomaly` at severity 100 are protanopia, deuteranopia and tritanopia. For each input color (a fixed
list, then seeded random ones) and each deficiency, the vector holds:
- `linear`: colorspacious's simulated linear sRGB (`sRGB1+CVD` → `sRGB1-linear`), unclipped: what
  palettec's `ColorVisionDeficiency.simulatedLinear` must give.
- `matrix`: colorspacious's matrix, which palettec's must equal.

Run with the pinned requirements (requirements.txt); rerunning writes the same bytes.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import colorspacious
from colorspacious import cspace_convert
from colorspacious.cvd import machado_et_al_2009_matrix

OUT = Path(__file__).resolve().parents[2] / "Tests" / "Fixtures" / "ReferenceVectors" / "cvd.json"
DEFICIENCIES = {"protanopia": "protanomaly", "deuteranopia": "deuteranomaly", "tritanopia": "tritanomaly"}
FIXED = ["#000000", "#FFFFFF", "#808080", "#FF0000", "#00FF00", "#0000FF", "#E44001", "#1E8E3E", "#B25000",
         "#D70015", "#0A84FF", "#FFCC00", "#AF52DE"]


def components(hex_color: str) -> list[float]:
    return [round(int(hex_color[i:i + 2], 16) / 255, 10) for i in (1, 3, 5)]


def main() -> None:
    rng = random.Random(49)
    colors = FIXED + ["#%06X" % rng.randrange(0, 1 << 24) for _ in range(40)]
    vectors = []
    for hex_color in colors:
        rgb = components(hex_color)
        simulated = {}
        for name, cvd_type in DEFICIENCIES.items():
            space = {"name": "sRGB1+CVD", "cvd_type": cvd_type, "severity": 100}
            linear = cspace_convert(rgb, space, "sRGB1-linear")
            simulated[name] = [round(float(v), 12) for v in linear]
        vectors.append({"hex": hex_color, "linear": simulated})
    matrices = {
        name: [[float(v) for v in row] for row in machado_et_al_2009_matrix(cvd_type, 100)]
        for name, cvd_type in DEFICIENCIES.items()
    }
    document = {
        "generator": {"library": "colorspacious", "version": colorspacious.__version__},
        "matrices": matrices,
        "vectors": vectors,
    }
    OUT.write_text(json.dumps(document, indent=2, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
