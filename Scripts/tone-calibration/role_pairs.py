#!/usr/bin/env python3
"""Build the role-tagged light/dark pairs of Data/tone/roles/ and the anchors of Data/tone/anchors.csv.

Only the four calibration systems (Spectrum, Carbon, Primer, Apple). Every value is read from the
system's own token source (Apple: the sources named in APPLE_*), references resolved; nothing is computed.
Spectrum is extracted programmatically from a local clone of adobe/spectrum-design-data (pass
--spectrum-git); Carbon's, Primer's and Apple's files could not be fetched whole here, so their tokens
are transcribed below, one line per token, with the palette step each side references, and resolved by
this script through the transcribed palettes (each transcription names its file and commit).

Kinds (the `kind` column): background (page backgrounds other than the anchor), surface (layers, cards,
containers, fields, tinted/neutral fills behind content), border (borders, dividers, separators,
outlines), accent (brand / link / status / emphasis fills and foregrounds), text (primary, secondary,
tertiary text and icons, neutral or chromatic labels), onAccent (text and icons on accent fills), and
`none` (no published role: Apple's system grays, kept for the high-contrast fit only). Tagged by the
token's name and documented use; Data/tone/README.md ("Role pairs") gives the rules and the doubts.

Skipped everywhere: translucent values (alpha < 1, or a colour the system composes with an opacity token);
`*Inverse` / inverse tokens (drawn on the opposite background); fixed colours that are not themed
(static-*, black/white constants, shadows, overlays); hover/active values computed by a function
(Carbon's adjustLightness/adjustAlpha); experimental tokens (Carbon ai*). A pair equal to its
system's anchor (e.g. Carbon layerBackground01 = white -> gray100) is not a role pair: the anchor is the
rule's input. Several tokens with the same kind and the same pair share one row (tokens joined by ';').
Pairs already in Data/tone/<system>.csv keep their row there (with its kind) and are not repeated.

Usage:
    python Scripts/tone-calibration/role_pairs.py --spectrum-git PATH/TO/spectrum-design-data.git
        [--tag-existing]   # also (re)write the `kind` column of Data/tone/{carbon,primer,apple,spectrum}.csv
"""
from __future__ import annotations

import argparse
import csv
import json
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / 'Data' / 'tone'
ROLES = DATA / 'roles'
KINDS = ['background', 'surface', 'border', 'accent', 'text', 'onAccent']
COLUMNS = ['system', 'kind', 'hue', 'step', 'role', 'light', 'dark', 'hc_light', 'hc_dark',
           'light_source', 'dark_source', 'licence']

# ---------------------------------------------------------------------------------------------------
# Anchors: each system's page background, light and dark.
# ---------------------------------------------------------------------------------------------------

SPECTRUM_COMMIT = '46a5a8baf54063697b476c90196adf186231654b'
SPECTRUM_SRC = f'adobe/spectrum-design-data@{SPECTRUM_COMMIT}:packages/tokens/src/'

CARBON_COLORS = 'carbon-design-system/carbon@b44d4eb664977ec84ad9eaa01c4ed7b8b393e70a:packages/colors/src/colors.ts'
CARBON_WHITE = 'carbon-design-system/carbon@23328e9dff49e010df74b3a7c5f4a633b2cbb403:packages/themes/src/white.ts'
CARBON_G100 = 'carbon-design-system/carbon@3e505f5a5babc7c42b5b7f68439ac60ad3e4de2e:packages/themes/src/g100.ts'

PRIMER_LIGHT = 'primer/primitives@ac0ad90419a174fa038ba924a998c189aa89707f:src/tokens/base/color/light/light.json5'
PRIMER_DARK = 'primer/primitives@4701c53b25e3756ec451c4603b3f50c2f70ae5d0:src/tokens/base/color/dark/dark.json5'
PRIMER_FILES = {
    'bgColor': 'primer/primitives@0491ce8b1f2946b3eb3458571b1c78b9403d5b5a:src/tokens/functional/color/bgColor.json5',
    'fgColor': 'primer/primitives@05ba8cfe83c31c45c8caa11a27ca302160693e84:src/tokens/functional/color/fgColor.json5',
    'borderColor': 'primer/primitives@a5e78f1f44be1a619d8d8845b016d8118e57354c:src/tokens/functional/color/borderColor.json5',
}

