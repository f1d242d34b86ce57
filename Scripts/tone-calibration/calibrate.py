#!/usr/bin/env python3
"""Calibrate `derive: tone` on the designers' light/dark pairs in Data/tone/*.csv.

Model (OKLCH of the light color; hue kept):
    L_dark = f(L_light)            f monotone piecewise-linear on KNOTS
    C_dark = s(L_light) * C_light  s piecewise-linear on KNOTS, each knot in [S_MIN, S_MAX]
then the CSS Color 4 gamut fit into sRGB (coloraide 'minde-chroma', pspace oklch, jnd 0.02, ΔE_OK).

Fit: before the gamut fit, ΔE_OK² between (f, s·C, h_light) and the designer's dark is
(L' − L_d)² + (a' − a_d)² + (b' − b_d)², which is linear in the knot values of f and s, so the fit
is a bounded linear least-squares problem (scipy lsq_linear), solved exactly and deterministically:
  * f is parameterised as f(k0) and non-negative steps (decreasing: f(k_{i+1}) = f(k_i) − δ_i), so
    monotonicity is a bound; both directions are fitted and the one with the smaller loss is kept;
  * every calibration system weighs the same in total (each pair weighs 1 / pairs in its system);
  * a small second-difference penalty (LAMBDA) keeps knots without data (L < 0.15) determined.
No refinement after the gamut fit: with the fitted curve the gamut fit moves 110 of the 341
calibration predictions, but each system's median ΔE_OK changes by at most 0.004 between before
and after the fit, far below the model's own error. Robust reweighting (IRLS with soft-L1 weights)
was tried and moved the cross-validated medians by under 0.02, mostly for the worse; not kept.
The reported ΔE_OK is always measured after the gamut fit, on the sRGB color the derivation emits.

High contrast (Apple's increased-contrast system colors, the only source with all four values):
    highContrastLight: L = L_light − shiftLight, C = chromaLight · C_light, hue kept, gamut fit
    highContrastDark:  L = L_dark + shiftDark,   C = chromaDark · C_dark,   hue kept, gamut fit
fitted the same way (linear least squares in OKLab before the gamut fit), in sample, with a
leave-one-hue-out figure beside it.

Hold-out (Data/tone/holdout/*.csv, one system per file, Radix Colors): never fitted on, not even for the
direction; evaluated with the committed curve (fitted on all calibration systems) exactly like the
reference systems — tone (all), invert, oklch — on all pairs and on accent-step subsets
(HOLDOUT_SUBSETS), and written to calibration.json under `holdout`.

Usage:
    python Scripts/tone-calibration/calibrate.py            # print the tables
    python Scripts/tone-calibration/calibrate.py --write    # also write the Swift and JSON outputs
"""
from __future__ import annotations

import argparse
import csv
import json
import math
from pathlib import Path

import coloraide
import numpy as np
from coloraide import Color
from scipy.optimize import lsq_linear

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / 'Data' / 'tone'
SWIFT_OUT = ROOT / 'Sources' / 'PaletteCore' / 'Rules' / 'Tone' / 'ToneCalibration.swift'
JSON_OUT = DATA / 'calibration.json'
HOLDOUT = DATA / 'holdout'

# Systems the default curve is calibrated on (one CSV each). primer-scale.csv is evaluated and
# reported, never fitted: Primer's "same base step" is not "same role" (see Data/tone/README.md).
CALIBRATION_SYSTEMS = ['apple', 'carbon', 'primer', 'spectrum']
REFERENCE_SYSTEMS = ['primer-scale']
# Hold-out systems (Data/tone/holdout/<system>.csv): evaluated only. Subsets by the `step` column.
HOLDOUT_SUBSETS = {'radix': [('steps 9-11', {'9', '10', '11'})]}
# `role: accent`: a second curve, for fills and tints that keep their lightness in dark, fitted on the
# systems whose pairs are such accents only; checked leaving each hue out, and on the hold-out's
# accent steps (Radix 9, solid fills; 10, their hover; 11, text on the step-2 background).
ACCENT_SYSTEMS = ['apple']
ACCENT_HOLDOUT_STEPS = {'radix': ['9', '10', '11']}

