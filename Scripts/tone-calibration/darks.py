#!/usr/bin/env python3
"""Derived darks, round three (issue #48): anchored `derive: tone` over thirteen design systems.

Data: every system carryover.py reads (Data/tone's four, ../shared/tone-pairs/pairs.csv's four) and the five of
../shared/tone-pairs/set-b/pairs.csv, read where they lie (fetched data is never copied into the project).

The rule is carryover.py's page mirror (OKLCH of the light colour; hue and chroma kept; the CSS Color 4 gamut
fit), with what this round adds, each kept only if it holds leaving one system out:
  * text on a fill: a colour read as text whose light lies within ON_FILL of the page's light cannot be text
    on the page: it is onAccent. An onAccent colour keeps its light when its fill is not found (designers keep
    white text white); with its fill it keeps its WCAG level against the fill's dark;
  * dark fills stay dark: a colour that is not text or a border, darker than DARK_FILL_L with chroma of at
    least DARK_FILL_C, keeps its lightness;
  * text sits TEXT_SHIFT lighter than the mirror (designers lighten text on dark pages, most on black ones);
  * contrast kept by level: text, borders and onAccent keep the WCAG level (7, 4.5 or 3:1) their light reached,
    moved to the nearest lightness that does;
  * inference (Data/tone/inference.json): icons and secondary content read as text; only the page's own names
    read as the background.

Every figure is leave one system out: the constants are chosen on the other twelve systems (the mean of their
medians), and tested on the thirteenth. Computation is numpy (fastcolor.py, checked against coloraide first).

Usage:
    python Scripts/tone-calibration/darks.py            # tables
    python Scripts/tone-calibration/darks.py --write    # also Data/tone/darks.json and the Swift constants
"""
from __future__ import annotations

import argparse
import csv
import json
import statistics
import sys
from collections import defaultdict

import numpy as np

import carryover as C
import fastcolor as F
import roles as R
from calibrate import DATA, ROOT, fit_best, load as load_pairs, r6, r10

SHARED = ROOT.parent / 'shared' / 'tone-pairs'
SET_B = ['paste', 'sap-horizon', 'gestalt-vr', 'patternfly', 'jetbrains-intui']
SOURCES = [SHARED / 'pairs.csv', SHARED / 'set-b' / 'pairs.csv']
LEVELS = (7.0, 4.5, 3.0)


# ---------------------------------------------------------------------------------------------------
# Data: thirteen systems as arrays
# ---------------------------------------------------------------------------------------------------

PAGE_NAMES: dict[str, str] = {}
PAGE = -2                                   # a fill that is the page itself


def load_tokens() -> dict[str, list[C.Token]]:
    anchors = R.load_anchors()
    systems: dict[str, list[C.Token]] = {}
    with open(DATA / 'anchors.csv', newline='') as f:
        PAGE_NAMES.update({r['system']: r['role'] for r in csv.DictReader(f)})
    for s in C.DATA_SYSTEMS:
        systems[s] = [C.Token(s, p.tokens.split(';')[0], p.kind, p.light, p.dark, anchors[s])
                      for p in R.load_roles(s, anchors)]
    for path in SOURCES:
        C.read_pairs(path, systems, PAGE_NAMES)
    return systems


