"""coloraide's OKLCH → sRGB conversion and CSS Color 4 gamut fit (`minde-chroma` in OKLCH, JND 0.02, ΔE_OK),
done on numpy arrays: the same steps in the same order with coloraide's own matrices, so that fitting a rule
over thousands of colors and many candidate constants takes seconds instead of hours.

`selfcheck()` compares it with coloraide on random colors; darks.py runs it before it fits anything.
"""
from __future__ import annotations

import math

import numpy as np
from coloraide import Color
from coloraide.spaces import oklab as _oklab, srgb_linear as _srgb_linear

OKLAB_TO_LMS3 = np.array(_oklab.OKLAB_TO_LMS3)
LMS_TO_XYZ = np.array(_oklab.LMS_TO_XYZD65)
XYZ_TO_RGB = np.array(_srgb_linear.XYZ_TO_RGB)
RGB_TO_XYZ = np.array(_srgb_linear.RGB_TO_XYZ)
XYZ_TO_LMS = np.array(_oklab.XYZD65_TO_LMS)
LMS3_TO_OKLAB = np.array(_oklab.LMS3_TO_OKLAB)
JND, EPSILON, CONVERGENCE = 0.02, 0.0001, 0.0001
WHITE_L = float(Color('xyz-d65', Color('white').convert('xyz-d65').coords()).convert('oklch')['lightness'])


def _mat(m: np.ndarray, v: np.ndarray) -> np.ndarray:
    return v @ m.T


def lab_to_linear(lab: np.ndarray) -> np.ndarray:
    return _mat(XYZ_TO_RGB, _mat(LMS_TO_XYZ, _mat(OKLAB_TO_LMS3, lab) ** 3))


def linear_to_lab(rgb: np.ndarray) -> np.ndarray:
    return _mat(LMS3_TO_OKLAB, np.cbrt(_mat(XYZ_TO_LMS, _mat(RGB_TO_XYZ, rgb))))


def encode(linear: np.ndarray) -> np.ndarray:
    a = np.abs(linear)
    return np.where(a <= 0.0031308, linear * 12.92, np.sign(linear) * (1.055 * a ** (1 / 2.4) - 0.055))


def decode(rgb: np.ndarray) -> np.ndarray:
    a = np.abs(rgb)
    return np.where(a <= 0.04045, rgb / 12.92, np.sign(rgb) * ((a + 0.055) / 1.055) ** 2.4)


def lch_to_lab(l, c, h) -> np.ndarray:
    l, c, h = np.broadcast_arrays(np.asarray(l, float), np.maximum(np.asarray(c, float), 0.0), np.asarray(h, float))
    r = np.radians(h)
    return np.stack([l, c * np.cos(r), c * np.sin(r)], axis=-1)


def fit_srgb(l, c, h) -> np.ndarray:
    """Gamma-encoded sRGB (…, 3) of OKLCH colors after coloraide's `fit('srgb', method='minde-chroma',
    pspace='oklch', jnd=0.02)`."""
    l, c, h = np.broadcast_arrays(np.asarray(l, float), np.maximum(np.asarray(c, float), 0.0), np.asarray(h, float))
    shape = l.shape
    l, c, h = l.ravel(), c.ravel(), h.ravel()
    out = np.empty((l.size, 3))
    white = (l >= WHITE_L) | np.isclose(l, WHITE_L, rtol=0, atol=1e-6)
    black = ~white & (l <= 0)
    out[white], out[black] = 1.0, 0.0
    rest = np.flatnonzero(~white & ~black)
    lab = lch_to_lab(l[rest], c[rest], h[rest])
    rgb = encode(lab_to_linear(lab))
    clipped = np.clip(rgb, 0, 1)
    de = np.linalg.norm(lab - linear_to_lab(decode(clipped)), axis=-1)
    result = clipped.copy()
    todo = de > JND
    idx = np.flatnonzero(todo)
    low, high = np.zeros(idx.size), c[rest][idx].copy()
    lower_in = np.ones(idx.size, bool)
    active = np.ones(idx.size, bool)
    hh = h[rest][idx]
    ll = l[rest][idx]
    while True:
        active &= (high - low) > CONVERGENCE
        if not active.any():
            break
        a = np.flatnonzero(active)
        value = (high[a] + low[a]) * 0.5
        lab_v = lch_to_lab(ll[a], value, hh[a])
        rgb_v = encode(lab_to_linear(lab_v))
        in_gamut = np.all((rgb_v >= 0) & (rgb_v <= 1), axis=-1)
        up = lower_in[a] & in_gamut
        low[a[up]] = value[up]
        b = ~up
        if b.any():
            ab = a[b]
            clip_v = np.clip(rgb_v[b], 0, 1)
            result[idx[ab]] = clip_v
            d = np.linalg.norm(lab_v[b] - linear_to_lab(decode(clip_v)), axis=-1)
            under = d < JND
            done = under & ((JND - d) < EPSILON)
            active[ab[done]] = False
            move = under & ~done
            lower_in[ab[move]] = False
            low[ab[move]] = value[b][move]
            high[ab[~under]] = value[b][~under]
    out[rest] = result
    return out.reshape(shape + (3,))


def fitted_lab(l, c, h) -> np.ndarray:
    """OKLab of the fitted color (what the derivation emits, unrounded)."""
    return linear_to_lab(decode(fit_srgb(l, c, h)))


def luminance(l, c, h) -> np.ndarray:
    """WCAG relative luminance of the fitted color."""
    lin = decode(fit_srgb(l, c, h))
    return lin @ np.array([0.2126, 0.7152, 0.0722])


def hex_lch(hex_: str) -> tuple[float, float, float]:
    l, c, h = Color(hex_).convert('oklch').coords()
    return float(l), float(c), (0.0 if math.isnan(h) else float(h))


def selfcheck(n: int = 4000, seed: int = 7) -> float:
    """The largest OKLab difference from coloraide over `n` random OKLCH colors, many outside sRGB."""
    rng = np.random.default_rng(seed)
    l, c, h = rng.uniform(0, 1, n), rng.uniform(0, 0.4, n), rng.uniform(0, 360, n)
    ours = fitted_lab(l, c, h)
    worst = 0.0
    for i in range(0, n, 10):
        theirs = Color('oklch', [l[i], c[i], h[i]]).fit('srgb', method='minde-chroma', pspace='oklch', jnd=0.02,
                                                       de_options={'method': 'ok'}).convert('oklab').coords()
        worst = max(worst, float(np.max(np.abs(ours[i] - np.array(theirs)))))
    return worst


if __name__ == '__main__':
    print(f'largest difference from coloraide: {selfcheck():.2e}')