KNOTS = [i / 10 for i in range(11)]
S_MIN, S_MAX = 0.25, 6.0
LAMBDA = 1e-3
FIT = dict(method='minde-chroma', pspace='oklch', jnd=0.02, de_options={'method': 'ok'})


# ---------------------------------------------------------------------------------------------
# Colors
# ---------------------------------------------------------------------------------------------

def oklch(hex_: str) -> tuple[float, float, float]:
    l, c, h = Color(hex_).convert('oklch').coords()
    return float(l), float(c), (0.0 if math.isnan(h) else float(h))


def oklab_of_hex(hex_: str) -> np.ndarray:
    return np.array(Color(hex_).convert('oklab').coords(), dtype=float)


def fitted_oklab(l: float, c: float, h: float) -> np.ndarray:
    """OKLCH → CSS Color 4 gamut fit into sRGB → OKLab (what the derivation emits, unrounded)."""
    col = Color('oklch', [l, max(c, 0.0), h]).fit('srgb', **FIT)
    return np.array(col.convert('oklab').coords(), dtype=float)


def delta_e(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.linalg.norm(a - b))


def invert_oklab(hex_: str) -> np.ndarray:
    r, g, b = Color(hex_).convert('srgb').coords()
    return np.array(Color('srgb', [1 - r, 1 - g, 1 - b]).convert('oklab').coords(), dtype=float)


def oklch_invert_oklab(hex_: str) -> np.ndarray:
    l, c, h = oklch(hex_)
    return fitted_oklab(1 - l, c, h)


# ---------------------------------------------------------------------------------------------
# Data
# ---------------------------------------------------------------------------------------------

class Pair:
    def __init__(self, row: dict[str, str]):
        self.system = row['system']
        self.hue = row['hue']
        self.step = row['step']
        self.light = row['light']
        self.dark = row['dark']
        self.hc_light = row.get('hc_light') or None
        self.hc_dark = row.get('hc_dark') or None
        self.l, self.c, self.h = oklch(self.light)
        self.dark_lab = oklab_of_hex(self.dark)


def load(system: str, folder: Path = DATA) -> list[Pair]:
    with open(folder / f'{system}.csv', newline='') as f:
        return [Pair(r) for r in csv.DictReader(f)]


def spearman(pairs: list[Pair]) -> float:
    ll = np.array([p.l for p in pairs]); ld = np.array([p.dark_lab[0] for p in pairs])
    rl = np.argsort(np.argsort(ll)); rd = np.argsort(np.argsort(ld))
    return float(np.corrcoef(rl, rd)[0, 1]) if ll.std() > 0 and ld.std() > 0 else float('nan')


# ---------------------------------------------------------------------------------------------
# Piecewise-linear basis
# ---------------------------------------------------------------------------------------------

def hat(x: float) -> np.ndarray:
    """Weights of the knot values in the piecewise-linear interpolant at x (clamped to [0, 1])."""
    x = min(max(x, KNOTS[0]), KNOTS[-1])
    w = np.zeros(len(KNOTS))
    for i in range(len(KNOTS) - 1):
        k0, k1 = KNOTS[i], KNOTS[i + 1]
        if x <= k1 or i == len(KNOTS) - 2:
            t = (x - k0) / (k1 - k0)
            w[i], w[i + 1] = 1 - t, t
            return w
    raise AssertionError


def interp(values, x: float) -> float:
    return float(hat(x) @ np.asarray(values, dtype=float))


# f knot values = T @ p_f, with p_f = [f(k0), δ_1 … δ_10], δ ≥ 0; sign −1 decreasing, +1 increasing.
def monotone_matrix(sign: int) -> np.ndarray:
    n = len(KNOTS)
    t = np.zeros((n, n))
    t[:, 0] = 1
    for i in range(1, n):
        t[i, 1:i + 1] = sign
    return t


def second_diff(n: int) -> np.ndarray:
    d = np.zeros((n - 2, n))
    for i in range(n - 2):
        d[i, i:i + 3] = [1, -2, 1]
    return d