APPLE_ELEMENTS = ('noahsark769/noahgilmore.com@704bbc3b6cb7d759973d276f70efe1a12aa190b7:'
                  'src/components/IOS13SystemColorTable.tsx (iOS 13 UIKit element colors as read at run time by '
                  'the author, tables of the post "Backwards compatibility for iOS 13 system colors")')
APPLE_HIG = ('Jeonhui/Apple_HIG_Korean@9555d3b885ef387d4cac5b8ef80fbc640bb30aee:Refactor/translated-human-interface-'
             'guidelines-markdown/foundations/color.md (mirror of https://developer.apple.com/design/human-interface-'
             'guidelines/color, iOS/iPadOS system gray colors table, change log up to June 21 2023)')

LICENCES = {
    'spectrum': 'Apache-2.0',
    'carbon': 'Apache-2.0',
    'primer': 'MIT',
    'apple': 'Apple HIG / UIKit values (c) Apple Inc., used as facts; noahgilmore.com repository MIT (package.json), '
             'the HIG mirror has no licence file',
}

# ---------------------------------------------------------------------------------------------------
# Carbon: palette (colors.ts) and the White / Gray 100 theme tokens (white.ts, g100.ts), transcribed.
# ---------------------------------------------------------------------------------------------------

CARBON_PALETTE = {
    'white': '#ffffff', 'whiteHover': '#e8e8e8',
    'gray10': '#f4f4f4', 'gray20': '#e0e0e0', 'gray30': '#c6c6c6', 'gray40': '#a8a8a8', 'gray50': '#8d8d8d',
    'gray60': '#6f6f6f', 'gray70': '#525252', 'gray80': '#393939', 'gray90': '#262626', 'gray100': '#161616',
    'gray10Hover': '#e8e8e8', 'gray20Hover': '#d1d1d1', 'gray60Hover': '#5e5e5e', 'gray70Hover': '#636363',
    'gray80Hover': '#474747', 'gray90Hover': '#333333',
    'coolGray60': '#697077', 'coolGray80': '#343a3f',
    'blue50': '#4589ff', 'blue60': '#0f62fe',
}