class Set:
    """The tokens of some systems as arrays; `sys` is each token's system."""

    def __init__(self, systems: dict[str, list[C.Token]]):
        self.systems = systems
        tokens = [t for v in systems.values() for t in v]
        self.tokens = tokens
        self.sys = np.array([t.system for t in tokens])
        self.names = [t.name for t in tokens]
        self.kind = np.array([t.kind for t in tokens], dtype=object)
        self.words = [t.words for t in tokens]
        self.l = np.array([t.l for t in tokens]); self.c = np.array([t.c for t in tokens]); self.h = np.array([t.h for t in tokens])
        self.dark_lab = np.array([t.dark_lab for t in tokens])
        self.pl = np.array([t.page.l_light for t in tokens]); self.pd = np.array([t.page.l_dark for t in tokens])
        self.page_light_y = np.array([F.luminance(*F.hex_lch(t.page.light)) for t in tokens])
        self.page_dark_y = np.array([F.luminance(*F.hex_lch(t.page.dark)) for t in tokens])
        self.light_y = F.luminance(self.l, self.c, self.h)
        self.page_words = {s: C.words(PAGE_NAMES[s]) for s in systems}

    def medians(self, err: np.ndarray, mask=None) -> dict[str, float]:
        out = {}
        for s in self.systems:
            m = self.sys == s if mask is None else (self.sys == s) & mask
            out[s] = float(np.median(err[m])) if m.any() else float('nan')
        return out


# ---------------------------------------------------------------------------------------------------
# Names → roles, and fills
# ---------------------------------------------------------------------------------------------------

def infer_all(S: Set, rules: list[dict]) -> np.ndarray:
    out = []
    for ws in S.words:
        present, role = set(ws), None
        for rule in rules:
            if present & set(rule['anyOf']) and not present & set(rule['noneOf']):
                role = rule['role']
                break
        out.append(role)
    return np.array(out, dtype=object)


FILL_WORDS = {'fill', 'background', 'bg', 'surface', 'container'}
FILL_RULES = json.loads((DATA / 'inference.json').read_text())['fills']
TEXT_WORDS = set(FILL_RULES['textWords'])
NEUTRAL_WORDS = set(FILL_RULES['neutralWords'])
INVERSE = set(FILL_RULES['inverseWords'])


def loose_key(words) -> tuple:
    return tuple(w for w in words if w not in TEXT_WORDS and w not in NEUTRAL_WORDS)


def fills(S: Set, relaxed: bool) -> np.ndarray:
    """Each `on …` token's fill: the one token of its system whose words are its own without `on` (carryover.py);
    `relaxed`, failing that, without the words that say text or icon, the fill itself having none of those. The
    page is a fill like any colour (`onSurface` on Material's page `surface`): PAGE."""
    out = np.full(len(S.tokens), -1)
    if not relaxed:
        return carryover_fills(S)
    by_system: dict[str, list[int]] = defaultdict(list)
    for i, s in enumerate(S.sys):
        by_system[s].append(i)
    for s, idx in by_system.items():
        exact = defaultdict(list); loose = defaultdict(list)
        exact[tuple(S.page_words[s])].append(PAGE)
        if not set(S.page_words[s]) & TEXT_WORDS:
            loose[loose_key(S.page_words[s])].append(PAGE)
        for i in idx:
            exact[tuple(S.words[i])].append(i)
            if not set(S.words[i]) & TEXT_WORDS:
                loose[loose_key(S.words[i])].append(i)
        for i in idx:
            ws = S.words[i]
            if 'on' not in ws:
                continue
            wanted = tuple(w for w in ws if w != 'on')
            found = exact.get(wanted, [])
            if len(found) != 1 and relaxed:
                found = loose.get(loose_key(wanted), [])
            if len(found) == 1 and found[0] != i:
                out[i] = found[0]
    return out


def carryover_fills(S: Set) -> np.ndarray:
    """#35's fills (carryover.py): the one token of the system whose words are the name's without `on`."""
    index = {id(t): i for i, t in enumerate(S.tokens)}
    out = np.full(len(S.tokens), -1)
    for i, t in enumerate(S.tokens):
        found = C.fill_of(t, S.systems[t.system])
        if found is not None:
            out[i] = index[id(found)]
    return out


# ---------------------------------------------------------------------------------------------------
# WCAG
# ---------------------------------------------------------------------------------------------------

def ratio(y1, y2):
    return (np.maximum(y1, y2) + 0.05) / (np.minimum(y1, y2) + 0.05)


