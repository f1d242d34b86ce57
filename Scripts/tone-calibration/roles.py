#!/usr/bin/env python3
"""Anchored, per-role `derive: tone` (issue #26): fit, cross-validate leaving each system out, bound, write.

Data: the role pairs of the four calibration systems — rows of Data/tone/<system>.csv whose `kind` is one
of ROLES, and Data/tone/roles/<system>.csv — and each system's anchor (page background, light and dark)
in Data/tone/anchors.csv. Built by role_pairs.py; sources and rules in Data/tone/README.md.

Anchored model (OKLCH of the light colour; hue kept; then the CSS Color 4 gamut fit, as calibrate.py):
    Δ       = L(anchor.light) − L_light                  signed distance below the light background
    L_dark  = L(anchor.dark) + g_role(Δ)                 g_role piecewise-linear on DELTA_KNOTS, monotone
    C_dark  = s_role(Δ) · C_light                        s_role piecewise-linear on DELTA_KNOTS, in [S_MIN, S_MAX]
L_dark is clamped to 0…1; Δ to the knots' range. The no-fit mirror of the issue is g(Δ) = Δ, s = 1.
The fit is calibrate.py's: before the gamut fit the squared ΔE_OK is linear in the knot values, so it is a
bounded linear least-squares problem (BVLS), both directions tried, the smaller loss kept; each system
weighs the same within a role; a small second-difference penalty keeps knots without data determined.

Cross-validation: leave one system out (fit every role on the other three, test on the fourth with its own
anchor). Figures are pooled over the four held-out systems (as the issue's figures are pooled), median and
p90 of ΔE_OK after the gamut fit. Rules compared: invert, oklch, today's tone (curve refitted on the other
three systems' Data/tone/<system>.csv, as calibrate.py's CV), tone role:accent (the committed accent curve,
fitted on Apple alone: in sample for Apple), the no-fit mirror, and the anchored per-role fit with the
pair's explicit role and with the role inferred from its token name (infer_role, no fitting).

Bounds: (1) own fit — the same model fitted on the test system itself (in sample, the best this model
family does on that system's data); (2) lightness bound — since ΔE_OK ≥ |L_pred − L_dark|, a dynamic
program (bounds.py's) finds the most pairs of a role any single monotone g, fitted on all four systems at
once (in sample), brings within the target in lightness alone; if that is under half, no curve of this
family reaches the target median, fitted or not.

High contrast (Apple's increased-contrast system colours and system grays, the only published source): the
distance from that appearance's background is scaled and shifted, chroma scaled:
    L_hcLight = L(anchor.light) − (m_l · (L(anchor.light) − L_light) + a_l),  C = k_l · C_light
    L_hcDark  = L(anchor.dark)  + (m_d · (L_dark − L(anchor.dark)) + a_d),    C = k_d · C_dark
fitted by linear least squares in OKLab, leave-one-colour-out figures beside; today's shift form
(m = 1) is shown for comparison.

Usage:
    python Scripts/tone-calibration/roles.py            # tables
    python Scripts/tone-calibration/roles.py --write    # also Data/tone/roles.json, Data/tone/role-vectors.json and
                                                        # Sources/PaletteCore/Rules/Tone/ToneRoleCalibration.swift (role_swift.py; its
                                                        # curves are #26's record: anchored tone now uses carryover.py's rule)
"""
from __future__ import annotations

import argparse
import csv
import json
import math
import re
from collections import defaultdict
from pathlib import Path

import coloraide
import numpy as np
from coloraide import Color
from scipy.optimize import lsq_linear

import role_swift

from calibrate import (CALIBRATION_SYSTEMS, DATA, FIT, KNOTS, LAMBDA, S_MAX, S_MIN, Curve, delta_e, fit_best,
                       fitted_oklab, hat, interp, invert_oklab, load, monotone_matrix, oklab_of_hex, oklch,
                       oklch_invert_oklab, r6, r10, second_diff, stats)

ROLES = ['background', 'surface', 'border', 'accent', 'text', 'onAccent']
DELTA_KNOTS = KNOTS                      # Δ = 0, 0.1, …, 1
TARGET_OVERALL, TARGET_ROLE = 0.06, 0.07
JSON_OUT = DATA / 'roles.json'
VECTORS_OUT = DATA / 'role-vectors.json'
CALIBRATION_JSON = DATA / 'calibration.json'


# ---------------------------------------------------------------------------------------------------
# Data
# ---------------------------------------------------------------------------------------------------

class Anchor:
    def __init__(self, light: str, dark: str):
        self.light, self.dark = light, dark
        self.l_light = oklch(light)[0]
        self.l_dark = oklch(dark)[0]


class RolePair:
    def __init__(self, row: dict, anchor: Anchor):
        self.system, self.kind, self.tokens = row['system'], row['kind'], row['role']
        self.light, self.dark = row['light'], row['dark']
        self.hc_light, self.hc_dark = row.get('hc_light') or None, row.get('hc_dark') or None
        self.l, self.c, self.h = oklch(self.light)
        self.dark_lab = oklab_of_hex(self.dark)
        self.anchor = anchor
        self.delta = anchor.l_light - self.l
        self.inferred = infer_from_tokens(self.tokens)


