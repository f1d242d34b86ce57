#!/usr/bin/env python3
"""Anchored `derive: tone` that carries over to design systems it never saw (issue #35).

Data: eight systems' role-tagged light→dark pairs and page colours —
  * Data/tone (spectrum, carbon, primer, apple): roles.py's role pairs, anchors from Data/tone/anchors.csv;
  * ../shared/tone-pairs/pairs.csv beside the checkout (atlassian, fluent, codex, material3; fetched data, never committed): the first `background` row of a
    system is its page colour (the anchor) and is not itself a test pair.

The rule (OKLCH of the light colour; hue and chroma kept; then the CSS Color 4 gamut fit, as calibrate.py):
    Δ  = L(anchor.light) − L                              how far the colour lies below the light page
    L′ = max(L(anchor.dark) + Δ,                          the page mirror,
             FLOOR + Δ + LIFT · max(0, 1 − Δ / FADE))     or, on a page darker than designers' usual dark page,
                                                          the mirror about that page, near-page colours lifted
  accent (inferred or written), chroma ≥ ACCENT_CHROMA:  L′ = max(L′, L), never darker in dark than in light
  onAccent with a fill:          the L nearest the light's own that keeps the light's WCAG ratio against the
                                 fill's derived dark (else the rule as above)
  text and border:               raised until they keep the light's WCAG ratio against the page, when they can

FLOOR is not fitted: it is the median dark-page lightness of the systems the rule learns from (each fold's
training systems). LIFT is chosen on a grid by the mean of the training systems' medians. Every figure
below is leave one system out: both constants from the other seven systems, tested on the eighth.

Rules compared, all on the same pairs: invert (sRGB), HCT-like inversion (tone 100 − t, hue and chroma
kept), today's `tone` without an anchor (the committed curve: in sample for the four Data/tone systems),
today's anchored `tone` (roles.json's curves, roles written and inferred), the plain mirror (P = L(anchor
.dark), no lift), and the new rule (roles written, inferred, and none).

Usage:
    python Scripts/tone-calibration/carryover.py            # tables
    python Scripts/tone-calibration/carryover.py --write    # also Data/tone/carryover.json, #35's record; darks.py
                                                            # (issue #48) writes what palettec is made from now
"""
from __future__ import annotations

import argparse
import csv
import json
import math
import re
import statistics
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np
from coloraide import Color
from coloraide.everything import ColorAll

import roles as R
from calibrate import DATA, FIT, ROOT, fit_best, load as load_pairs, delta_e, fitted_oklab, invert_oklab, oklab_of_hex, oklch, r6, r10, stats

PAIRS = ROOT.parent / 'shared' / 'tone-pairs' / 'pairs.csv'
JSON_OUT = DATA / 'carryover.json'
VECTORS_OUT = DATA / 'carryover-vectors.json'
PAIRS_OUT = DATA / 'carryover-pairs.csv'
SVG_OUT = ROOT / 'docs' / 'images' / 'tone-carryover.svg'
DATA_SYSTEMS = ['apple', 'carbon', 'primer', 'spectrum']
LIFT_GRID = [i / 100 for i in range(0, 16)]
ACCENT_CHROMA = 0.08
ACCENT_CHROMA_GRID = [0.04, 0.06, 0.08, 0.1, 0.12, 0.14, 0.16]
LIFT_FADE = 0.5


# ---------------------------------------------------------------------------------------------------
# Data
# ---------------------------------------------------------------------------------------------------

class Token:
    """One light→dark pair with its system's page, its written role and its name (for inference)."""

    def __init__(self, system: str, name: str, kind: str, light: str, dark: str, page: R.Anchor):
        self.system, self.name, self.kind, self.light, self.dark, self.page = system, name, kind, light, dark, page
        self.l, self.c, self.h = oklch(light)
        self.dark_lab = oklab_of_hex(dark)
        self.delta = page.l_light - self.l
        self.words = words(name)
        self.inferred = infer(self.words)
        self.fill: Token | None = None