def level(r: np.ndarray) -> np.ndarray:
    """The WCAG level a ratio reaches: 7, 4.5 or 3; nan below 3."""
    out = np.full(r.shape, np.nan)
    for lv in sorted(LEVELS):
        out = np.where(r >= lv, lv, out)
    return out


def nearest_reaching(target, against_y, c, h, start, steps=24):
    """The OKLCH lightness nearest `start` (either side) whose fitted colour reaches `target` against luminance
    `against_y`; `start` itself when it does; nan when no lightness does (ContrastKeeping.nearest)."""
    n = len(start)
    ok = ratio(F.luminance(start, c, h), against_y) >= target
    best = np.where(ok, start, np.nan)
    for end in (1.0, 0.0):
        e = np.full(n, end)
        reach = ~ok & (ratio(F.luminance(e, c, h), against_y) >= target)
        if not reach.any():
            continue
        lo, hi = start.copy(), e
        for _ in range(steps):
            mid = (lo + hi) / 2
            r = ratio(F.luminance(mid, c, h), against_y) >= target
            hi = np.where(r, mid, hi); lo = np.where(r, lo, mid)
        closer = reach & (np.isnan(best) | (np.abs(hi - start) < np.abs(best - start)))
        best = np.where(closer, hi, best)
    return best


# ---------------------------------------------------------------------------------------------------
# The rule
# ---------------------------------------------------------------------------------------------------

TODAY = dict(floor=0.1880977624, lift=0.10, fade=0.5, accent_chroma=0.16, text_shift=0.0,
             by_level=False, relaxed_fills=False, keep_unfound=False, on_fill=None, dark_fill=None)
NEW = dict(TODAY, by_level=True, relaxed_fills=True, keep_unfound=True)
LIFT_GRID = [i / 100 for i in range(0, 16)]
ACCENT_CHROMA_GRID = [0.04, 0.06, 0.08, 0.1, 0.12, 0.14, 0.16]
ON_FILL_GRID = [None, 0.05, 0.1, 0.15, 0.2]
TEXT_SHIFT_GRID = [0.0, 0.02, 0.04, 0.06, 0.08]
DARK_FILL_GRID = [None] + [(l, c) for l in (0.3, 0.4) for c in (0.04, 0.12)]
LIFT_CHROMA_GRID = [(l / 100, c) for l in range(5, 16) for c in (0.08, 0.12, 0.16)]


def mirror(S: Set, K: dict) -> np.ndarray:
    delta = S.pl - S.l
    mirrored = S.pd + delta
    lifted = K['floor'] + delta + K['lift'] * np.maximum(0, 1 - np.maximum(delta, 0) / K['fade'])
    return np.clip(np.maximum(mirrored, lifted), 0, 1)


def roles_for(S: Set, K: dict, inferred: np.ndarray) -> np.ndarray:
    """Text whose light lies within `on_fill` of the page's light is on a fill: onAccent."""
    role = inferred.copy()
    if K['on_fill'] is not None:
        role = np.where((role == 'text') & (np.abs(S.l - S.pl) < K['on_fill']), 'onAccent', role)
    return role