class Curve:
    def __init__(self, lightness: list[float], scale: list[float], direction: str):
        self.lightness = lightness
        self.scale = scale
        self.direction = direction

    def predict_lch(self, p: Pair) -> tuple[float, float, float]:
        # Clamped to 0…1 as the Swift does (PaletteCore's perceptuallyMapped).
        return min(max(interp(self.lightness, p.l), 0.0), 1.0), interp(self.scale, p.l) * p.c, p.h

    def predict_lab(self, p: Pair) -> np.ndarray:
        return fitted_oklab(*self.predict_lch(p))


def fit_curve(pairs: list[Pair], sign: int) -> tuple[Curve, float]:
    n = len(KNOTS)
    counts: dict[str, int] = {}
    for p in pairs:
        counts[p.system] = counts.get(p.system, 0) + 1
    base_w = np.array([1.0 / counts[p.system] for p in pairs])
    base_w /= base_w.sum()

    t = monotone_matrix(sign)
    # Unknowns x = [p_f (n), s (n)].
    rows_l = np.zeros((len(pairs), 2 * n)); tgt_l = np.zeros(len(pairs))
    rows_a = np.zeros((len(pairs), 2 * n)); tgt_a = np.zeros(len(pairs))
    rows_b = np.zeros((len(pairs), 2 * n)); tgt_b = np.zeros(len(pairs))
    for i, p in enumerate(pairs):
        hw = hat(p.l)
        rows_l[i, :n] = hw @ t
        hr = math.radians(p.h)
        rows_a[i, n:] = hw * p.c * math.cos(hr)
        rows_b[i, n:] = hw * p.c * math.sin(hr)
        tgt_l[i], tgt_a[i], tgt_b[i] = p.dark_lab
    d2 = second_diff(n)
    reg = np.zeros((2 * (n - 2), 2 * n))
    reg[:n - 2, :n] = d2 @ t
    reg[n - 2:, n:] = d2
    lo = np.r_[0.0, np.zeros(n - 1), np.full(n, S_MIN)]
    hi = np.r_[1.0, np.full(n - 1, np.inf), np.full(n, S_MAX)]

    sw = np.sqrt(base_w)[:, None]
    a = np.vstack([rows_l * sw, rows_a * sw, rows_b * sw, math.sqrt(LAMBDA) * reg])
    b = np.r_[tgt_l * sw[:, 0], tgt_a * sw[:, 0], tgt_b * sw[:, 0], np.zeros(reg.shape[0])]
    x = lsq_linear(a, b, bounds=(lo, hi), method='bvls', tol=1e-12, max_iter=10_000).x
    r2 = (rows_l @ x - tgt_l) ** 2 + (rows_a @ x - tgt_a) ** 2 + (rows_b @ x - tgt_b) ** 2
    loss = float(np.sum(base_w * r2))
    # Rounded as written to ToneCalibration.swift, so every figure printed is that of the committed constants.
    lightness = [r10(float(v)) for v in t @ x[:n]]
    scale = [r10(float(v)) for v in x[n:]]
    return Curve(lightness, scale, 'decreasing' if sign < 0 else 'increasing'), loss


def fit_best(pairs: list[Pair]) -> Curve:
    dec, loss_dec = fit_curve(pairs, -1)
    inc, loss_inc = fit_curve(pairs, +1)
    return dec if loss_dec <= loss_inc else inc


# ---------------------------------------------------------------------------------------------
# High contrast
# ---------------------------------------------------------------------------------------------

def fit_shift(sources: list[str], targets: list[str], sign: int) -> tuple[float, float]:
    """L = L_src + sign·shift, C = k·C_src, hue kept: least squares in OKLab (shift ≥ 0, k ∈ [0.25, 2])."""
    rows, tgt = [], []
    for s_hex, t_hex in zip(sources, targets):
        l, c, h = oklch(s_hex)
        lab = oklab_of_hex(t_hex)
        hr = math.radians(h)
        rows.append([sign, 0.0]); tgt.append(lab[0] - l)
        rows.append([0.0, c * math.cos(hr)]); tgt.append(lab[1])
        rows.append([0.0, c * math.sin(hr)]); tgt.append(lab[2])
    x = lsq_linear(np.array(rows), np.array(tgt), bounds=([0.0, 0.25], [1.0, 2.0]), method='bvls', tol=1e-12).x
    return r10(float(x[0])), r10(float(x[1]))