# token: (white.ts value, g100.ts value, kind). Aliases resolved by hand as the files write them
# (e.g. syntaxString = textPrimary). Only tokens not already in Data/tone/carbon.csv.
CARBON_TOKENS = {
    # Background (anchor)
    'background': ('white', 'gray100', 'anchor'),
    'layerBackground01': ('white', 'gray100', 'anchor'),
    'chatPromptBackground': ('white', 'gray100', 'anchor'),
    # Surfaces: layers, layer accents, fields, skeleton, toggle track, chat surfaces
    'layer01': ('gray10', 'gray90', 'surface'),
    'layerActive01': ('gray30', 'gray70', 'surface'),
    'layerHover01': ('gray10Hover', 'gray90Hover', 'surface'),
    'layerSelected01': ('gray20', 'gray80', 'surface'),
    'layerSelectedHover01': ('gray20Hover', 'gray80Hover', 'surface'),
    'layer02': ('white', 'gray80', 'surface'),
    'layerActive02': ('gray30', 'gray60', 'surface'),
    'layerBackground02': ('gray10', 'gray90', 'surface'),
    'layerHover02': ('whiteHover', 'gray80Hover', 'surface'),
    'layerSelected02': ('gray20', 'gray70', 'surface'),
    'layerSelectedHover02': ('gray20Hover', 'gray70Hover', 'surface'),
    'layer03': ('gray10', 'gray70', 'surface'),
    'layerActive03': ('gray30', 'gray50', 'surface'),
    'layerBackground03': ('white', 'gray80', 'surface'),
    'layerHover03': ('gray10Hover', 'gray70Hover', 'surface'),
    'layerSelected03': ('gray20', 'gray60', 'surface'),
    'layerSelectedHover03': ('gray20Hover', 'gray60Hover', 'surface'),
    'layerSelectedDisabled': ('gray50', 'gray40', 'surface'),
    'layerAccent01': ('gray20', 'gray80', 'surface'),
    'layerAccentActive01': ('gray40', 'gray60', 'surface'),
    'layerAccentHover01': ('gray20Hover', 'gray80Hover', 'surface'),
    'layerAccent02': ('gray20', 'gray70', 'surface'),
    'layerAccentActive02': ('gray40', 'gray50', 'surface'),
    'layerAccentHover02': ('gray20Hover', 'gray70Hover', 'surface'),
    'layerAccent03': ('gray20', 'gray60', 'surface'),
    'layerAccentActive03': ('gray40', 'gray80', 'surface'),
    'layerAccentHover03': ('gray20Hover', 'gray60Hover', 'surface'),
    'field01': ('gray10', 'gray90', 'surface'),
    'fieldHover01': ('gray10Hover', 'gray90Hover', 'surface'),
    'field02': ('white', 'gray80', 'surface'),
    'fieldHover02': ('whiteHover', 'gray80Hover', 'surface'),
    'field03': ('gray10', 'gray70', 'surface'),
    'fieldHover03': ('gray10Hover', 'gray70Hover', 'surface'),
    'skeletonElement': ('gray30', 'gray80', 'surface'),
    'toggleOff': ('gray50', 'gray60', 'surface'),
    'chatBubbleUser': ('gray20', 'gray80', 'surface'),
    'chatBubbleAgent': ('white', 'gray90', 'surface'),
    'chatShellBackground': ('white', 'gray90', 'surface'),
    'chatHeaderBackground': ('white', 'gray90', 'surface'),
    # Borders
    'borderSubtle00': ('gray20', 'gray80', 'border'),
    'borderSubtle01': ('gray30', 'gray70', 'border'),
    'borderSubtleSelected01': ('gray30', 'gray60', 'border'),
    'borderSubtle02': ('gray20', 'gray60', 'border'),
    'borderSubtleSelected02': ('gray30', 'gray50', 'border'),
    'borderSubtle03': ('gray30', 'gray60', 'border'),
    'borderSubtleSelected03': ('gray30', 'gray50', 'border'),
    'borderStrong01': ('gray50', 'gray60', 'border'),
    'borderStrong02': ('gray50', 'gray50', 'border'),
    'borderStrong03': ('gray50', 'gray40', 'border'),
    'borderTile01': ('gray30', 'gray70', 'border'),
    'borderTile02': ('gray40', 'gray60', 'border'),
    'borderTile03': ('gray30', 'gray50', 'border'),
    'borderInteractive': ('blue60', 'blue50', 'border'),
    'chatBubbleBorder': ('gray20', 'gray70', 'border'),
    'chatPromptBorderStart': ('gray10', 'gray90', 'border'),
    # Text and icons
    'textPrimary': ('gray100', 'gray10', 'text'),
    'iconPrimary': ('gray100', 'gray10', 'text'),
    'syntaxString': ('gray100', 'gray10', 'text'),          # = textPrimary (also syntaxContent, syntaxMacroName …)
    'syntaxContent': ('gray100', 'gray10', 'text'),
    'chatPromptText': ('gray100', 'gray10', 'text'),
    'textSecondary': ('gray70', 'gray30', 'text'),
    'iconSecondary': ('gray70', 'gray30', 'text'),
    'chatButtonTextSelected': ('gray70', 'gray30', 'text'),  # = textSecondary
    'textHelper': ('gray60', 'gray40', 'text'),
    'syntaxOperator': ('coolGray80', 'gray20', 'text'),
    'syntaxPunctuation': ('coolGray80', 'gray20', 'text'),
    'syntaxEscape': ('coolGray80', 'gray20', 'text'),
    'syntaxAngleBracket': ('coolGray60', 'gray50', 'text'),
    # On an accent fill
    'textOnColor': ('white', 'white', 'onAccent'),
    'iconOnColor': ('white', 'white', 'onAccent'),
}