def predict(S: Set, K: dict, role: np.ndarray, fill: np.ndarray) -> np.ndarray:
    """Dark OKLCH lightness of every token (hue and chroma are the light's)."""
    L = mirror(S, K)
    L = np.where(role == 'background', np.clip(S.pd + S.pl - S.l, 0, 1), L)
    L = np.where((role == 'accent') & (S.c >= K['accent_chroma']), np.maximum(L, S.l), L)
    L = np.where(role == 'text', np.minimum(L + K['text_shift'], 1), L)
    if K['dark_fill'] is not None:
        named = np.array([bool(FILL_WORDS & set(ws)) for ws in S.words])
        dark_fill = named & np.isin(role, ['accent', 'surface', None]) & (S.l < K['dark_fill'][0]) & (S.c >= K['dark_fill'][1])
        L = np.where(dark_fill, S.l, L)
    target_of = level if K['by_level'] else (lambda r: r)
    tb = np.flatnonzero(np.isin(role, ['text', 'border']))
    if tb.size:
        target = target_of(ratio(S.light_y[tb], S.page_light_y[tb]))
        i = tb[~np.isnan(target)]
        moved = nearest_reaching(target[~np.isnan(target)], S.page_dark_y[i], S.c[i], S.h[i], L[i])
        L[i] = np.where(np.isnan(moved), L[i], moved)
    on = np.flatnonzero(role == 'onAccent')
    if K['keep_unfound']:
        keep = [i for i in on[fill[on] == -1] if 'on' in S.words[i] or not INVERSE & set(S.words[i])]
        L[keep] = S.l[keep]
    with_fill = on[fill[on] != -1]
    if with_fill.size:
        f = fill[with_fill]
        page, g = f == PAGE, np.where(f == PAGE, 0, f)
        fill_light = np.where(page, S.page_light_y[with_fill], F.luminance(S.l[g], S.c[g], S.h[g]))
        fill_dark = np.where(page, S.page_dark_y[with_fill], F.luminance(L[g], S.c[g], S.h[g]))
        target = target_of(ratio(S.light_y[with_fill], fill_light))
        have = ~np.isnan(target)
        i = with_fill[have]
        moved = nearest_reaching(target[have], fill_dark[have], S.c[i], S.h[i], L[i])
        L[i] = np.where(np.isnan(moved), L[i], moved)
    return L


def errors(S: Set, L: np.ndarray, c=None) -> np.ndarray:
    return np.linalg.norm(F.fitted_lab(L, S.c if c is None else c, S.h) - S.dark_lab, axis=1)


class Model:
    """The rule's inputs for a set of tokens that do not depend on the constants: roles and fills."""

    def __init__(self, S: Set, rules: list[dict], K: dict):
        self.S, self.K = S, K
        self.inferred = infer_all(S, rules)
        self.fill = fills(S, relaxed=K['relaxed_fills'])

    def errors(self, K: dict, roles: str = 'inferred') -> np.ndarray:
        S = self.S
        source = {'inferred': self.inferred, 'written': S.kind.copy(), 'none': np.full(len(S.tokens), None, dtype=object)}[roles]
        role = roles_for(S, K, source) if roles == 'inferred' else source
        return errors(S, predict(S, K, role, self.fill))


def mean_of_medians(S: Set, e: np.ndarray, systems) -> float:
    return float(np.mean([np.median(e[S.sys == s]) for s in systems]))


def fit(model: Model, train: list[str]) -> dict:
    """The constants from the systems `train`: the floor is their median dark page; the lift and the accent
    chroma together, then the on-fill distance, the text shift and the dark fill, each the grid value with the lowest mean of
    their medians (roles inferred), ties to the first."""
    S = model.S
    K = dict(model.K, floor=statistics.median(S.pd[S.sys == s][0] for s in train))
    def best(grid, make):
        scores = [(mean_of_medians(S, model.errors(make(v)), train), n) for n, v in enumerate(grid)]
        return grid[min(scores)[1]]
    K['lift'], K['accent_chroma'] = best(LIFT_CHROMA_GRID, lambda v: dict(K, lift=v[0], accent_chroma=v[1]))
    for key, grid in (('on_fill', ON_FILL_GRID), ('text_shift', TEXT_SHIFT_GRID), ('dark_fill', DARK_FILL_GRID)):
        K[key] = best(grid, lambda v: dict(K, **{key: v}))
    return K


# ---------------------------------------------------------------------------------------------------
# Baselines and leave one system out
# ---------------------------------------------------------------------------------------------------