def load_anchors() -> dict[str, Anchor]:
    with open(DATA / 'anchors.csv', newline='') as f:
        return {r['system']: Anchor(r['light'], r['dark']) for r in csv.DictReader(f)}


def load_roles(system: str, anchors: dict, kinds=ROLES) -> list[RolePair]:
    rows = []
    for path in (DATA / f'{system}.csv', DATA / 'roles' / f'{system}.csv'):
        with open(path, newline='') as f:
            rows += [r for r in csv.DictReader(f) if r.get('kind') in kinds]
    return [RolePair(r, anchors[system]) for r in rows]


# ---------------------------------------------------------------------------------------------------
# Role inference from a token's name (no fitting: keyword rules, first match wins)
# ---------------------------------------------------------------------------------------------------

INFERENCE_RULES = [
    # (role, words any of which must be present, words none of which may be present)
    ('onAccent', {'on', 'oncolor', 'onaccent', 'onemphasis', 'onprimary', 'onfill'}, set()),
    ('border', {'border', 'divider', 'separator', 'outline', 'stroke', 'rule', 'hairline'}, set()),
    ('accent', {'accent', 'brand', 'link', 'interactive', 'tint', 'success', 'positive', 'error', 'danger',
                'negative', 'warning', 'caution', 'attention', 'notice', 'severe', 'info', 'informative', 'done',
                'sponsors', 'support', 'status', 'focus', 'emphasis', 'emphasized', 'visual', 'red', 'orange',
                'yellow', 'green', 'mint', 'teal', 'cyan', 'blue', 'indigo', 'purple', 'pink', 'brown', 'magenta',
                'fuchsia', 'celery', 'chartreuse', 'seafoam', 'turquoise', 'cinnamon', 'silver', 'coral', 'lime',
                'violet', 'highlight', 'selection'},
     {'subtle', 'muted', 'subdued', 'weak', 'soft', 'light', 'tinted'}),
    ('text', {'text', 'label', 'content', 'fg', 'foreground', 'icon', 'title', 'heading', 'body', 'detail',
              'code', 'syntax', 'caption', 'placeholder', 'helper', 'glyph'}, {'background', 'bg'}),
    ('background', {'background', 'bg', 'canvas', 'page', 'pasteboard', 'window', 'app'},
     {'secondary', 'tertiary', 'layer', 'elevated', 'subtle', 'muted', 'subdued', 'inset', 'disabled', 'card',
      'field', 'container', 'panel', 'menu', 'row', 'item', 'well', 'loading', 'hover', 'selected', 'active',
      'pressed', 'down', 'chat', 'shell', 'header', 'bubble', 'popover', 'sheet', 'modal', 'input', 'control'}),
    ('surface', set(), set()),   # anything else: layers, fills, fields, containers
]
STATUS_IN_TINT = {'subtle', 'muted', 'subdued', 'weak', 'soft', 'light', 'tinted'}


def name_words(name: str) -> list[str]:
    """`textOnColor` → text, on, color; `bgColor.accent.emphasis` → bg, color, accent, emphasis; digits dropped."""
    name = re.sub(r'\(.*?\)|,.*$', '', name)                 # Apple: "systemRed (SwiftUI .red), iOS/iPadOS"
    name = re.sub(r'([a-z0-9])([A-Z])', r'\1 \2', name)
    return [w for w in re.split(r'[^A-Za-z]+', name.lower()) if w]


def infer_role(name: str) -> str:
    words = set(name_words(name))
    for role, need, forbid in INFERENCE_RULES:
        if role == 'surface':
            return role
        if role == 'accent' and words & need and words & forbid:
            continue  # a tinted status colour: `*-subtle-background`, `bgColor.danger.muted`
        if (not need or words & need) and not words & forbid:
            return role
    return 'surface'


def infer_from_tokens(tokens: str) -> str:
    """A row's tokens (joined by ';') vote; ties go to the first token's role."""
    votes = [infer_role(t) for t in tokens.split(';')]
    return max(votes, key=lambda r: (votes.count(r), -votes.index(r)))


# ---------------------------------------------------------------------------------------------------
# The anchored model
# ---------------------------------------------------------------------------------------------------

FORMS = {
    # form: how the light colour's Δ and the anchors become the dark lightness, given the role curve g
    'offset': 'L = L(anchor.dark) + g(Δ)',
    'normalized': 'L = L(anchor.dark) + (1 − L(anchor.dark)) · g(Δ / L(anchor.light))',
    'absolute': 'L = g(Δ)   (the dark anchor is not used)',
}
IRLS_STEPS, IRLS_FLOOR = 5, 0.01


