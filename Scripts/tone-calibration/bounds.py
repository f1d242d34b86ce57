#!/usr/bin/env python3
"""Lower bounds on how close any `derive: tone` default can come to the designers' darks.

The issue's target is a median ΔE_OK of 0.03 on each calibration system. These bounds hold for every
rule of the issue's form, not just the fitted one, and need no fitting:

  * same light, different darks: a rule sees only the light color, so pairs that share a light color
    get one answer. Darks that all lie within 0.03 of one point are pairwise within 0.06, so the
    largest such clique in each group bounds how many pairs of the group any rule can satisfy.
  * hue kept: the rule keeps the light color's OKLCH hue and scales its chroma, so its dark lies on
    the half-plane of that hue (on the gray axis for a gray light color). A pair's distance to that
    half-plane bounds its error from below; the median of those bounds bounds the median error.
  * one monotone lightness curve: ΔE_OK ≥ |f(L_light) − L_dark|. For each direction, a dynamic
    program over the pairs sorted by L_light finds the most pairs any monotone f brings within 0.03
    (on a grid of 0.0005 in f, counting hits within 0.03 + 0.00025, so each count bounds every curve). Constant curves belong to both directions.

A system reaching under half its pairs in a direction cannot have a median ≤ 0.03 with any curve of
that direction, even fitted on itself alone; if that holds in one direction for one system and in the
other for another, no single default meets the target on both.

Usage: python Scripts/tone-calibration/bounds.py [--write]   (--write: Data/tone/bounds.json)
"""
from __future__ import annotations

import argparse
import itertools
import json
import math
from collections import defaultdict

import numpy as np

from calibrate import CALIBRATION_SYSTEMS, DATA, HOLDOUT, Pair, load, r6

TARGET = 0.03
GRID = np.linspace(0.0, 1.0, 2001)
# A curve value within TARGET of a dark has a grid level within half a step of it: counting hits within
# TARGET + half a step makes every count an upper bound for curves with any values, not only grid ones.
SLACK = (GRID[1] - GRID[0]) / 2


def same_light_bound(pairs: list[Pair]) -> int:
    """The most pairs any function of the light color can bring within TARGET (an upper bound)."""
    groups: dict[str, list[np.ndarray]] = defaultdict(list)
    for p in pairs:
        groups[p.light.upper()].append(p.dark_lab)
    reachable = 0
    for darks in groups.values():
        best = 1
        for size in range(len(darks), 1, -1):
            if any(all(np.linalg.norm(a - b) <= 2 * TARGET for a, b in itertools.combinations(subset, 2))
                   for subset in itertools.combinations(darks, size)):
                best = size
                break
        reachable += best
    return reachable


def hue_kept_floor(p: Pair) -> float:
    """The distance from the designer's dark to the nearest OKLab color with the light color's hue."""
    l_d, a_d, b_d = p.dark_lab
    chroma_d = math.hypot(a_d, b_d)
    if p.c < 1e-4:
        return chroma_d  # a gray light color scales to a gray dark one
    turn = math.atan2(b_d, a_d) - math.radians(p.h)
    along = chroma_d * math.cos(turn)
    return abs(chroma_d * math.sin(turn)) if along >= 0 else chroma_d


def monotone_reach(pairs: list[Pair], sign: int) -> int:
    """The most pairs with |f(L_light) − L_dark| ≤ TARGET for a monotone f (sign −1 falling, +1 rising)."""
    by_light: dict[float, list[float]] = defaultdict(list)
    for p in pairs:
        by_light[round(p.l, 9)].append(float(p.dark_lab[0]))
    best = np.zeros(len(GRID))  # best[k]: most pairs so far with f at the last light equal to GRID[k]
    for light in sorted(by_light):
        hits = np.zeros(len(GRID))
        for dark in by_light[light]:
            hits += np.abs(GRID - dark) <= TARGET + SLACK
        # f at this light may be any level reachable from the previous one in the curve's direction.
        carried = np.maximum.accumulate(best[::-1])[::-1] if sign < 0 else np.maximum.accumulate(best)
        best = carried + hits
    return int(best.max())


def system_row(name: str, pairs: list[Pair]) -> dict:
    n = len(pairs)
    floors = [hue_kept_floor(p) for p in pairs]
    falling, rising = monotone_reach(pairs, -1), monotone_reach(pairs, +1)
    return dict(
        system=name, pairs=n,
        anyRuleWithinTarget=same_light_bound(pairs),
        hueKeptFloor=dict(median=r6(float(np.median(floors))), p90=r6(float(np.percentile(floors, 90)))),
        fallingCurveWithinTarget=falling, risingCurveWithinTarget=rising,
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--write', action='store_true', help='write Data/tone/bounds.json')
    args = ap.parse_args()
    rows = [system_row(s, load(s)) for s in CALIBRATION_SYSTEMS]
    rows.append(system_row('radix (hold-out)', load('radix', HOLDOUT)))

    print(f'Pairs any rule can bring within ΔE_OK {TARGET} (a median ≤ {TARGET} needs more than half):')
    print(f'{"system":<18}{"pairs":>6}{"any rule":>10}{"falling f":>11}{"rising f":>10}{"hue-kept floor (median, p90)":>32}')
    for r in rows:
        floor = r['hueKeptFloor']
        print(f'{r["system"]:<18}{r["pairs"]:>6}{r["anyRuleWithinTarget"]:>10}{r["fallingCurveWithinTarget"]:>11}'
              f'{r["risingCurveWithinTarget"]:>10}{floor["median"]:>18.3f}, {floor["p90"]:.3f}')
    if args.write:
        out = dict(generator='Scripts/tone-calibration/bounds.py', target=TARGET, fGrid=float(GRID[1] - GRID[0]),
                   systems=rows)
        (DATA / 'bounds.json').write_text(json.dumps(out, indent=2, sort_keys=True) + '\n')


if __name__ == '__main__':
    main()