def apply_shift(hex_: str, shift: float, chroma: float, sign: int) -> np.ndarray:
    l, c, h = oklch(hex_)
    return fitted_oklab(min(max(l + sign * shift, 0.0), 1.0), chroma * c, h)


# ---------------------------------------------------------------------------------------------
# Reporting
# ---------------------------------------------------------------------------------------------

def stats(values: list[float]) -> tuple[float, float]:
    if not values:
        return float('nan'), float('nan')
    a = np.asarray(values, dtype=float)
    return float(np.median(a)), float(np.percentile(a, 90))


def r6(x: float) -> float:
    return float(f'{x:.6f}')


def r10(x: float) -> float:
    return float(f'{x:.10f}')


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--write', action='store_true', help='write ToneCalibration.swift and Data/tone/calibration.json')
    args = ap.parse_args()

    systems = {s: load(s) for s in CALIBRATION_SYSTEMS + REFERENCE_SYSTEMS}
    all_pairs = [p for s in CALIBRATION_SYSTEMS for p in systems[s]]

    # Direction of the designers' lightness mapping, per system (Spearman's rank correlation).
    directions = {}
    for s, pairs in systems.items():
        ll = np.array([p.l for p in pairs]); ld = np.array([p.dark_lab[0] for p in pairs])
        rl = np.argsort(np.argsort(ll)); rd = np.argsort(np.argsort(ld))
        rho = float(np.corrcoef(rl, rd)[0, 1]) if ll.std() > 0 and ld.std() > 0 else float('nan')
        directions[s] = dict(spearman=r6(rho) if not math.isnan(rho) else None,
                             lightRange=[r6(ll.min()), r6(ll.max())], darkRange=[r6(ld.min()), r6(ld.max())])

    final = fit_best(all_pairs)
    table = []
    cv_curves = {}
    for s in CALIBRATION_SYSTEMS + REFERENCE_SYSTEMS:
        pairs = systems[s]
        if s in CALIBRATION_SYSTEMS:
            cv = fit_best([p for t in CALIBRATION_SYSTEMS if t != s for p in systems[t]])
            cv_curves[s] = cv.direction
            cv_e = [delta_e(cv.predict_lab(p), p.dark_lab) for p in pairs]
        else:
            cv_e = []
        all_e = [delta_e(final.predict_lab(p), p.dark_lab) for p in pairs]
        own = fit_best(pairs)  # diagnostic: the best this model does when fitted on this system alone
        own_e = [delta_e(own.predict_lab(p), p.dark_lab) for p in pairs]
        inv_e = [delta_e(invert_oklab(p.light), p.dark_lab) for p in pairs]
        okl_e = [delta_e(oklch_invert_oklab(p.light), p.dark_lab) for p in pairs]
        row = dict(system=s, pairs=len(pairs), calibrated=s in CALIBRATION_SYSTEMS, ownDirection=own.direction)
        for name, e in (('toneCV', cv_e), ('toneAll', all_e), ('toneOwn', own_e), ('invert', inv_e), ('oklch', okl_e)):
            med, p90 = stats(e)
            row[name] = dict(median=r6(med), p90=r6(p90))
        if s not in CALIBRATION_SYSTEMS:
            row['toneCV'] = None  # never fitted on, so there is no held-out figure
        if s in CALIBRATION_SYSTEMS:
            row['cvDirection'] = cv_curves[s]
        table.append(row)

    # High contrast, Apple only.
    apple = [p for p in systems['apple'] if p.hc_light and p.hc_dark]
    shift_l, chroma_l = fit_shift([p.light for p in apple], [p.hc_light for p in apple], -1)
    shift_d, chroma_d = fit_shift([p.dark for p in apple], [p.hc_dark for p in apple], +1)
    hc = {}
    for name, src, tgt, sign, (sh, ch) in (
        ('highContrastLight', 'light', 'hc_light', -1, (shift_l, chroma_l)),
        ('highContrastDark', 'dark', 'hc_dark', +1, (shift_d, chroma_d)),
    ):
        ins = [delta_e(apply_shift(getattr(p, src), sh, ch, sign), oklab_of_hex(getattr(p, tgt))) for p in apple]
        loo = []
        for i, p in enumerate(apple):
            rest = apple[:i] + apple[i + 1:]
            sh_i, ch_i = fit_shift([getattr(q, src) for q in rest], [getattr(q, tgt) for q in rest], sign)
            loo.append(delta_e(apply_shift(getattr(p, src), sh_i, ch_i, sign), oklab_of_hex(getattr(p, tgt))))
        med, p90 = stats(ins); lmed, lp90 = stats(loo)
        hc[name] = dict(lightnessShift=r10(sh), chromaScale=r10(ch),
                        inSample=dict(median=r6(med), p90=r6(p90)), leaveOneHueOut=dict(median=r6(lmed), p90=r6(lp90)),
                        pairs=len(apple))

    # ---- print ----
    print(f'coloraide {coloraide.__version__}; knots {KNOTS}; chroma scale in [{S_MIN}, {S_MAX}]')
    print()
    print('Direction of the designers\' lightness mapping (Spearman rank correlation of L_light vs L_dark):')
    print()
    print('| system | pairs | Spearman ρ | L light range | L dark range |')
    print('| --- | ---: | ---: | --- | --- |')
    for s, d in directions.items():
        rho = 'n/a (one light L)' if d['spearman'] is None else f"{d['spearman']:+.2f}"
        print(f"| {s} | {len(systems[s])} | {rho} | {d['lightRange'][0]:.3f}–{d['lightRange'][1]:.3f} "
              f"| {d['darkRange'][0]:.3f}–{d['darkRange'][1]:.3f} |")
    print()
    print(f'Fitted curve (all calibration systems): {final.direction}')
    print('| L light | L dark | chroma scale |')
    print('| ---: | ---: | ---: |')
    for k, l, s in zip(KNOTS, final.lightness, final.scale):
        print(f'| {k:.1f} | {l:.4f} | {s:.4f} |')
    print()
    print('ΔE_OK after the gamut fit (median / p90). tone (CV): fitted on the other calibration systems;')
    print('tone (all): fitted on all calibration systems. primer-scale is never fitted on (reference only).')
    print('tone (own): diagnostic, the same model fitted on that system alone (in sample), with its direction.')
    print()
    print('| system | pairs | tone (CV) | tone (all) | invert | oklch | CV curve direction | tone (own) |')
    print('| --- | ---: | --- | --- | --- | --- | --- | --- |')
    for row in table:
        cells = ['— (not fitted)' if row[k] is None else f"{row[k]['median']:.3f} / {row[k]['p90']:.3f}"
                 for k in ('toneCV', 'toneAll', 'invert', 'oklch')]
        name = row['system'] + ('' if row['calibrated'] else ' (reference)')
        own = f"{row['toneOwn']['median']:.3f} / {row['toneOwn']['p90']:.3f} ({row['ownDirection']})"
        print(f"| {name} | {row['pairs']} | " + ' | '.join(cells) + f" | {row.get('cvDirection', '—')} | {own} |")
    print()
    print('High contrast (Apple increased-contrast system colors; in sample, and leave one hue out):')
    print()
    print('| curve | pairs | lightness shift | chroma scale | in sample median / p90 | leave-one-hue-out median / p90 |')
    print('| --- | ---: | ---: | ---: | --- | --- |')
    for name, v in hc.items():
        print(f"| {name} | {v['pairs']} | {v['lightnessShift']:.4f} | {v['chromaScale']:.4f} | "
              f"{v['inSample']['median']:.3f} / {v['inSample']['p90']:.3f} | "
              f"{v['leaveOneHueOut']['median']:.3f} / {v['leaveOneHueOut']['p90']:.3f} |")

    # ---- hold-out: never fitted on; the committed curve (all calibration systems) ----
    holdout = {}
    for path in sorted(HOLDOUT.glob('*.csv')):
        s = path.stem
        pairs = load(s, HOLDOUT)
        subsets = [('all', pairs)] + [(name, [p for p in pairs if p.step in steps])
                                      for name, steps in HOLDOUT_SUBSETS.get(s, [])]
        rows = []
        for name, sub in subsets:
            row = dict(subset=name, pairs=len(sub))
            rho = spearman(sub)
            row['spearman'] = None if math.isnan(rho) else r6(rho)
            for key, e in (
                ('toneAll', [delta_e(final.predict_lab(p), p.dark_lab) for p in sub]),
                ('invert', [delta_e(invert_oklab(p.light), p.dark_lab) for p in sub]),
                ('oklch', [delta_e(oklch_invert_oklab(p.light), p.dark_lab) for p in sub]),
            ):
                med, p90 = stats(e)
                row[key] = dict(median=r6(med), p90=r6(p90))
            rows.append(row)
        holdout[s] = dict(source=str(path.relative_to(ROOT)), fitted=False, subsets=rows)
    if holdout:
        print()
        print('Hold-out (Data/tone/holdout, never fitted on): ΔE_OK after the gamut fit, median / p90, of the')
        print('committed curve (tone (all)), invert and oklch; Spearman ρ of L_light vs L_dark.')
        print()
        print('| system | subset | pairs | Spearman ρ | tone (all) | invert | oklch |')
        print('| --- | --- | ---: | ---: | --- | --- | --- |')
        for s, h in holdout.items():
            for row in h['subsets']:
                rho = 'n/a' if row['spearman'] is None else f"{row['spearman']:+.2f}"
                cells = [f"{row[k]['median']:.3f} / {row[k]['p90']:.3f}" for k in ('toneAll', 'invert', 'oklch')]
                print(f"| {s} | {row['subset']} | {row['pairs']} | {rho} | " + ' | '.join(cells) + ' |')

    accent = fit_accent()
    print()
    print(f"Accent curve (`role: accent`), fitted on {', '.join(ACCENT_SYSTEMS)}: {accent['curve'].direction}")
    print('| L light | L dark | chroma scale |')
    print('| ---: | ---: | ---: |')
    for k, l, sc in zip(KNOTS, accent['curve'].lightness, accent['curve'].scale):
        print(f'| {k:.1f} | {l:.4f} | {sc:.4f} |')
    print()
    print('| pairs | subset | accent curve | default curve |')
    print('| --- | ---: | --- | --- |')
    for row in accent['rows']:
        cells = [f"{row[k]['median']:.3f} / {row[k]['p90']:.3f}" for k in ('accent', 'default')]
        print(f"| {row['subset']} | {row['pairs']} | " + ' | '.join(cells) + ' |')

    if args.write:
        write_outputs(final, hc, table, directions, holdout, accent)