def geometry(p: RolePair, form: str) -> tuple[float, float, float]:
    """(x, scale, base) with L_dark = base + scale · g(x); x clamped to the knots' range."""
    if form == 'normalized':
        x, scale, base = p.delta / p.anchor.l_light, 1.0 - p.anchor.l_dark, p.anchor.l_dark
    elif form == 'absolute':
        x, scale, base = p.delta, 1.0, 0.0
    else:
        x, scale, base = p.delta, 1.0, p.anchor.l_dark
    return min(max(x, DELTA_KNOTS[0]), DELTA_KNOTS[-1]), scale, base


class RoleCurve:
    """g (lightness) and s (chroma scale) on DELTA_KNOTS, in one of FORMS."""

    def __init__(self, form: str, offset: list[float], scale: list[float], direction: str):
        self.form, self.offset, self.scale, self.direction = form, offset, scale, direction

    def predict_lch(self, p: RolePair) -> tuple[float, float, float]:
        x, sc, base = geometry(p, self.form)
        l = base + sc * interp(self.offset, x)
        return min(max(l, 0.0), 1.0), interp(self.scale, x) * p.c, p.h

    def predict_lab(self, p: RolePair) -> np.ndarray:
        return fitted_oklab(*self.predict_lch(p))


MIRROR = RoleCurve('offset', list(DELTA_KNOTS), [1.0] * len(DELTA_KNOTS), 'increasing')


def fit_role_curve(pairs: list[RolePair], sign: int, form: str) -> tuple[RoleCurve, float]:
    """Least squares in OKLab before the gamut fit (linear in the knots), then IRLS_STEPS reweightings by
    1 / max(ΔE, IRLS_FLOOR) (an L1-like fit: the figures are medians). Each system weighs the same."""
    n = len(DELTA_KNOTS)
    counts = defaultdict(int)
    for p in pairs:
        counts[p.system] += 1
    w0 = np.array([1.0 / counts[p.system] for p in pairs])
    w0 /= w0.sum()
    t = monotone_matrix(sign)
    rows_l = np.zeros((len(pairs), 2 * n)); rows_a = np.zeros_like(rows_l); rows_b = np.zeros_like(rows_l)
    tgt = np.zeros((3, len(pairs)))
    for i, p in enumerate(pairs):
        x, sc, base = geometry(p, form)
        hw = hat(x)
        rows_l[i, :n] = sc * (hw @ t)
        hr = math.radians(p.h)
        rows_a[i, n:] = hw * p.c * math.cos(hr)
        rows_b[i, n:] = hw * p.c * math.sin(hr)
        tgt[:, i] = p.dark_lab - np.array([base, 0.0, 0.0])
    d2 = second_diff(n)
    reg = np.zeros((2 * (n - 2), 2 * n))
    reg[:n - 2, :n] = d2 @ t
    reg[n - 2:, n:] = d2
    lo = np.r_[-1.0, np.zeros(n - 1), np.full(n, S_MIN)]
    hi = np.r_[1.5, np.full(n - 1, np.inf), np.full(n, S_MAX)]
    w = w0.copy()
    for _ in range(IRLS_STEPS + 1):
        sw = np.sqrt(w)[:, None]
        a = np.vstack([rows_l * sw, rows_a * sw, rows_b * sw, math.sqrt(LAMBDA) * reg])
        b = np.r_[tgt[0] * sw[:, 0], tgt[1] * sw[:, 0], tgt[2] * sw[:, 0], np.zeros(reg.shape[0])]
        x = lsq_linear(a, b, bounds=(lo, hi), method='bvls', tol=1e-12, max_iter=10_000).x
        r = np.sqrt((rows_l @ x - tgt[0]) ** 2 + (rows_a @ x - tgt[1]) ** 2 + (rows_b @ x - tgt[2]) ** 2)
        w = w0 / np.maximum(r, IRLS_FLOOR)
        w /= w.sum()
    offset = [r10(float(v)) for v in t @ x[:n]]
    scale = [r10(float(v)) for v in x[n:]]
    return RoleCurve(form, offset, scale, 'increasing' if sign > 0 else 'decreasing'), float(np.sum(w0 * r))


def fit_role(pairs: list[RolePair], form: str) -> RoleCurve:
    if not pairs:
        return MIRROR
    inc, li = fit_role_curve(pairs, +1, form)
    dec, ld = fit_role_curve(pairs, -1, form)
    return inc if li <= ld else dec


# A page background other than the anchor (Apple's grouped background, Spectrum's pasteboard) is placed on
# the dark anchor: both background pairs land exactly on their system's dark anchor, and with two pairs no
# curve in Δ is determined (fitted in the absolute form it extrapolates to L > 1). So it keeps the offset form.
ROLE_FORM = {'background': 'offset'}


def fit_all_roles(pairs: list[RolePair], form: str) -> dict[str, RoleCurve]:
    return {r: fit_role([p for p in pairs if p.kind == r], ROLE_FORM.get(r, form)) for r in ROLES}


# ---------------------------------------------------------------------------------------------------
# Bounds
# ---------------------------------------------------------------------------------------------------

GRID = np.linspace(-1.0, 1.0, 4001)
SLACK = (GRID[1] - GRID[0]) / 2