# Kinds of the rows already in Data/tone/carbon.csv (by their `role` column). A row whose tokens have
# several uses takes the kind of most of them; borderInteractive is also a border row above.
CARBON_EXISTING_KINDS = [
    (r'^backgroundBrand$', 'accent'),
    (r'^borderInteractive;interactive', 'accent'),
    (r'^(textError|link|support|syntax(Comment|Control|Definition|Variable|Tag|Number|Annotation|Function))', 'accent'),
    (r'^highlight$', 'surface'),
    (r'^syntaxInserted$|^syntaxDeleted;tagBackground|^tagBackground|^tagHover', 'surface'),
    (r'^tagColor', 'text'),
]

# ---------------------------------------------------------------------------------------------------
# Primer: base neutral and chromatic steps (light.json5, dark.json5) and functional tokens, transcribed.
# ---------------------------------------------------------------------------------------------------

PRIMER_BASE = {
    'light': {'neutral.0': '#ffffff', 'neutral.1': '#F6F8FA', 'neutral.2': '#EFF2F5', 'neutral.3': '#E6EAEF',
              'neutral.6': '#D1D9E0', 'neutral.8': '#818B98', 'neutral.9': '#59636E', 'neutral.12': '#25292E',
              'neutral.13': '#1f2328',
              'blue.5': '#0969da', 'green.5': '#1a7f37', 'yellow.5': '#9a6700', 'orange.5': '#bc4c00',
              'red.5': '#cf222e', 'purple.5': '#8250df', 'pink.5': '#bf3989'},
    'dark': {'neutral.0': '#010409', 'neutral.1': '#0D1117', 'neutral.2': '#151B23', 'neutral.3': '#212830',
             'neutral.7': '#3D444D', 'neutral.8': '#656C76', 'neutral.9': '#9198A1', 'neutral.12': '#F0F6FC',
             'neutral.13': '#ffffff',
             'blue.5': '#1f6feb', 'green.5': '#238636', 'yellow.5': '#9e6a03', 'orange.5': '#bd561d',
             'red.5': '#da3633', 'purple.5': '#8957e5', 'pink.5': '#bf4b8a'},
}

# token: (light base step, dark base step, kind); file = the token's first segment.
PRIMER_TOKENS = {
    'bgColor.default': ('neutral.0', 'neutral.1', 'anchor'),
    'bgColor.muted': ('neutral.1', 'neutral.2', 'surface'),
    'bgColor.inset': ('neutral.1', 'neutral.0', 'surface'),          # light: {bgColor.muted}
    'bgColor.disabled': ('neutral.2', 'neutral.3', 'surface'),
    'bgColor.emphasis': ('neutral.12', 'neutral.7', 'accent'),
    'bgColor.neutral.emphasis': ('neutral.9', 'neutral.8', 'accent'),
    'borderColor.default': ('neutral.6', 'neutral.7', 'border'),
    'borderColor.emphasis': ('neutral.8', 'neutral.8', 'border'),
    'borderColor.neutral.emphasis': ('neutral.9', 'neutral.8', 'border'),  # dark: {borderColor.emphasis}
    'borderColor.accent.emphasis': ('blue.5', 'blue.5', 'border'),
    'borderColor.success.emphasis': ('green.5', 'green.5', 'border'),      # also open.emphasis
    'borderColor.attention.emphasis': ('yellow.5', 'yellow.5', 'border'),
    'borderColor.severe.emphasis': ('orange.5', 'orange.5', 'border'),
    'borderColor.danger.emphasis': ('red.5', 'red.5', 'border'),           # also closed.emphasis
    'borderColor.done.emphasis': ('purple.5', 'purple.5', 'border'),       # also upsell.emphasis
    'borderColor.sponsors.emphasis': ('pink.5', 'pink.5', 'border'),
    'fgColor.default': ('neutral.13', 'neutral.12', 'text'),
    'fgColor.muted': ('neutral.9', 'neutral.9', 'text'),
    'fgColor.neutral': ('neutral.9', 'neutral.9', 'text'),
    'fgColor.onEmphasis': ('neutral.0', 'neutral.13', 'onAccent'),
}
PRIMER_EXISTING_KINDS = [(r'^fgColor\.', 'accent'), (r'^bgColor\..*\.emphasis$', 'accent')]