def baselines(S: Set) -> dict[str, np.ndarray]:
    tone, _ = R.committed_curves()
    out = {}
    lch = np.array([tone.predict_lch(t) for t in S.tokens])
    out['tone'] = np.linalg.norm(F.fitted_lab(lch[:, 0], lch[:, 1], lch[:, 2]) - S.dark_lab, axis=1)
    cv = out['tone'].copy()
    for s in C.DATA_SYSTEMS:
        curve = fit_best([p for t in C.DATA_SYSTEMS if t != s for p in load_pairs(t)])
        m = np.flatnonzero(S.sys == s)
        lch = np.array([curve.predict_lch(S.tokens[i]) for i in m])
        cv[m] = np.linalg.norm(F.fitted_lab(lch[:, 0], lch[:, 1], lch[:, 2]) - S.dark_lab[m], axis=1)
    out['toneCV'] = cv
    out['invert'] = np.array([C.delta_e(C.invert_oklab(t.light), t.dark_lab) for t in S.tokens])
    out['hct'] = np.array([C.delta_e(C.hct_invert(t), t.dark_lab) for t in S.tokens])
    out['mirror'] = errors(S, np.clip(S.pd + S.pl - S.l, 0, 1))
    return out


def leave_one_out(S: Set, rules: dict[str, list[dict]]) -> tuple[dict[str, np.ndarray], dict[str, dict]]:
    """Errors of today's anchored rule (#35: its inference, exact ratios, exact fills, constants refitted
    without the system) and of the new rule (roles inferred, none and written), each system tested with
    the constants fitted on the other twelve."""
    today, new = Model(S, rules['today'], TODAY), Model(S, rules['new'], NEW)
    out = {k: np.full(len(S.tokens), np.nan) for k in ('today', 'new:inferred', 'new:none', 'new:written')}
    folds = {}
    for s in S.systems:
        train = [t for t in S.systems if t != s]
        m = S.sys == s
        Kt = fit_today(today, train)
        out['today'][m] = today.errors(Kt)[m]
        K = folds[s] = fit(new, train)
        for roles in ('inferred', 'none', 'written'):
            out[f'new:{roles}'][m] = new.errors(K, roles)[m]
    return out, folds


def fit_today(model: Model, train: list[str]) -> dict:
    """#35's constants, fitted the same way: floor, then lift and accent chroma."""
    S = model.S
    K = dict(model.K, floor=statistics.median(S.pd[S.sys == s][0] for s in train))
    scores = [(mean_of_medians(S, model.errors(dict(K, lift=l, accent_chroma=c)), train), n)
              for n, (l, c) in enumerate(LIFT_CHROMA_GRID)]
    K['lift'], K['accent_chroma'] = LIFT_CHROMA_GRID[min(scores)[1]]
    return K


RULES = [('invert', '`invert`'), ('hct', 'HCT tone 100 − t'), ('tone', "`tone`, no anchor"),
         ('toneCV', "`tone`, no anchor, fitted without the system"), ('mirror', 'page mirror'),
         ('today', "#35's anchored `tone`, roles inferred"), ('new:none', 'anchored `tone`, no roles'),
         ('new:inferred', '**anchored `tone`, roles inferred**'), ('new:written', 'anchored `tone`, roles written')]
ROLES = ['background', 'surface', 'border', 'accent', 'text', 'onAccent']