def fit_accent() -> dict:
    """The accent curve, with its figures: in sample, leaving each hue out, and on the hold-out steps.
    `default` beside each is the committed default curve on the same pairs."""
    pairs = [p for s in ACCENT_SYSTEMS for p in load(s)]
    curve = fit_best(pairs)
    default = fit_best([p for s in CALIBRATION_SYSTEMS for p in load(s)])
    rows = []

    def row(subset: str, sub: list[Pair], errors: list[float]) -> None:
        med, p90 = stats(errors)
        dmed, dp90 = stats([delta_e(default.predict_lab(p), p.dark_lab) for p in sub])
        rows.append(dict(subset=subset, pairs=len(sub), accent=dict(median=r6(med), p90=r6(p90)),
                         default=dict(median=r6(dmed), p90=r6(dp90))))

    for s in ACCENT_SYSTEMS:
        own = [p for p in pairs if p.system == s]
        row(f'{s}, in sample', own, [delta_e(curve.predict_lab(p), p.dark_lab) for p in own])
        loo = []
        for p in own:
            rest = [q for q in pairs if q is not p]
            loo.append(delta_e(fit_best(rest).predict_lab(p), p.dark_lab))
        row(f'{s}, leave one hue out', own, loo)
    for s, steps in ACCENT_HOLDOUT_STEPS.items():
        held = load(s, HOLDOUT)
        for step in steps:
            sub = [p for p in held if p.step == step]
            row(f'{s} step {step} (hold-out)', sub, [delta_e(curve.predict_lab(p), p.dark_lab) for p in sub])
    return dict(curve=curve, systems=ACCENT_SYSTEMS, rows=rows)