# ---------------------------------------------------------------------------------------------------
# Apple: iOS element colors (opaque ones) and the HIG's system grays (with their increased-contrast values).
# ---------------------------------------------------------------------------------------------------

APPLE_ELEMENT_TOKENS = {  # token: (light, dark, kind)
    'systemBackground': ('#FFFFFF', '#000000', 'anchor'),
    'systemGroupedBackground': ('#F2F2F7', '#000000', 'background'),
    'secondarySystemBackground': ('#F2F2F7', '#1C1C1E', 'surface'),
    'tertiarySystemBackground': ('#FFFFFF', '#2C2C2E', 'surface'),
    'secondarySystemGroupedBackground': ('#FFFFFF', '#1C1C1E', 'surface'),
    'tertiarySystemGroupedBackground': ('#F2F2F7', '#2C2C2E', 'surface'),
    'opaqueSeparator': ('#C6C6C8', '#38383A', 'border'),
    'label': ('#000000', '#FFFFFF', 'text'),
    'link': ('#007AFF', '#0984FF', 'accent'),
}
APPLE_TRANSLUCENT = {  # token: (light rgba, dark rgba) — recorded, never fitted
    'secondaryLabel': ('#3C3C4399', '#EBEBF599'), 'tertiaryLabel': ('#3C3C434C', '#EBEBF54C'),
    'quaternaryLabel': ('#3C3C432D', '#EBEBF52D'), 'placeholderText': ('#3C3C434C', '#EBEBF54C'),
    'separator': ('#3C3C4349', '#54545899'), 'systemFill': ('#78788033', '#7878805B'),
    'secondarySystemFill': ('#78788028', '#78788051'), 'tertiarySystemFill': ('#7676801E', '#7676803D'),
    'quaternarySystemFill': ('#74748014', '#7676802D'),
}
APPLE_GRAYS = {  # HIG iOS/iPadOS system gray colors: Default (Light), Default (Dark), Accessible (Light), Accessible (Dark)
    'systemGray (SwiftUI .gray)': ((142, 142, 147), (142, 142, 147), (108, 108, 112), (174, 174, 178)),
    'systemGray2': ((174, 174, 178), (99, 99, 102), (142, 142, 147), (124, 124, 128)),
    'systemGray3': ((199, 199, 204), (72, 72, 74), (174, 174, 178), (84, 84, 86)),
    'systemGray4': ((209, 209, 214), (58, 58, 60), (188, 188, 192), (68, 68, 70)),
    'systemGray5': ((229, 229, 234), (44, 44, 46), (216, 216, 220), (54, 54, 56)),
    'systemGray6': ((242, 242, 247), (28, 28, 30), (235, 235, 240), (36, 36, 38)),
}
APPLE_EXISTING_KINDS = [(r'^system', 'accent')]

# ---------------------------------------------------------------------------------------------------
# Spectrum: programmatic, from the JSON token files.
# ---------------------------------------------------------------------------------------------------