def tables(S: Set, errs: dict[str, np.ndarray]) -> dict:
    names = list(S.systems)
    figures = {'bySystem': {}, 'byRole': {}}
    print('| rule | all | ' + ' | '.join(names) + ' |')
    print('|---|---:|' + '---:|' * len(names))
    for key, label in RULES:
        e = errs[key]
        row = {s: r6(float(np.median(e[S.sys == s]))) for s in names}
        row['all'] = r6(float(np.median(e)))
        figures['bySystem'][key] = row
        print(f"| {label} | {row['all']:.3f} | " + ' | '.join(f'{row[s]:.3f}' for s in names) + ' |')
    groups = {'the eight of #35': ~np.isin(S.sys, SET_B), 'set B (never seen by #35)': np.isin(S.sys, SET_B)}
    figures['byGroup'] = {}
    print('\n| rule | ' + ' | '.join(groups) + ' | set B, onAccent |')
    print('|---|' + '---:|' * (len(groups) + 1))
    for key, label in RULES:
        e = errs[key]
        row = {g: r6(float(np.median(e[m]))) for g, m in groups.items()}
        row['set B, onAccent'] = r6(float(np.median(e[np.isin(S.sys, SET_B) & (S.kind == 'onAccent')])))
        figures['byGroup'][key] = row
        print(f'| {label} | ' + ' | '.join(f'{v:.3f}' for v in row.values()) + ' |')
    print()
    print('| rule | ' + ' | '.join(ROLES) + ' |')
    print('|---|' + '---:|' * len(ROLES))
    for key, label in RULES:
        e = errs[key]
        row = {r: r6(float(np.median(e[S.kind == r]))) for r in ROLES}
        figures['byRole'][key] = row
        print(f'| {label} | ' + ' | '.join(f'{row[r]:.3f}' for r in ROLES) + ' |')
    return figures


def role_by_system(S: Set, errs: dict[str, np.ndarray]) -> None:
    """The new rule (roles inferred) by role and system, and `tone` with no anchor fitted without the system."""
    for key, label in (('new:inferred', 'anchored `tone`, roles inferred'), ('toneCV', '`tone`, no anchor, fitted without the system')):
        print(f'\n{label}, by role and system (count):')
        print('| system | ' + ' | '.join(ROLES[1:]) + ' |')
        print('|---|' + '---:|' * (len(ROLES) - 1))
        for s in S.systems:
            cells = []
            for r in ROLES[1:]:
                m = (S.sys == s) & (S.kind == r)
                cells.append(f'{np.median(errs[key][m]):.3f} ({m.sum()})' if m.any() else '–')
            print(f'| {s} | ' + ' | '.join(cells) + ' |')


def inference_accuracy(S: Set, inferred: np.ndarray, label: str) -> dict:
    out = {}
    for s in list(S.systems) + ['all']:
        m = np.ones(len(S.tokens), bool) if s == 'all' else S.sys == s
        named = m & (inferred != None)
        right = named & (inferred == S.kind)
        out[s] = dict(tokens=int(m.sum()), inferred=int(named.sum()), right=int(right.sum()))
    print(f'\nInference, {label}:')
    print('| system | tokens | a role inferred | right | right of all |')
    print('|---|---:|---:|---:|---:|')
    for s, v in out.items():
        print(f"| {s} | {v['tokens']} | {v['inferred']} | {v['right']} ({100 * v['right'] / max(v['inferred'], 1):.0f}%) "
              f"| {100 * v['right'] / v['tokens']:.0f}% |")
    return out


def rules_today() -> list[dict]:
    return json.loads((DATA / 'inference.json').read_text())['rules']


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument('--write', action='store_true')
    parser.add_argument('--picture', action='store_true', help='only redraw the picture from Data/tone/darks.json')
    args = parser.parse_args()
    if args.picture:
        rule = json.loads(JSON_OUT.read_text())['rule']
        picture(Set(load_tokens()), dict(floor=rule['floor'], lift=rule['lift'], fade=rule['liftFade'],
                                         text_shift=rule['textLift']))
        return
    worst = F.selfcheck(400)
    assert worst < 1e-9, f'fastcolor differs from coloraide by {worst}'
    S = Set(load_tokens())
    rules = {'today': json.loads((DATA / 'inference-35.json').read_text())['rules'], 'new': rules_today()}
    errs = baselines(S)
    loo, folds = leave_one_out(S, rules)
    errs.update(loo)
    print('| held out | floor | lift | accent chroma | text on a fill | text shift | dark fill |')
    print('|---|---:|---:|---:|---:|---:|---|')
    for s, K in folds.items():
        print(f"| {s} | {K['floor']:.4f} | {K['lift']:.2f} | {K['accent_chroma']:.2f} | {K['on_fill']} | {K['text_shift']:.2f} "
              f"| {'L < %.2f, C ≥ %.2f' % K['dark_fill'] if K['dark_fill'] else 'not kept'} |")
    print()
    figures = tables(S, errs)
    role_by_system(S, errs)
    model = Model(S, rules['new'], NEW)
    K = fit(model, list(S.systems))
    accuracy = {'today': inference_accuracy(S, Model(S, rules['today'], TODAY).inferred, "#35's rules"),
                'new': inference_accuracy(S, roles_for(S, K, model.inferred), 'the new rules, text on a fill read')}
    committed = S.medians(model.errors(K))
    print(f"\ncommitted: floor {K['floor']:.10f}, lift {K['lift']}, accent chroma {K['accent_chroma']}, "
          f"on fill {K['on_fill']}, text shift {K['text_shift']}, dark fill {K['dark_fill']}")
    print('in sample: ' + ', '.join(f'{s} {v:.3f}' for s, v in committed.items()))
    if args.write:
        write(S, K, folds, figures, accuracy, committed)