def knots(curve: Curve) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """The lightness and chroma-scale knots as written to the Swift and the JSON (10 decimals)."""
    return ([(r10(k), r10(v)) for k, v in zip(KNOTS, curve.lightness)],
            [(r10(k), r10(v)) for k, v in zip(KNOTS, curve.scale)])


def swift_knots(name: str, prefix: str, direction: str, lightness: list, scale: list) -> list[str]:
    """Two Swift constants, `<name>LightnessKnots` and `<name>ChromaKnots` (`lightnessKnots` and
    `chromaKnots` for no name), each after its doc comment."""
    d = lambda x: f'{x:.10f}'
    ident = lambda base: name + base if name else base[0].lower() + base[1:]
    return ([f'    /// {prefix}`L_dark = f(L_light)`, {direction} in `L_light`.',
             f'    static let {ident("LightnessKnots")}: [(light: Double, dark: Double)] = [']
            + [f'        (light: {d(k)}, dark: {d(v)}),' for k, v in lightness]
            + ['    ]', '', f'    /// {prefix}`C_dark = scale(L_light) · C_light`.',
               f'    static let {ident("ChromaKnots")}: [(lightness: Double, scale: Double)] = [']
            + [f'        (lightness: {d(k)}, scale: {d(v)}),' for k, v in scale]
            + ['    ]', ''])