def load() -> dict[str, list[Token]]:
    anchors = R.load_anchors()
    systems: dict[str, list[Token]] = {}
    for s in DATA_SYSTEMS:
        systems[s] = [Token(s, p.tokens.split(';')[0], p.kind, p.light, p.dark, anchors[s]) for p in R.load_roles(s, anchors)]
    read_pairs(PAIRS, systems, {})
    for tokens in systems.values():
        for t in tokens:
            t.fill = fill_of(t, tokens)
    return systems


def read_pairs(path: Path, systems: dict[str, list[Token]], page_names: dict[str, str]) -> None:
    """A designers' pairs file beside the checkout (`system,token,role,light,dark`): each system's first
    `background` row is its page, named in `page_names`; every other row is a token of `systems`."""
    if not path.exists():
        sys.exit(f'{path} is absent: the designers\' pairs lie in ../shared/tone-pairs beside the checkout')
    with open(path, newline='') as f:
        rows = list(csv.DictReader(f))
    pages = {}
    for r in rows:
        if r['role'] == 'background' and r['system'] not in pages:
            pages[r['system']] = (id(r), R.Anchor(r['light'], r['dark']))
            page_names[r['system']] = r['token']
    for r in rows:
        key, page = pages[r['system']]
        if id(r) != key:
            systems.setdefault(r['system'], []).append(Token(r['system'], r['token'], r['role'], r['light'], r['dark'], page))


# ---------------------------------------------------------------------------------------------------
# Names → roles (ToneRoleInference.swift reads names the same way)
# ---------------------------------------------------------------------------------------------------

def words(name: str) -> list[str]:
    """`colorNeutralForegroundOnBrand` → color, neutral, foreground, on, brand; digits dropped."""
    name = re.sub(r'\(.*?\)|,.*$', '', name)                 # Apple: "systemRed (SwiftUI .red), iOS/iPadOS"
    name = re.sub(r'([a-z0-9])([A-Z])', r'\1 \2', name)
    return [w for w in re.split(r'[^A-Za-z]+', name.lower()) if w]


INFERENCE = json.loads((DATA / 'inference-35.json').read_text())    # #35's rules; inference.json is #48's


def infer(ws: list[str]) -> str | None:
    """The first rule whose `anyOf` has a word of the name and whose `noneOf` has none; None: unsure."""
    present = set(ws)
    for rule in INFERENCE['rules']:
        if present & set(rule['anyOf']) and not present & set(rule['noneOf']):
            return rule['role']
    return None


def fill_of(token: Token, tokens: list[Token]) -> Token | None:
    """`onPrimary` → `primary`, `inverseOnSurface` → `inverseSurface`: the one token whose words are the
    name's without `on`."""
    if 'on' not in token.words:
        return None
    wanted = [w for w in token.words if w != 'on']
    found = [t for t in tokens if t.words == wanted]
    return found[0] if len(found) == 1 else None


# ---------------------------------------------------------------------------------------------------
# WCAG, for onAccent and contrast kept
# ---------------------------------------------------------------------------------------------------