# Tokens Spectrum composes with an opacity token (the painted colour is translucent), or that are fixed.
SPECTRUM_SKIP = re.compile(
    r'^(menu-item-background|stack-item-selected-background-color-(emphasized|highlight)|table-|thumbnail-border|'
    r'swatch|color-(area|slider|wheel|handle|loupe)|drop-zone|coach-indicator|card-selection|'
    r'tree-view-selected-row-background-color-emphasized|static-|overlay|drop-shadow|opacity-checkerboard|'
    r'bar-panel-gripper|standard-panel-gripper|coach-mark-pagination|icon-color-inverse|'
    r'(accent|informative|negative|notice|positive)-color-\d+$)')
HUES = ('blue|brown|celery|chartreuse|cinnamon|cyan|fuchsia|gray|green|indigo|magenta|orange|pink|purple|red|'
        'seafoam|silver|turquoise|yellow')
SPECTRUM_RULES = [  # first match wins
    (r'^background-base-color$', 'anchor'),
    (r'^background-pasteboard-color$', 'background'),
    (r'^background-(layer-\d|elevated)-color$', 'surface'),
    (r'^neutral-subdued-background-color', 'accent'),
    (r'-(subtle|subdued)-background-color', 'surface'),
    (r'^(disabled-background-color|track-color|card-background|stack-item-|tree-view-row-background|'
     r'tree-view-selected-row-background-(default|hover))', 'surface'),
    (r'^icon-color-emphasized-background$', 'accent'),
    (r'^icon-color-.*-background$', 'surface'),
    (r'border', 'border'),
    (r'^(neutral-content|neutral-subdued-content|disabled-content)-color|^(body|heading|title|detail|code)-color$|'
     r'^icon-color-(primary|disabled-primary)', 'text'),
    (rf'^(accent|informative|negative|positive|notice|neutral|{HUES})-(background|content|visual)-color|'
     rf'^focus-indicator-color$|^icon-color-({HUES})-primary|^icon-color-(informative|negative|notice|positive|neutral)$',
     'accent'),
]
SPECTRUM_EXISTING_KINDS: list = []  # spectrum.csv holds palette scale steps: no role


def spectrum_tokens(git: str) -> dict:
    files = subprocess.run(['git', '-C', git, 'ls-tree', '--name-only', SPECTRUM_COMMIT, 'packages/tokens/src/'],
                           capture_output=True, text=True, check=True).stdout.split()
    tokens, origin = {}, {}
    for f in files:
        blob = subprocess.run(['git', '-C', git, 'show', f'{SPECTRUM_COMMIT}:{f}'], capture_output=True, text=True,
                              check=True).stdout
        for k, v in json.loads(blob).items():
            tokens[k], origin[k] = v, f.split('/')[-1]
    return tokens, origin


def spectrum_resolve(tokens: dict, name: str, theme: str, chain: list) -> str | None:
    t = tokens[name]
    chain.append(name)
    if 'sets' in t:
        t = t['sets'].get(theme)
        if t is None or 'sets' in t:
            return None
    v = t.get('value')
    if not isinstance(v, str):
        return None
    m = re.fullmatch(r'\{(.+)\}', v)
    return spectrum_resolve(tokens, m.group(1), theme, chain) if m else v


def rgb_hex(value: str) -> str | None:
    """`rgb(r, g, b)` → #RRGGBB; None for anything translucent or not a colour."""
    m = re.fullmatch(r'rgb\((\d+),\s*(\d+),\s*(\d+)\)', value.strip())
    if m:
        return '#' + ''.join(f'{int(x):02X}' for x in m.groups())
    m = re.fullmatch(r'#([0-9a-fA-F]{6})', value.strip())
    return '#' + m.group(1).upper() if m else None