def write_outputs(curve: Curve, hc: dict, table: list, directions: dict, holdout: dict, accent: dict) -> None:
    lk, ck = knots(curve)
    ac = accent['curve']
    alk, ack = knots(ac)
    d = lambda x: f'{x:.10f}'
    lines = [
        '// Generated by Scripts/tone-calibration/calibrate.py from Data/tone/*.csv. Do not edit.',
        '',
        '/// Constants of `derive: tone`, fitted on design systems\' own light/dark pairs (Data/tone/README.md).',
        '/// Lightness and chroma scale are piecewise-linear in the light color\'s OKLCH lightness, clamped to',
        '/// the first and last knot; hue is kept; the result is gamut-mapped with the CSS Color 4 fit.',
        'enum ToneCalibration {',
    ]
    lines += swift_knots('', '', curve.direction, lk, ck)
    systems = ', '.join(f'Data/tone/{s}.csv' for s in accent['systems'])
    lines += swift_knots('accent', f'`role: accent`, fitted on {systems} alone: ', ac.direction, alk, ack)
    hl, hd = hc['highContrastLight'], hc['highContrastDark']
    lines += [
        '    /// `highContrastLight` by tone: from the light color, `L − lightnessShift` clamped to 0…1 (darker, away from a',
        '    /// light background), `C · chromaScale`, hue kept.',
        f'    static let highContrastLight: (lightnessShift: Double, chromaScale: Double) = (lightnessShift: {d(hl["lightnessShift"])}, chromaScale: {d(hl["chromaScale"])})',
        '',
        '    /// `highContrastDark` by tone: from the dark color, `L + lightnessShift` clamped to 0…1 (lighter, away from a',
        '    /// dark background), `C · chromaScale`, hue kept.',
        f'    static let highContrastDark: (lightnessShift: Double, chromaScale: Double) = (lightnessShift: {d(hd["lightnessShift"])}, chromaScale: {d(hd["chromaScale"])})',
        '}',
        '',
    ]
    SWIFT_OUT.write_text('\n'.join(lines))
    payload = dict(
        generator='Scripts/tone-calibration/calibrate.py',
        coloraide=coloraide.__version__,
        gamutFit=dict(method='minde-chroma', pspace='oklch', jnd=0.02, deltaE='ok'),
        direction=curve.direction,
        lightnessKnots=[dict(light=k, dark=v) for k, v in lk],
        chromaKnots=[dict(lightness=k, scale=v) for k, v in ck],
        chromaScaleBounds=[S_MIN, S_MAX],
        highContrastLight=hc['highContrastLight'],
        highContrastDark=hc['highContrastDark'],
        designerDirections=directions,
        systems=table,
        accent=dict(systems=accent['systems'], direction=ac.direction,
                    lightnessKnots=[dict(light=k, dark=v) for k, v in alk],
                    chromaKnots=[dict(lightness=k, scale=v) for k, v in ack],
                    figures=accent['rows']),
    )
    if holdout:
        payload['holdout'] = holdout
    JSON_OUT.write_text(json.dumps(payload, indent=2, sort_keys=True, ensure_ascii=False) + '\n')
    print(f'\nwrote {SWIFT_OUT.relative_to(ROOT)} and {JSON_OUT.relative_to(ROOT)}')


if __name__ == '__main__':
    main()