def luminance_of_lch(l: float, c: float, h: float) -> float:
    r, g, b = Color('oklch', [l, max(c, 0.0), h]).fit('srgb', **FIT).convert('srgb').coords()
    lin = [x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4 for x in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def ratio(y1: float, y2: float) -> float:
    return (max(y1, y2) + 0.05) / (min(y1, y2) + 0.05)


def luminance(hex_: str) -> float:
    return luminance_of_lch(*oklch(hex_))


def lightness_keeping(target: float, against: float, c: float, h: float, start: float) -> float | None:
    """The OKLCH lightness nearest `start` whose colour has at least `target` WCAG ratio against a colour of
    luminance `against`, searched on both sides; None if no lightness reaches it."""
    best = None
    for side in (+1, -1):
        end = 1.0 if side > 0 else 0.0
        if ratio(luminance_of_lch(end, c, h), against) < target:
            continue
        lo, hi = start, end                     # lo fails (or is start), hi passes
        if ratio(luminance_of_lch(start, c, h), against) >= target:
            return start
        for _ in range(30):
            mid = (lo + hi) / 2
            if ratio(luminance_of_lch(mid, c, h), against) >= target:
                hi = mid
            else:
                lo = mid
        if best is None or abs(hi - start) < abs(best - start):
            best = hi
    return best


# ---------------------------------------------------------------------------------------------------
# The rules
# ---------------------------------------------------------------------------------------------------

def mirror_lightness(t: Token, floor: float, lift: float) -> float:
    mirrored = t.page.l_dark + t.delta
    lifted = floor + t.delta + lift * max(0.0, 1 - max(t.delta, 0.0) / LIFT_FADE)
    return min(max(mirrored, lifted, 0.0), 1.0)


def max_chroma(l: float, h: float) -> float:
    """The most OKLCH chroma sRGB holds at lightness `l` and hue `h` (bisection, 3 places)."""
    l, h = round(l, 3), round(h, 1)
    key = (l, h)
    if key not in MAX_CHROMA:
        lo, hi = 0.0, 0.5
        if 0 < l < 1:
            for _ in range(16):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if Color('oklch', [l, mid, h]).in_gamut('srgb', tolerance=0) else (lo, mid)
        MAX_CHROMA[key] = lo
    return MAX_CHROMA[key]


MAX_CHROMA: dict = {}


def gamut_chroma(t: Token, l: float) -> float:
    """The issue's alternative to keeping chroma: scaled by how much chroma the gamut allows at the new
    lightness against the old (4 at most), for colors with a hue."""
    before = max_chroma(t.l, t.h)
    return t.c if t.c < 0.02 or before <= 0 else t.c * min(max_chroma(l, t.h) / before, 4.0)


def new_rule(t: Token, floor: float, lift: float, role: str | None, accent_chroma: float = None) -> tuple[float, float, float]:
    accent_chroma = ACCENT_CHROMA if accent_chroma is None else accent_chroma
    l = mirror_lightness(t, floor, lift)
    if role == 'background':
        l = min(max(t.page.l_dark + t.delta, 0.0), 1.0)
    elif role == 'accent' and t.c >= accent_chroma:
        l = max(l, t.l)
    elif role == 'onAccent' and t.fill is not None:
        fill_dark = new_rule(t.fill, floor, lift, t.fill.inferred, accent_chroma)
        target = ratio(luminance(t.light), luminance(t.fill.light))
        kept = lightness_keeping(target, luminance_of_lch(*fill_dark), t.c, t.h, l)
        if kept is not None:
            l = kept
    elif role in ('text', 'border'):
        target = ratio(luminance(t.light), luminance(t.page.light))
        if ratio(luminance_of_lch(l, t.c, t.h), luminance(t.page.dark)) < target:
            raised = lightness_keeping(target, luminance(t.page.dark), t.c, t.h, l)
            if raised is not None and raised > l:
                l = raised
    return l, t.c, t.h


def hue_floor(t: Token) -> float:
    """How close any rule that keeps the light's hue can come to the designers' dark: its distance from the
    half-plane of that hue in OKLab (bounds.py's hue-kept floor). 0 for a gray light, which keeps no hue."""
    if t.c < 1e-6:
        return 0.0
    a, b = t.dark_lab[1], t.dark_lab[2]
    ux, uy = math.cos(math.radians(t.h)), math.sin(math.radians(t.h))
    along = a * ux + b * uy
    return abs(-a * uy + b * ux) if along >= 0 else math.hypot(a, b)


def hct_invert(t: Token) -> np.ndarray:
    h, c, tone = ColorAll(t.light).convert('hct').coords()
    l2, c2, h2 = ColorAll('hct', [0.0 if math.isnan(h) else h, c, 100 - tone]).convert('oklch').coords()
    return fitted_oklab(float(l2), float(c2), 0.0 if math.isnan(h2) else float(h2))


# ---------------------------------------------------------------------------------------------------
# Leave one system out
# ---------------------------------------------------------------------------------------------------

def errors_of(tokens: list[Token], floor: float, lift: float, roles: str, accent_chroma: float = None) -> list[float]:
    out = []
    for t in tokens:
        role = {'written': t.kind, 'inferred': t.inferred, 'none': None}[roles]
        out.append(delta_e(fitted_oklab(*new_rule(t, floor, lift, role, accent_chroma)), t.dark_lab))
    return out


def mean_of_medians(per_system: dict[str, list[float]]) -> float:
    return float(np.mean([np.median(v) for v in per_system.values()]))


def fit(train: dict[str, list[Token]]) -> tuple[float, float, float]:
    """FLOOR (the median dark page), then LIFT (the accent chroma at its start), then ACCENT_CHROMA, each the
    grid value with the lowest mean of the systems' medians (roles inferred), ties to the smaller."""
    floor = statistics.median(v[0].page.l_dark for v in train.values())
    def score(lift, chroma):
        return mean_of_medians({s: errors_of(v, floor, lift, 'inferred', chroma) for s, v in train.items()})
    lift = min(LIFT_GRID, key=lambda x: (score(x, ACCENT_CHROMA), x))
    chroma = min(ACCENT_CHROMA_GRID, key=lambda c: (score(lift, c), c))
    return floor, lift, chroma


def fold(systems: dict[str, list[Token]], held_out: str) -> tuple[float, float, float]:
    """The constants learnt from every system but `held_out`."""
    return fit({s: v for s, v in systems.items() if s != held_out})


def evaluate(systems: dict[str, list[Token]]) -> tuple[dict, dict]:
    tone, _ = R.committed_curves()
    curves = json.loads((DATA / 'roles.json').read_text())['roles']
    today = {r: R.RoleCurve(v['form'], [k['offset'] for k in v['offsetKnots']], [k['scale'] for k in v['chromaKnots']],
                            v['direction']) for r, v in curves.items()}
    errors: dict[str, dict[str, list]] = defaultdict(dict)
    folds = {}
    for s, tokens in systems.items():
        floor, lift, chroma = folds[s] = fold(systems, s)
        for roles in ('written', 'inferred', 'none'):
            errors[f'new:{roles}'][s] = errors_of(tokens, floor, lift, roles, chroma)
        tone_cv = fit_best([p for t in DATA_SYSTEMS if t != s for p in load_pairs(t)]) if s in DATA_SYSTEMS else tone
        errors['toneCV'][s] = [delta_e(tone_cv.predict_lab(t), t.dark_lab) for t in tokens]
        errors['mirror'][s] = errors_of(tokens, 0.0, 0.0, 'none')
        errors['gamutChroma'][s] = [delta_e(fitted_oklab(l, gamut_chroma(t, l), h), t.dark_lab)
                                    for t in tokens for l, _, h in [new_rule(t, floor, lift, t.inferred, chroma)]]
        errors['invert'][s] = [delta_e(invert_oklab(t.light), t.dark_lab) for t in tokens]
        errors['bound:hue'][s] = [hue_floor(t) for t in tokens]
        errors['hct'][s] = [delta_e(hct_invert(t), t.dark_lab) for t in tokens]
        errors['tone'][s] = [delta_e(tone.predict_lab(t), t.dark_lab) for t in tokens]
        old = [R.RolePair(dict(system=s, kind=t.kind, role=t.name, light=t.light, dark=t.dark), t.page) for t in tokens]
        errors['today:written'][s] = [delta_e(today[p.kind].predict_lab(p), p.dark_lab) for p in old]
        errors['today:inferred'][s] = [delta_e(today[p.inferred].predict_lab(p), p.dark_lab) for p in old]
    return errors, folds


# ---------------------------------------------------------------------------------------------------
# The pairs as palettes: what palettec itself must score (AnchoredToneCarryoverTests)
# ---------------------------------------------------------------------------------------------------

def palette_keys(tokens: list[Token]) -> list[str]:
    """Each token's name as a palette key: its words joined by '-' (the same words, so the same role and
    fill), a letter suffix where two tokens share them."""
    keys, seen = [], defaultdict(int)
    for t in tokens:
        base = '-'.join(t.words) or 'token'
        seen[base] += 1
        keys.append(base if seen[base] == 1 else f'{base}-{"abcdefghijklmnopqrstuvwxyz"[(seen[base] - 2) % 26] * ((seen[base] + 24) // 26)}')
    return keys


def write_pairs(systems: dict[str, list[Token]]) -> None:
    with open(PAIRS_OUT, 'w', newline='') as f:
        w = csv.writer(f, lineterminator='\n')
        w.writerow(['system', 'key', 'role', 'light', 'dark', 'pageLight', 'pageDark'])
        for s, tokens in systems.items():
            for t, key in zip(tokens, palette_keys(tokens)):
                w.writerow([s, key, t.kind, t.light, t.dark, t.page.light, t.page.dark])


# ---------------------------------------------------------------------------------------------------
# Per-palette calibration (#35's option b): k written darks correct the rule's lightness for the rest
# ---------------------------------------------------------------------------------------------------

PER_PALETTE_K, PER_PALETTE_DRAWS = 5, 20


def per_palette(systems: dict[str, list[Token]], folds: dict) -> dict:
    """For each system (its fold's constants), PER_PALETTE_DRAWS seeded draws of k tokens whose darks are
    'written': the median of their lightness residuals is added to every other token's dark. The median
    ΔE_OK of the other tokens with and without the correction, averaged over the draws."""
    import random
    out = {}
    for s, tokens in systems.items():
        floor, lift, chroma = folds[s]
        predicted = [new_rule(t, floor, lift, t.inferred, chroma) for t in tokens]
        rng = random.Random(f'{s}-{PER_PALETTE_K}')
        plain, corrected = [], []
        for _ in range(PER_PALETTE_DRAWS):
            known = set(rng.sample(range(len(tokens)), PER_PALETTE_K))
            shift = float(np.median([tokens[i].dark_lab[0] - predicted[i][0] for i in known]))
            rest = [i for i in range(len(tokens)) if i not in known]
            plain.append(np.median([delta_e(fitted_oklab(*predicted[i]), tokens[i].dark_lab) for i in rest]))
            corrected.append(np.median([delta_e(fitted_oklab(min(max(predicted[i][0] + shift, 0.0), 1.0), *predicted[i][1:]),
                                                tokens[i].dark_lab) for i in rest]))
        out[s] = dict(plain=r6(float(np.mean(plain))), corrected=r6(float(np.mean(corrected))))
    print(f'\nPer-palette correction, k = {PER_PALETTE_K} written darks, {PER_PALETTE_DRAWS} draws (median ΔE_OK of the rest, mean over draws):')
    print('| system | anchored rule | corrected |')
    for s, v in out.items():
        print(f"| {s} | {v['plain']:.3f} | {v['corrected']:.3f} |")
    return out


# ---------------------------------------------------------------------------------------------------
# Tried and not kept: the mirror blended with today's curve
# ---------------------------------------------------------------------------------------------------

BLEND_WEIGHTS = [0.5, 0.6, 0.7, 0.8, 0.9, 1.0]
BLEND_LIFTS = [0.0, 0.05, 0.1, 0.15]


def blended(t: Token, floor: float, lift: float, chroma: float, curve, weight: float) -> tuple[float, float, float]:
    """The rule with its lightness before roles `weight` · mirror + (1 − weight) · today's curve."""
    global mirror_lightness
    plain = mirror_lightness
    mirror_lightness = lambda t_, f_, l_: min(max(weight * plain(t_, f_, l_) + (1 - weight) * curve.predict_lch(t_)[0], 0.0), 1.0)
    try:
        return new_rule(t, floor, lift, t.inferred, chroma)
    finally:
        mirror_lightness = plain


def blend(systems: dict[str, list[Token]], tone) -> dict:
    """Leave one system out: the weight and lift on the other seven (mean of medians), today's curve refitted
    without the held-out system where it was fitted on it; roles inferred, accent chroma 0.16."""
    out = {}
    for s, tokens in systems.items():
        curve = fit_best([p for t in DATA_SYSTEMS if t != s for p in load_pairs(t)]) if s in DATA_SYSTEMS else tone
        train = {t: v for t, v in systems.items() if t != s}
        floor = statistics.median(v[0].page.l_dark for v in train.values())
        def score(weight, lift):
            return mean_of_medians({t: [delta_e(fitted_oklab(*blended(x, floor, lift, 0.16, curve, weight)), x.dark_lab) for x in v]
                                    for t, v in train.items()})
        weight, lift = min(((w, l) for w in BLEND_WEIGHTS for l in BLEND_LIFTS), key=lambda wl: (score(*wl), wl))
        errors = [delta_e(fitted_oklab(*blended(x, floor, lift, 0.16, curve, weight)), x.dark_lab) for x in tokens]
        out[s] = dict(weight=weight, lift=lift, median=r6(median(errors)))
    print('\nTried: the mirror blended with today\'s curve (leave one system out):')
    print('| system | weight | lift | median |')
    for s, v in out.items():
        print(f"| {s} | {v['weight']} | {v['lift']} | {v['median']:.3f} |")
    return out


RULES = [
    ('invert', '`invert`'), ('hct', 'HCT tone 100 − t'), ('tone', "today's `tone`, no anchor"),
    ('toneCV', "today's `tone`, no anchor, its curve fitted without the system"),
    ('today:inferred', "today's anchored `tone`, roles inferred"), ('today:written', "today's anchored `tone`, roles written"),
    ('mirror', 'page mirror (no lift, no floor)'),
    ('new:none', 'new anchored `tone`, no roles'), ('new:inferred', '**new anchored `tone`, roles inferred**'),
    ('new:written', 'new anchored `tone`, roles written'),
    ('gamutChroma', 'new anchored `tone`, roles inferred, chroma scaled by the gamut'),
    ('bound:hue', 'bound: no rule that keeps the hue comes closer'),
]


def median(v: list[float]) -> float:
    return float(np.median(v)) if v else float('nan')


def tables(systems: dict[str, list[Token]], errors: dict) -> dict:
    names = list(systems)
    figures = {'bySystem': {}, 'byRole': {}}
    print('| rule | all | ' + ' | '.join(names) + ' |')
    for key, label in RULES:
        pooled = [e for s in names for e in errors[key][s]]
        row = {s: r6(median(errors[key][s])) for s in names}
        row['all'] = r6(median(pooled))
        figures['bySystem'][key] = row
        print(f"| {label} | {row['all']:.3f} | " + ' | '.join(f'{row[s]:.3f}' for s in names) + ' |')
    print()
    print('| rule | ' + ' | '.join(R.ROLES) + ' |')
    for key, label in RULES:
        row = {}
        for role in R.ROLES:
            row[role] = r6(median([e for s in names for t, e in zip(systems[s], errors[key][s]) if t.kind == role]))
        figures['byRole'][key] = row
        print(f'| {label} | ' + ' | '.join(f'{row[r]:.3f}' for r in R.ROLES) + ' |')
    return figures


def inference_accuracy(systems: dict[str, list[Token]]) -> dict:
    out = {}
    for s, tokens in systems.items():
        named = [t for t in tokens if t.inferred is not None]
        right = [t for t in named if t.inferred == t.kind]
        out[s] = dict(tokens=len(tokens), inferred=len(named), right=len(right))
    total = {k: sum(v[k] for v in out.values()) for k in ('tokens', 'inferred', 'right')}
    out['all'] = total
    print()
    print('| system | tokens | a role inferred | right | unsure (no role) |')
    for s, v in out.items():
        print(f"| {s} | {v['tokens']} | {v['inferred']} | {v['right']} ({100 * v['right'] / max(v['inferred'], 1):.0f}%) | {v['tokens'] - v['inferred']} |")
    return out


# ---------------------------------------------------------------------------------------------------
# Vectors: what palettec's Swift must reproduce (AnchoredToneVectorsTests)
# ---------------------------------------------------------------------------------------------------

VECTOR_LIGHTS = ['#FFFFFF', '#F2F2F7', '#E4ECFB', '#D1D1D6', '#FFCC00', '#34C759', '#0A66D8', '#D70015', '#6E6E73',
                 '#1D1D1F', '#000000']
VECTOR_ROLES = [None, 'accent', 'background']          # the roles that change the rule itself (not contrast)


def vectors(systems: dict[str, list[Token]], floor: float, lift: float, chroma: float) -> list[dict]:
    out = []
    for s, tokens in systems.items():
        page = tokens[0].page
        for light in VECTOR_LIGHTS:
            for role in VECTOR_ROLES:
                t = Token(s, 'vector', '', light, light, page)
                l, c, h = new_rule(t, floor, lift, role, chroma)
                srgb = Color('oklch', [l, max(c, 0.0), h]).fit('srgb', **FIT).convert('srgb')
                out.append(dict(page=dict(system=s, light=page.light, dark=page.dark), light=light, role=role,
                                oklchBeforeFit=[r10(l), r10(c), r10(h)], darkSRGB=[r10(float(v)) for v in srgb.coords()],
                                dark=srgb.to_string(hex=True, upper=True)[:7]))
    return out


# ---------------------------------------------------------------------------------------------------
# The picture: light L against dark L, the designers' points and the rule
# ---------------------------------------------------------------------------------------------------

COLORS = {'apple': '#1f77b4', 'carbon': '#ff7f0e', 'primer': '#2ca02c', 'spectrum': '#d62728', 'atlassian': '#9467bd',
          'fluent': '#8c564b', 'codex': '#e377c2', 'material3': '#17becf'}


def svg(systems: dict[str, list[Token]], floor: float, lift: float) -> str:
    size, pad = 480, 48
    def x(v): return pad + v * size
    def y(v): return pad + (1 - v) * size
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{size + 2 * pad + 150}" height="{size + 2 * pad}" '
           f'font-family="Helvetica, Arial, sans-serif" font-size="12">',
           f'<rect width="100%" height="100%" fill="#ffffff"/>',
           f'<rect x="{x(0)}" y="{y(1)}" width="{size}" height="{size}" fill="none" stroke="#999999"/>']
    for i in range(11):
        v = i / 10
        out.append(f'<line x1="{x(v):.1f}" y1="{y(0)}" x2="{x(v):.1f}" y2="{y(0) + 4}" stroke="#999999"/>')
        out.append(f'<text x="{x(v):.1f}" y="{y(0) + 16}" text-anchor="middle">{v:.1f}</text>')
        out.append(f'<line x1="{x(0) - 4}" y1="{y(v):.1f}" x2="{x(0)}" y2="{y(v):.1f}" stroke="#999999"/>')
        out.append(f'<text x="{x(0) - 6}" y="{y(v) + 4:.1f}" text-anchor="end">{v:.1f}</text>')
    out.append(f'<text x="{x(0.5)}" y="{y(0) + 34}" text-anchor="middle">OKLCH lightness of the light color</text>')
    out.append(f'<text transform="translate({x(0) - 36},{y(0.5)}) rotate(-90)" text-anchor="middle">'
               f'OKLCH lightness of the designers\' dark</text>')
    for s, tokens in systems.items():
        for t in tokens:
            out.append(f'<circle cx="{x(t.l):.1f}" cy="{y(t.dark_lab[0]):.1f}" r="2.2" fill="{COLORS[s]}" fill-opacity="0.55"/>')
    def rule(v): return min(floor + (1 - v) + lift * max(0.0, 1 - (1 - v) / LIFT_FADE), 1)
    pts = ' '.join(f'{x(v):.1f},{y(rule(v)):.1f}' for v in np.linspace(0, 1, 101))
    out.append(f'<polyline points="{pts}" fill="none" stroke="#000000" stroke-width="2"/>')
    pts = ' '.join(f'{x(v):.1f},{y(max(v, rule(v))):.1f}' for v in np.linspace(0, 1, 101))
    out.append(f'<polyline points="{pts}" fill="none" stroke="#000000" stroke-width="1.5" stroke-dasharray="5,4"/>')
    lx = x(1) + 16
    out.append(f'<line x1="{lx}" y1="{y(0.98)}" x2="{lx + 20}" y2="{y(0.98)}" stroke="#000000" stroke-width="2"/>')
    out.append(f'<text x="{lx + 26}" y="{y(0.98) + 4}">the rule*</text>')
    out.append(f'<line x1="{lx}" y1="{y(0.93)}" x2="{lx + 20}" y2="{y(0.93)}" stroke="#000000" stroke-dasharray="5,4"/>')
    out.append(f'<text x="{lx + 26}" y="{y(0.93) + 4}">accent*</text>')
    out.append(f'<text x="{lx}" y="{y(0.86 - len(systems) * 0.045) + 4:.1f}">* white page, dark page</text>')
    out.append(f'<text x="{lx}" y="{y(0.86 - len(systems) * 0.045) + 20:.1f}">  at L {floor:.2f} or darker</text>')
    for i, s in enumerate(systems):
        yy = y(0.86 - i * 0.045)
        out.append(f'<circle cx="{lx + 10}" cy="{yy:.1f}" r="4" fill="{COLORS[s]}"/>')
        out.append(f'<text x="{lx + 26}" y="{yy + 4:.1f}">{s}</text>')
    out.append('</svg>')
    return '\n'.join(out) + '\n'


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument('--write', action='store_true')
    args = parser.parse_args()
    systems = load()
    errors, folds = evaluate(systems)
    print('| held out | floor | lift | accent chroma |')
    for s, (floor, lift, chroma) in folds.items():
        print(f'| {s} | {floor:.4f} | {lift:.2f} | {chroma:.2f} |')
    print()
    figures = tables(systems, errors)
    accuracy = inference_accuracy(systems)
    calibration = per_palette(systems, folds)
    blend_figures = blend(systems, R.committed_curves()[0])
    floor, lift, chroma = fit(systems)
    print(f'\ncommitted: floor {floor:.10f}, lift {lift:.2f}, accent chroma {chroma:.2f}')
    committed = {s: r6(median(errors_of(v, floor, lift, 'inferred', chroma))) for s, v in systems.items()}
    print('committed constants, roles inferred, in sample: ' + ', '.join(f'{s} {v:.3f}' for s, v in committed.items()))
    if args.write:
        JSON_OUT.write_text(json.dumps(dict(
            rule=dict(floor=r10(floor), lift=lift, liftFade=LIFT_FADE, accentChroma=chroma, floorIs='median dark-page OKLCH lightness of the eight systems'),
            folds={s: dict(floor=r10(f), lift=l, accentChroma=c) for s, (f, l, c) in folds.items()},
            figures=dict(figures, committedInferred=committed, blendedWithTodaysCurve=blend_figures), inference=accuracy, perPalette=dict(k=PER_PALETTE_K, draws=PER_PALETTE_DRAWS, bySystem=calibration),
            pages={s: dict(light=v[0].page.light, dark=v[0].page.dark) for s, v in systems.items()},
        ), indent=2, sort_keys=True) + '\n')

if __name__ == '__main__':
    main()