# ---------------------------------------------------------------------------------------------------
# What palettec is written from, and what its tests check it against
# ---------------------------------------------------------------------------------------------------

JSON_OUT = DATA / 'darks.json'
COLORS = dict(C.COLORS, paste='#e6194b', **{'sap-horizon': '#3cb44b', 'gestalt-vr': '#000000', 'patternfly': '#4363d8',
                                            'jetbrains-intui': '#911eb4'})


def write(S: Set, K: dict, folds: dict, figures: dict, accuracy: dict, committed: dict) -> None:
    if K['dark_fill'] is not None:
        sys.exit('the committed fit keeps the dark-fill rule, which palettec does not have: add it to the Swift first')
    rule = dict(floor=r10(K['floor']), lift=K['lift'], liftFade=K['fade'], accentChroma=K['accent_chroma'],
                textOnFillDistance=K['on_fill'] or 0.0, textLift=K['text_shift'],
                floorIs=f'median dark-page OKLCH lightness of the {len(S.systems)} systems')
    JSON_OUT.write_text(json.dumps(dict(
        rule=rule,
        folds={s: dict(floor=r10(k['floor']), lift=k['lift'], accentChroma=k['accent_chroma'],
                       textOnFillDistance=k['on_fill'], textLift=k['text_shift'], darkFill=k['dark_fill'])
               for s, k in folds.items()},
        figures=dict(figures, committedInferred={s: r6(v) for s, v in committed.items()}),
        inference=accuracy,
        pages={s: dict(name=PAGE_NAMES[s], light=v[0].page.light, dark=v[0].page.dark) for s, v in S.systems.items()},
    ), indent=2, sort_keys=True) + '\n')
    C.VECTORS_OUT.write_text(json.dumps(dict(
        note='Anchored derive: tone (the rule itself, no contrast step) for a few light colors under each system\'s '
             'page, as darks.py computes it with coloraide\'s CSS Color 4 gamut fit; palettec\'s '
             'AnchoredToneVectorsTests reproduces them.',
        constants=dict(floor=rule['floor'], lift=K['lift'], liftFade=K['fade'], accentChroma=K['accent_chroma'],
                       textLift=K['text_shift']),
        vectors=vectors(S, K)), indent=2, sort_keys=True) + '\n')
    write_pairs(S)
    picture(S, K)
    import role_swift
    role_swift.SWIFT_OUT.write_text(role_swift.current())


VECTOR_ROLES = [None, 'accent', 'background', 'text']      # the roles that change the rule itself (not contrast)