def monotone_reach(pairs: list[RolePair], target: float, sign: int, form: str) -> int:
    """Most pairs with |base + scale · g(x) − L_dark| ≤ target for one monotone g (bounds.py's DP), with the
    form's geometry; scale ≤ 1, so |g(x) − (L_dark − base) / scale| ≤ target / scale is implied and the
    count below (tolerance target, in g) is an upper bound for scale = 1 and nearly so for scale ≈ 0.8."""
    by_x = defaultdict(list)
    for p in pairs:
        x, sc, base = geometry(p, form)
        by_x[round(x, 9)].append(float((p.dark_lab[0] - base) / sc))
    best = np.zeros(len(GRID))
    for x in sorted(by_x):
        hits = np.zeros(len(GRID))
        for y in by_x[x]:
            hits += np.abs(GRID - y) <= target + SLACK
        carried = np.maximum.accumulate(best[::-1])[::-1] if sign < 0 else np.maximum.accumulate(best)
        best = carried + hits
    return int(best.max())


# ---------------------------------------------------------------------------------------------------
# High contrast
# ---------------------------------------------------------------------------------------------------

def fit_hc(src_hex: list[str], tgt_hex: list[str], anchor_l: float, away: int, free_scale: bool) -> tuple:
    """L_hc = anchor_l + away·(m·away·(L − anchor_l) + a) with away = −1 (light: darker) or +1 (dark: lighter);
    C_hc = k·C. Returns (m, a, k). free_scale False: m = 1 (today's shift form)."""
    rows, tgt = [], []
    for s, t in zip(src_hex, tgt_hex):
        l, c, h = oklch(s)
        lab = oklab_of_hex(t)
        dist = away * (l - anchor_l)                       # distance from the background, ≥ 0
        hr = math.radians(h)
        if free_scale:
            rows.append([dist, 1.0, 0.0]); tgt.append(away * (lab[0] - anchor_l))
        else:
            rows.append([0.0, 1.0, 0.0]); tgt.append(away * (lab[0] - anchor_l) - dist)
        rows.append([0.0, 0.0, c * math.cos(hr)]); tgt.append(lab[1])
        rows.append([0.0, 0.0, c * math.sin(hr)]); tgt.append(lab[2])
    lo, hi = [0.0 if free_scale else -1e-12, -1.0, 0.25], [4.0 if free_scale else 1e-12, 1.0, 2.0]
    x = lsq_linear(np.array(rows), np.array(tgt), bounds=(lo, hi), method='bvls', tol=1e-12).x
    m = r10(float(x[0])) if free_scale else 1.0
    return m, r10(float(x[1])), r10(float(x[2]))


def apply_hc(hex_: str, anchor_l: float, away: int, m: float, a: float, k: float) -> np.ndarray:
    l, c, h = oklch(hex_)
    dist = away * (l - anchor_l)
    return fitted_oklab(min(max(anchor_l + away * (m * dist + a), 0.0), 1.0), k * c, h)


def high_contrast(apple_pairs: list, anchor: Anchor) -> dict:
    out = {}
    for name, src, tgt, anchor_l, away in (('highContrastLight', 'light', 'hc_light', anchor.l_light, -1),
                                            ('highContrastDark', 'dark', 'hc_dark', anchor.l_dark, +1)):
        s = [getattr(p, src) for p in apple_pairs]; t = [getattr(p, tgt) for p in apple_pairs]
        forms = {}
        for form, free in (('scaledDistance', True), ('shift', False)):
            m, a, k = fit_hc(s, t, anchor_l, away, free)
            ins = [delta_e(apply_hc(x, anchor_l, away, m, a, k), oklab_of_hex(y)) for x, y in zip(s, t)]
            loo = []
            for i in range(len(s)):
                mi, ai, ki = fit_hc(s[:i] + s[i + 1:], t[:i] + t[i + 1:], anchor_l, away, free)
                loo.append(delta_e(apply_hc(s[i], anchor_l, away, mi, ai, ki), oklab_of_hex(t[i])))
            forms[form] = dict(distanceScale=m, distanceShift=a, chromaScale=k, pairs=len(s),
                               inSample=fig(ins), leaveOneOut=fig(loo))
        out[name] = forms
    return out


# ---------------------------------------------------------------------------------------------------
# Evaluation
# ---------------------------------------------------------------------------------------------------

def fig(errors: list[float]) -> dict:
    med, p90 = stats(errors)
    return dict(median=r6(med), p90=r6(p90), pairs=len(errors))


def committed_curves() -> tuple[Curve, Curve]:
    cal = json.loads(CALIBRATION_JSON.read_text())
    tone = Curve([k['dark'] for k in cal['lightnessKnots']], [k['scale'] for k in cal['chromaKnots']], cal['direction'])
    acc = cal['accent']
    accent = Curve([k['dark'] for k in acc['lightnessKnots']], [k['scale'] for k in acc['chromaKnots']], acc['direction'])
    return tone, accent