def spectrum_rows(git: str) -> tuple[list[dict], dict]:
    tokens, origin = spectrum_tokens(git)
    rows, anchor = [], None
    for name in sorted(tokens):
        t = tokens[name]
        if t.get('deprecated') or origin[name] == 'color-palette.json' or SPECTRUM_SKIP.search(name):
            continue
        kind = next((k for pat, k in SPECTRUM_RULES if re.search(pat, name)), None)
        if kind is None:
            continue
        lc, dc = [], []
        try:
            lv, dv = spectrum_resolve(tokens, name, 'light', lc), spectrum_resolve(tokens, name, 'dark', dc)
        except KeyError:
            continue
        if lv is None or dv is None:
            continue
        lh, dh = rgb_hex(lv), rgb_hex(dv)
        if lh is None or dh is None:
            continue  # translucent (rgba) or not a colour
        files = sorted({origin[n] for n in lc + dc})
        src = ' + '.join(SPECTRUM_SRC + f for f in files)
        row = dict(system='spectrum', kind=kind, hue=hue_of(lc[-1]), step=f'{lc[-1]} -> {dc[-1]}', role=name,
                   light=lh, dark=dh, light_source=src, dark_source=src, licence=LICENCES['spectrum'])
        if kind == 'anchor':
            anchor = row
        else:
            rows.append(row)
    return rows, anchor


def hue_of(ref: str) -> str:
    m = re.match(rf'({HUES})', ref)
    if m:
        return 'neutral' if m.group(1) in ('gray', 'silver') else m.group(1)
    return 'neutral'


# ---------------------------------------------------------------------------------------------------
# Transcribed systems
# ---------------------------------------------------------------------------------------------------

def carbon_rows() -> tuple[list[dict], dict]:
    rows, anchor = [], None
    for name, (l, d, kind) in CARBON_TOKENS.items():
        row = dict(system='carbon', kind=kind, hue=hue_of(l.replace('coolGray', 'gray')), step=f'{l} -> {d}',
                   role=name, light=CARBON_PALETTE[l].upper(), dark=CARBON_PALETTE[d].upper(),
                   light_source=f'{CARBON_WHITE} + {CARBON_COLORS}', dark_source=f'{CARBON_G100} + {CARBON_COLORS}',
                   licence=LICENCES['carbon'])
        if kind == 'anchor':
            anchor = anchor or row
        else:
            rows.append(row)
    return rows, anchor


def primer_rows() -> tuple[list[dict], dict]:
    rows, anchor = [], None
    for name, (l, d, kind) in PRIMER_TOKENS.items():
        f = PRIMER_FILES[name.split('.')[0]]
        hue = l.split('.')[0]
        row = dict(system='primer', kind=kind, hue=hue, step=f'{l} -> {d}', role=name,
                   light=PRIMER_BASE['light'][l].upper(), dark=PRIMER_BASE['dark'][d].upper(),
                   light_source=f'{f} + {PRIMER_LIGHT}', dark_source=f'{f} + {PRIMER_DARK}',
                   licence=LICENCES['primer'])
        if kind == 'anchor':
            anchor = row
        else:
            rows.append(row)
    return rows, anchor


def apple_rows() -> tuple[list[dict], dict, list[dict]]:
    rows, anchor = [], None
    for name, (l, d, kind) in APPLE_ELEMENT_TOKENS.items():
        row = dict(system='apple', kind=kind, hue='neutral' if name != 'link' else 'blue', step='element',
                   role=f'{name} (UIKit), iOS 13', light=l, dark=d, light_source=APPLE_ELEMENTS,
                   dark_source=APPLE_ELEMENTS, licence=LICENCES['apple'])
        if kind == 'anchor':
            anchor = row
        else:
            rows.append(row)
    hx = lambda c: '#' + ''.join(f'{v:02X}' for v in c)
    for name, (l, d, hl, hd) in APPLE_GRAYS.items():
        rows.append(dict(system='apple', kind='none', hue='neutral', step='system gray', role=f'{name}, iOS/iPadOS',
                         light=hx(l), dark=hx(d), hc_light=hx(hl), hc_dark=hx(hd), light_source=APPLE_HIG,
                         dark_source=APPLE_HIG, licence=LICENCES['apple']))
    translucent = [dict(system='apple', kind={'separator': 'border', 'systemFill': 'surface'}.get(
        name, 'surface' if 'Fill' in name else 'text'), hue='neutral', step='element', role=f'{name} (UIKit), iOS 13',
        light=l, dark=d, light_source=APPLE_ELEMENTS, dark_source=APPLE_ELEMENTS, licence=LICENCES['apple'])
        for name, (l, d) in APPLE_TRANSLUCENT.items()]
    return rows, anchor, translucent