def vectors(S: Set, K: dict) -> list[dict]:
    """The rule itself (no contrast step) for a few light colours under each system's page, computed one by one
    with coloraide: an implementation apart from the arrays the fit runs on."""
    from coloraide import Color
    out = []
    for s, tokens in S.systems.items():
        page = tokens[0].page
        for light in C.VECTOR_LIGHTS:
            l, c, h = C.oklch(light)
            delta = page.l_light - l
            for role in VECTOR_ROLES:
                dark = min(max(page.l_dark + delta, K['floor'] + delta + K['lift'] * max(0.0, 1 - max(delta, 0.0) / K['fade']), 0.0), 1.0)
                if role == 'background':
                    dark = min(max(page.l_dark + delta, 0.0), 1.0)
                elif role == 'accent' and c >= K['accent_chroma']:
                    dark = max(dark, l)
                elif role == 'text':
                    dark = min(dark + K['text_shift'], 1.0)
                srgb = Color('oklch', [dark, c, h]).fit('srgb', **C.FIT).convert('srgb')
                out.append(dict(page=dict(system=s, light=page.light, dark=page.dark), light=light, role=role,
                                oklchBeforeFit=[r10(dark), r10(c), r10(h)], darkSRGB=[r10(float(v)) for v in srgb.coords()],
                                dark=srgb.to_string(hex=True, upper=True)[:7]))
    return out


def picture(S: Set, K: dict) -> None:
    """docs/images/tone-carryover.svg: carryover.py's picture of the thirteen systems' points and the rule,
    with text's line (the rule, `textLift` lighter) drawn beside it."""
    C.COLORS = COLORS
    svg = C.svg(S.systems, K['floor'], K['lift'])
    size, pad = 480, 48
    def x(v): return pad + v * size
    def y(v): return pad + (1 - v) * size
    def rule(v): return min(K['floor'] + (1 - v) + K['lift'] * max(0.0, 1 - (1 - v) / K['fade']), 1)
    points = ' '.join(f'{x(v):.1f},{y(min(rule(v) + K["text_shift"], 1)):.1f}' for v in np.linspace(0, 1, 101))
    lx = x(1) + 16
    text = [f'<polyline points="{points}" fill="none" stroke="#666666" stroke-width="1.5"/>',
            f'<line x1="{lx}" y1="{y(0.895)}" x2="{lx + 20}" y2="{y(0.895)}" stroke="#666666" stroke-width="1.5"/>',
            f'<text x="{lx + 26}" y="{y(0.895) + 4}">text*</text>']
    C.SVG_OUT.write_text(svg.replace('</svg>\n', '\n'.join(text) + '\n</svg>\n'))


def write_pairs(S: Set) -> None:
    """The four Data/tone systems' pairs as palette keys (Data/tone/carryover-pairs.csv), each system's page
    first under its own name; AnchoredToneCarryoverTests reads the other systems from ../shared itself, keyed
    the same way (`palette_keys`)."""
    with open(C.PAIRS_OUT, 'w', newline='') as f:
        w = csv.writer(f, lineterminator='\n')
        w.writerow(['system', 'key', 'role', 'light', 'dark'])
        for s in C.DATA_SYSTEMS:
            tokens = S.systems[s]
            page = tokens[0].page
            keys = palette_keys([C.words(PAGE_NAMES[s])] + [t.words for t in tokens])
            w.writerow([s, keys[0], 'page', page.light, page.dark])
            for t, key in zip(tokens, keys[1:]):
                w.writerow([s, key, t.kind, t.light, t.dark])


def palette_keys(words: list[list[str]]) -> list[str]:
    """Each name's words joined by '-' (the same words, so the same role and fill), a letter suffix where
    two share them (carryover.py's keys, with the page first)."""
    keys, seen = [], defaultdict(int)
    for ws in words:
        base = '-'.join(ws) or 'token'
        seen[base] += 1
        n = seen[base]
        keys.append(base if n == 1 else f'{base}-{"abcdefghijklmnopqrstuvwxyz"[(n - 2) % 26] * ((n + 24) // 26)}')
    return keys


if __name__ == '__main__':
    main()