def evaluate(systems: dict[str, list[RolePair]], all_pairs: list[RolePair]) -> tuple[dict, str, dict, dict]:
    """ΔE_OK per pair for every rule, leave one system out. errors[rule] = list of (pair, ΔE)."""
    tone_committed, accent_curve = committed_curves()
    errors = defaultdict(list)
    cv, own = defaultdict(dict), defaultdict(dict)
    shared = {form: fit_all_roles(all_pairs, form) for form in FORMS}
    for s in CALIBRATION_SYSTEMS:
        test = systems[s]
        train = [p for t in CALIBRATION_SYSTEMS if t != s for p in systems[t]]
        tone_cv = fit_best([p for t in CALIBRATION_SYSTEMS if t != s for p in load(t)])
        for form in FORMS:
            cv[form][s] = fit_all_roles(train, form)
            own[form][s] = fit_all_roles(test, form)
        for p in test:
            errors['invert'].append((p, delta_e(invert_oklab(p.light), p.dark_lab)))
            errors['oklch'].append((p, delta_e(oklch_invert_oklab(p.light), p.dark_lab)))
            errors['tone'].append((p, delta_e(tone_cv.predict_lab(p), p.dark_lab)))
            errors['toneCommitted'].append((p, delta_e(tone_committed.predict_lab(p), p.dark_lab)))
            errors['toneAccent'].append((p, delta_e(accent_curve.predict_lab(p), p.dark_lab)))
            errors['mirror'].append((p, delta_e(MIRROR.predict_lab(p), p.dark_lab)))
            for form in FORMS:
                errors[f'cv:{form}'].append((p, delta_e(cv[form][s][p.kind].predict_lab(p), p.dark_lab)))
                errors[f'own:{form}'].append((p, delta_e(own[form][s][p.kind].predict_lab(p), p.dark_lab)))
                errors[f'shared:{form}'].append((p, delta_e(shared[form][p.kind].predict_lab(p), p.dark_lab)))
    # The form: the lowest pooled cross-validated median over all role pairs (ties: FORMS order).
    chosen = min(FORMS, key=lambda f: float(np.median([e for _, e in errors[f'cv:{f}']])))
    for s in CALIBRATION_SYSTEMS:
        for p in systems[s]:
            errors['anchoredInferred'].append((p, delta_e(cv[chosen][s][p.inferred].predict_lab(p), p.dark_lab)))
    errors['anchoredExplicit'] = errors[f'cv:{chosen}']
    errors['anchoredOwn'] = errors[f'own:{chosen}']
    errors['anchoredShared'] = errors[f'shared:{chosen}']
    return errors, chosen, cv[chosen], shared


RULE_LABELS = [
    ('invert', 'invert'), ('oklch', 'oklch'), ('tone', "today's tone (CV)"), ('toneAccent', 'tone role:accent'),
    ('mirror', 'anchored mirror (no fit)'),
    ('cv:offset', 'roles, offset form (CV)'), ('cv:normalized', 'roles, normalized form (CV)'),
    ('cv:absolute', 'roles, absolute form (CV)'),
    ('anchoredExplicit', 'chosen form, explicit roles (CV)'),
    ('anchoredInferred', 'chosen form, roles inferred from names (CV)'),
    ('anchoredShared', 'bound: chosen form fitted on all four systems (in sample)'),
    ('anchoredOwn', 'bound: chosen form fitted on the test system itself'),
    ('own:offset', 'bound: offset form fitted on the test system itself'),
]