# ---------------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------------

def merge(rows: list[dict], existing: set) -> list[dict]:
    """One row per (kind, light, dark); tokens and steps joined with ';'. Pairs already in the
    system's main CSV with the same kind are dropped."""
    out: dict = {}
    for r in rows:
        key = (r['kind'], r['light'], r['dark'])
        if key in existing:
            continue
        if key in out:
            o = out[key]
            for col in ('role', 'step', 'light_source', 'dark_source'):
                parts = o[col].split(';') if col in ('role', 'step') else o[col].split(' + ')
                for p in (r[col].split(';') if col in ('role', 'step') else r[col].split(' + ')):
                    if p not in parts:
                        parts.append(p)
                o[col] = ';'.join(parts) if col in ('role', 'step') else ' + '.join(parts)
        else:
            out[key] = dict(r)
    order = {k: i for i, k in enumerate(KINDS + ['none'])}
    return sorted(out.values(), key=lambda r: (order[r['kind']], r['role']))


def write_csv(path: Path, rows: list[dict], columns=COLUMNS) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, 'w', newline='') as f:
        w = csv.DictWriter(f, fieldnames=columns, lineterminator='\n')
        w.writeheader()
        for r in rows:
            w.writerow({c: r.get(c, '') for c in columns})


def tag_existing(system: str, rules: list) -> set:
    """Add or rewrite the `kind` column of Data/tone/<system>.csv; return its (kind, light, dark) keys."""
    path = DATA / f'{system}.csv'
    with open(path, newline='') as f:
        rows = list(csv.DictReader(f))
    cols = [c for c in rows[0].keys() if c != 'kind']
    cols.insert(cols.index('role') + 1, 'kind')
    keys = set()
    for r in rows:
        r['kind'] = next((k for pat, k in rules if re.search(pat, r['role'])), '')
        keys.add((r['kind'], r['light'], r['dark']))
    return keys, (path, rows, cols)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--spectrum-git', required=True, help='git directory of adobe/spectrum-design-data')
    ap.add_argument('--tag-existing', action='store_true')
    args = ap.parse_args()

    existing = {}
    for system, rules in (('spectrum', SPECTRUM_EXISTING_KINDS), ('carbon', CARBON_EXISTING_KINDS),
                          ('primer', PRIMER_EXISTING_KINDS), ('apple', APPLE_EXISTING_KINDS)):
        keys, (path, rows, cols) = tag_existing(system, rules)
        existing[system] = keys
        if args.tag_existing:
            write_csv(path, rows, cols)

    anchors = []
    s_rows, s_anchor = spectrum_rows(args.spectrum_git)
    c_rows, c_anchor = carbon_rows()
    p_rows, p_anchor = primer_rows()
    a_rows, a_anchor, translucent = apple_rows()
    for system, rows, anchor in (('spectrum', s_rows, s_anchor), ('carbon', c_rows, c_anchor),
                                 ('primer', p_rows, p_anchor), ('apple', a_rows, a_anchor)):
        rows = [r for r in rows if (r['light'], r['dark']) != (anchor['light'], anchor['dark'])]
        merged = merge(rows, existing[system])
        write_csv(ROLES / f'{system}.csv', merged)
        anchors.append(anchor)
        counts = {k: sum(r['kind'] == k for r in merged) for k in KINDS + ['none']}
        print(system, len(merged), counts)
    write_csv(DATA / 'anchors.csv', [dict(a, kind='anchor') for a in anchors])
    write_csv(ROLES / 'translucent.csv', translucent)


if __name__ == '__main__':
    main()