def table(errors: dict, by) -> dict:
    """figures[rule][group] with group = role (by='role') or system."""
    out = {}
    for rule in dict.fromkeys([r for r, _ in RULE_LABELS] + ['toneCommitted', 'shared:offset', 'shared:normalized', 'shared:absolute']):
        groups = defaultdict(list)
        for p, e in errors[rule]:
            groups[getattr(p, by)].append(e)
            groups['all'].append(e)
        out[rule] = {g: fig(v) for g, v in groups.items()}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--write', action='store_true')
    args = ap.parse_args()

    anchors = load_anchors()
    systems = {s: load_roles(s, anchors) for s in CALIBRATION_SYSTEMS}
    all_pairs = [p for s in CALIBRATION_SYSTEMS for p in systems[s]]

    print(f'coloraide {coloraide.__version__}; Δ knots {DELTA_KNOTS}')
    print('\nRole pairs (kind) per system, and anchors (light → dark, OKLab L):\n')
    print('| system | anchor | ' + ' | '.join(ROLES) + ' | all |')
    print('| --- | --- | ' + ' | '.join('---:' for _ in ROLES) + ' | ---: |')
    counts = {}
    for s in CALIBRATION_SYSTEMS:
        a = anchors[s]
        c = {r: sum(p.kind == r for p in systems[s]) for r in ROLES}
        counts[s] = c
        print(f'| {s} | {a.light} {a.l_light:.3f} → {a.dark} {a.l_dark:.3f} | ' + ' | '.join(str(c[r]) for r in ROLES)
              + f' | {len(systems[s])} |')
    print('| all | | ' + ' | '.join(str(sum(counts[s][r] for s in counts)) for r in ROLES) + f' | {len(all_pairs)} |')

    # Inference check
    conf = defaultdict(lambda: defaultdict(int))
    for p in all_pairs:
        conf[p.kind][p.inferred] += 1
    agree = sum(conf[r][r] for r in ROLES)
    print(f'\nRole inferred from token names vs the explicit kind: {agree} of {len(all_pairs)} '
          f'({agree / len(all_pairs):.0%}); rows explicit, columns inferred:\n')
    print('| explicit \\ inferred | ' + ' | '.join(ROLES) + ' |')
    print('| --- | ' + ' | '.join('---:' for _ in ROLES) + ' |')
    for r in ROLES:
        print(f'| {r} | ' + ' | '.join(str(conf[r][q]) for q in ROLES) + ' |')
    inference = {r: {q: conf[r][q] for q in ROLES} for r in ROLES}

    errors, chosen, cv_curves, shared = evaluate(systems, all_pairs)
    print(f'\nChosen form (lowest cross-validated median over all role pairs): {chosen}: {FORMS[chosen]}')
    by_role = table(errors, 'kind')
    by_system = table(errors, 'system')

    groups = ROLES + ['all']
    print('\nΔE_OK after the gamut fit, median / p90, leave one system out (pooled over the four held-out systems):\n')
    print('| rule | ' + ' | '.join(f'{g} ({by_role["invert"][g]["pairs"]})' for g in groups) + ' |')
    print('| --- | ' + ' | '.join('---' for _ in groups) + ' |')
    for rule, label in RULE_LABELS:
        cells = [f"{by_role[rule][g]['median']:.3f} / {by_role[rule][g]['p90']:.3f}" if g in by_role[rule] else '—'
                 for g in groups]
        print(f'| {label} | ' + ' | '.join(cells) + ' |')

    print('\nSame, per held-out system (all its role pairs), median / p90:\n')
    print('| rule | ' + ' | '.join(f'{s} ({by_system["invert"][s]["pairs"]})' for s in CALIBRATION_SYSTEMS) + ' |')
    print('| --- | ' + ' | '.join('---' for _ in CALIBRATION_SYSTEMS) + ' |')
    for rule, label in RULE_LABELS:
        cells = [f"{by_system[rule][s]['median']:.3f} / {by_system[rule][s]['p90']:.3f}" for s in CALIBRATION_SYSTEMS]
        print(f'| {label} | ' + ' | '.join(cells) + ' |')

    # Targets
    ex = by_role['anchoredExplicit']; inf = by_role['anchoredInferred']
    def verdict(f):
        ok_all = f['all']['median'] <= TARGET_OVERALL
        roles_ok = {r: f[r]['median'] <= TARGET_ROLE for r in ROLES if r != 'onAccent' and r in f}
        return ok_all, roles_ok
    targets = {}
    for name, f in (('explicit', ex), ('inferred', inf)):
        ok_all, roles_ok = verdict(f)
        targets[name] = dict(overall=ok_all, roles=roles_ok, met=ok_all and all(roles_ok.values()))
        print(f"\nTargets with {name} roles: overall ≤ {TARGET_OVERALL}: {ok_all} ({f['all']['median']:.3f}); "
              + ', '.join(f"{r} ≤ {TARGET_ROLE}: {v} ({f[r]['median']:.3f})" for r, v in roles_ok.items()))
    beats = {r: by_role['anchoredExplicit'][r]['median'] < by_role['tone'][r]['median'] for r in ROLES}
    beats_inf = {r: by_role['anchoredInferred'][r]['median'] < by_role['tone'][r]['median'] for r in ROLES}
    print('Anchored roles beat today\'s tone (CV median), explicit: ' + ', '.join(f'{r} {v}' for r, v in beats.items()))
    print('Anchored roles beat today\'s tone (CV median), inferred: ' + ', '.join(f'{r} {v}' for r, v in beats_inf.items()))

    # Lightness bound: any single monotone g per role, fitted on all four systems in sample.
    print('\nLightness bound (any one monotone g per role, all systems at once, in sample): pairs within the target '
          'in lightness alone; a median ≤ target needs more than half.\n')
    print('| role | pairs | within 0.07 (falling / rising) | within 0.06 (falling / rising) |')
    print('| --- | ---: | --- | --- |')
    bound = {}
    total06 = 0
    for r in ROLES:
        rp = [p for p in all_pairs if p.kind == r]
        f7, r7 = monotone_reach(rp, TARGET_ROLE, -1, chosen), monotone_reach(rp, TARGET_ROLE, +1, chosen)
        f6, r6_ = monotone_reach(rp, TARGET_OVERALL, -1, chosen), monotone_reach(rp, TARGET_OVERALL, +1, chosen)
        total06 += max(f6, r6_)
        bound[r] = dict(pairs=len(rp), within007=max(f7, r7), within006=max(f6, r6_),
                        falling007=f7, rising007=r7, falling006=f6, rising006=r6_)
        print(f'| {r} | {len(rp)} | {f7} / {r7} | {f6} / {r6_} |')
    bound['all'] = dict(pairs=len(all_pairs), within006=total06)
    print(f'| all | {len(all_pairs)} | | {total06} (best per role, summed) |')

    # Final fit on all four systems, high contrast, outputs
    final = shared[chosen]
    print('\nCommitted per-role curves (fitted on all four systems): lightness curve g (in the role form, roleForm in roles.json), chroma scale s\n')
    print('| role | direction | ' + ' | '.join(f'Δ {k:.1f}' for k in DELTA_KNOTS) + ' |')
    print('| --- | --- | ' + ' | '.join('---' for _ in DELTA_KNOTS) + ' |')
    for r in ROLES:
        c = final[r]
        print(f'| {r} g | {c.direction} | ' + ' | '.join(f'{v:.4f}' for v in c.offset) + ' |')
        print(f'| {r} s | | ' + ' | '.join(f'{v:.4f}' for v in c.scale) + ' |')
    in_sample = defaultdict(list)
    for p in all_pairs:
        e = delta_e(final[p.kind].predict_lab(p), p.dark_lab)
        in_sample[p.kind].append(e); in_sample['all'].append(e)
    print('\nIn sample (committed curves on all role pairs): '
          + ', '.join(f'{g} {np.median(in_sample[g]):.3f}' for g in groups))

    apple_hc = [p for p in load('apple')] + [p for p in load_roles('apple', anchors, kinds=['none'])]
    hc = high_contrast(apple_hc, anchors['apple'])
    print('\nHigh contrast (Apple: 12 system colours + 6 system grays), relative to that appearance\'s background:\n')
    print('| curve | form | distance scale m | shift a | chroma k | in sample | leave one out |')
    print('| --- | --- | ---: | ---: | ---: | --- | --- |')
    for name, forms in hc.items():
        for form, v in forms.items():
            print(f"| {name} | {form} | {v['distanceScale']:.4f} | {v['distanceShift']:.4f} | {v['chromaScale']:.4f} | "
                  f"{v['inSample']['median']:.3f} / {v['inSample']['p90']:.3f} | "
                  f"{v['leaveOneOut']['median']:.3f} / {v['leaveOneOut']['p90']:.3f} |")

    if args.write:
        write_outputs(final, chosen, hc, by_role, by_system, targets, beats, beats_inf, bound, inference, counts,
                      anchors, cv_curves)


# ---------------------------------------------------------------------------------------------------
# Outputs
# ---------------------------------------------------------------------------------------------------

VECTOR_LIGHTS = {  # a handful of light colours per role (from the role data's range), run through every anchor
    'background': ['#F2F2F7', '#E9E9E9', '#FAFAFA'],
    'surface': ['#F4F4F4', '#E0E0E0', '#E5F0FE', '#FFD7D9', '#C6C6C6'],
    'border': ['#D1D9E0', '#C6C6C6', '#8D8D8D', '#0F62FE'],
    'accent': ['#007AFF', '#0969DA', '#3B63FB', '#DA1E28', '#F1C21B', '#25292E'],
    'text': ['#000000', '#1F2328', '#525252', '#6F6F6F', '#002D9C'],
    'onAccent': ['#FFFFFF', '#F4F4F4'],
}


def srgb_of(lch: tuple[float, float, float]) -> tuple[list[float], str]:
    col = Color('oklch', [lch[0], max(lch[1], 0.0), lch[2]]).fit('srgb', **FIT).convert('srgb')
    rgb = [min(max(float(v), 0.0), 1.0) for v in col.coords()]
    return [r10(v) for v in rgb], '#' + ''.join(f'{round(v * 255):02X}' for v in rgb)


def write_outputs(final, chosen, hc, by_role, by_system, targets, beats, beats_inf, bound, inference, counts, anchors,
                  cv_curves) -> None:
    def curve_json(c: RoleCurve) -> dict:
        return dict(form=c.form, direction=c.direction,
                    offsetKnots=[dict(delta=r10(k), offset=v) for k, v in zip(DELTA_KNOTS, c.offset)],
                    chromaKnots=[dict(delta=r10(k), scale=v) for k, v in zip(DELTA_KNOTS, c.scale)])
    best = lambda forms: 'scaledDistance' if (forms['scaledDistance']['leaveOneOut']['median']
                                              <= forms['shift']['leaveOneOut']['median']) else 'shift'
    payload = dict(
        generator='Scripts/tone-calibration/roles.py',
        coloraide=coloraide.__version__,
        gamutFit=dict(method='minde-chroma', pspace='oklch', jnd=0.02, deltaE='ok'),
        model=dict(
            space='OKLCH (L is OKLab L); hue kept; result gamut-mapped (CSS Color 4, as gamutFit)',
            delta='Δ = L(anchor.light) − L(color), clamped to [first, last] delta knot',
            form=chosen,
            roleForm={r: ROLE_FORM.get(r, chosen) for r in ROLES},
            dark=('L = clamp(the formula of the role\'s form (roleForm → forms), 0, 1), g = the role\'s offsetKnots '
                  'at x (x = Δ, or Δ / L(anchor.light) in the normalized form); C = s(x) · C(color), s = the role\'s '
                  'chromaKnots; h = h(color)'),
            forms=FORMS,
            fit=(f'monotone piecewise-linear g, linear s in [{S_MIN}, {S_MAX}], OKLab least squares before the gamut fit, '
                 f'{IRLS_STEPS} reweightings by 1/max(ΔE, {IRLS_FLOOR}); each system weighs the same within a role; '
                 'both directions fitted, the smaller loss kept'),
            interpolation='piecewise-linear between knots, constant beyond the ends (Δ is clamped)',
            noAnchor='no anchor: derive: tone is unchanged (ToneCalibration, calibration.json)',
            roleWhenAbsent='no role: key: the role is inferred from the colour\'s name (inference below)',
            highContrastLight=('from the light colour: L = L(anchor.light) − (m · (L(anchor.light) − L) + a), '
                               'C = k · C, hue kept, gamut fit; clamp L to 0…1'),
            highContrastDark=('from the dark colour (derived or written): L = L(anchor.dark) + (m · (L − L(anchor.dark)) + a), '
                              'C = k · C, hue kept, gamut fit; clamp L to 0…1'),
        ),
        roles={r: curve_json(final[r]) for r in ROLES},
        inference=dict(
            words='split the name at non-letters and lower→upper case changes, lower-cased; digits dropped',
            rules=[dict(role=r, anyOf=sorted(need), noneOf=sorted(forbid)) for r, need, forbid in INFERENCE_RULES],
            order='first rule that matches wins; the accent rule is skipped when a noneOf word is present; '
                  'surface matches everything',
            confusion=inference,
        ),
        highContrast={name: dict(form=best(forms), **{k: forms[best(forms)][k] for k in
                                                      ('distanceScale', 'distanceShift', 'chromaScale')},
                                 figures=forms) for name, forms in hc.items()},
        anchors={s: dict(light=a.light, dark=a.dark, lightL=r6(a.l_light), darkL=r6(a.l_dark)) for s, a in anchors.items()},
        pairs=counts,
        figures=dict(byRole=by_role, bySystem=by_system, targets=targets, beatsTodaysTone=dict(explicit=beats,
                     inferred=beats_inf), lightnessBound=bound,
                     note='leave one system out, pooled; ΔE_OK after the gamut fit; numpy median and percentile(90)'),
        crossValidatedCurves={s: {r: curve_json(c) for r, c in curves.items()} for s, curves in cv_curves.items()},
    )
    JSON_OUT.write_text(json.dumps(payload, indent=2, sort_keys=True, ensure_ascii=False) + '\n')

    vectors = []
    for r in ROLES:
        for s in CALIBRATION_SYSTEMS:
            a = anchors[s]
            for light in VECTOR_LIGHTS[r]:
                p = RolePair(dict(system=s, kind=r, role=light, light=light, dark=light), a)
                lch = final[r].predict_lch(p)
                rgb, hx = srgb_of(lch)
                hl = hc['highContrastLight'][best(hc['highContrastLight'])]
                hd = hc['highContrastDark'][best(hc['highContrastDark'])]
                hcl_rgb, hcl_hex = srgb_of(hc_lch(light, a.l_light, -1, hl))
                hcd_rgb, hcd_hex = srgb_of(hc_lch(hx, a.l_dark, +1, hd))
                vectors.append(dict(role=r, anchor=dict(light=a.light, dark=a.dark, system=s), light=light,
                                    delta=r10(p.delta), oklchBeforeFit=[r10(v) for v in lch], dark=hx, darkSRGB=rgb,
                                    highContrastLight=hcl_hex, highContrastLightSRGB=hcl_rgb,
                                    highContrastDarkFromDark=hcd_hex, highContrastDarkSRGB=hcd_rgb))
    VECTORS_OUT.write_text(json.dumps(dict(generator='Scripts/tone-calibration/roles.py', constants='Data/tone/roles.json',
                                           note=('dark = the role curve applied to `light` with `anchor`, gamut-fitted '
                                                 '(coloraide), unrounded sRGB and its 8-bit hex; highContrastDarkFromDark '
                                                 'starts from the 8-bit `dark`'),
                                           vectors=vectors), indent=2, sort_keys=True) + '\n')
    print(f'\nwrote {JSON_OUT.relative_to(DATA.parents[1])} and {VECTORS_OUT.relative_to(DATA.parents[1])}')
    role_swift.SWIFT_OUT.write_text(role_swift.current())   # the Swift constants, from what was just written
    print(f'wrote {role_swift.SWIFT_OUT.relative_to(DATA.parents[1])}')


def hc_lch(hex_: str, anchor_l: float, away: int, v: dict) -> tuple[float, float, float]:
    l, c, h = oklch(hex_)
    dist = away * (l - anchor_l)
    return (min(max(anchor_l + away * (v['distanceScale'] * dist + v['distanceShift']), 0.0), 1.0),
            v['chromaScale'] * c, h)


if __name__ == '__main__':
    main()
