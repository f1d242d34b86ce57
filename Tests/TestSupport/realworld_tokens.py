"""An independent reading of the real token sets in ../shared/realworld/tokens (RealWorldCorpus), to check
`palettec import` against (RealworldTokensCorpusTests): for each source, the command a user runs
(its PROVENANCE.txt), then, read here without palettec, every color token of the appearances it
imports, its value with aliases followed, and how many there are.

Usage: realworld_tokens.py PALETTEC REALWORLD_TOKENS WORK  -> JSON on stdout, one object per source:
  exit, stdout, stderr, imported (the summary's colors), skipped (its skips), sourceCount (color
  tokens read here), compared (values compared), mismatches (["path appearance: palettec X, source Y"]).
"""
import json
import math
import os
import re
import subprocess
import sys

# Each source: the folder palettec runs in, its arguments, and the files each appearance merges here
# (in order, later wins), with those whose tokens are read only for aliases (Tokens Studio `source`).
def studio(folder, themes, chosen=None):
    """Tokens Studio: each appearance's theme and the first theme of every other group (or the one
    `chosen` names for its group: a brand), their sets in $metadata.json's order; `source` sets only
    resolve aliases."""
    chosen = chosen or {}
    theme_list = json.load(open(os.path.join(folder, "$themes.json")))
    order_path = os.path.join(folder, "$metadata.json")
    order = json.load(open(order_path)).get("tokenSetOrder", []) if os.path.exists(order_path) else []
    groups = {}
    for theme in theme_list:
        groups.setdefault(theme.get("group"), []).append(theme)
    chosen_group = next(g for g, ts in groups.items() if any(t["name"] == themes["light"] for t in ts))
    appearances = {}
    for appearance, name in themes.items():
        picked = [t for t in groups[chosen_group] if t["name"] == name]
        picked += [next((t for t in ts if t["name"] == chosen.get(g)), ts[0]) for g, ts in groups.items() if g != chosen_group]
        sets = {}
        for theme in picked:
            for name_, state in theme.get("selectedTokenSets", {}).items():
                if state in ("enabled", "source") and sets.get(name_) != "enabled":
                    sets[name_] = state
        # Source sets lie under the enabled ones: an enabled set's token wins over a source set's.
        ordered = sorted(sets, key=lambda s: (sets[s] == "enabled", order.index(s) if s in order else len(order)))
        appearances[appearance] = [(os.path.join(folder, s + ".json"), sets[s] == "source") for s in ordered]
    return appearances


def resolver(path, contexts):
    """A DTCG resolver: sets and modifiers in resolutionOrder; the appearance modifier's context per
    appearance, every other modifier in its default (else its first context)."""
    doc = json.load(open(path))
    folder = os.path.dirname(path)

    def sources(items):
        files = []
        for item in items:
            ref = item.get("$ref") if isinstance(item, dict) else None
            if ref is None:
                files.append((item, False))
            elif ref.startswith("#/sets/"):
                files += sources(doc["sets"][ref[len("#/sets/"):]]["sources"])
            else:
                files.append((os.path.join(folder, ref), False))
        return files

    appearances = {}
    for appearance, context in contexts.items():
        files = []
        for item in doc["resolutionOrder"]:
            ref = item.get("$ref", "")
            if ref.startswith("#/sets/"):
                files += sources(doc["sets"][ref[len("#/sets/"):]]["sources"])
            elif ref.startswith("#/modifiers/"):
                modifier = doc["modifiers"][ref[len("#/modifiers/"):]]
                names = list(modifier["contexts"])
                pick = context if context in names else modifier.get("default", names[0])
                files += sources(modifier["contexts"][pick])
        appearances[appearance] = files
    return appearances


def load(item):
    if isinstance(item, dict):
        return item
    with open(item, encoding="utf-8") as f:
        return json.load(f)


def merge(into, other):
    for key, value in other.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict) and not is_token(value) and not is_token(into[key]):
            merge(into[key], value)
        else:
            into[key] = value


def is_token(node):
    return isinstance(node, dict) and ("$value" in node or ("value" in node and not isinstance(node["value"], dict)))


def tokens(tree, path=(), inherited=None, out=None):
    """Every token: path → (type or None, value)."""
    out = {} if out is None else out
    group_type = tree.get("$type", tree.get("type") if isinstance(tree.get("type"), str) else None) or inherited
    for key, node in tree.items():
        if key.startswith("$") or not isinstance(node, dict):
            continue
        if is_token(node):
            own = node.get("$type", node.get("type"))
            out[path + (key,)] = (own if isinstance(own, str) else group_type, node.get("$value", node.get("value")))
        else:
            tokens(node, path + (key,), group_type, out)
    return out


ALIAS = re.compile(r"^\{([^{}]+)\}$")


def hex_of(r, g, b, a):
    # Half a step rounds up, as palettec's hex does (Python's round() would round half to even).
    return "#" + "".join("%02X" % math.floor(max(0, min(1, c)) * 255 + 0.5) for c in (r, g, b, a))


def oklch_hex(l, c, h, alpha):
    """OKLCH to sRGB by Björn Ottosson's published matrices; None outside sRGB (palettec then maps it)."""
    a, b = c * math.cos(math.radians(h)), c * math.sin(math.radians(h))
    l_, m_, s_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3, (l - 0.1055613458 * a - 0.0638541728 * b) ** 3, \
        (l - 0.0894841775 * a - 1.2914855480 * b) ** 3
    linear = (4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
              -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
              -0.0041960863 * l_ - 0.7034186147 * m_ + 1.7076147010 * s_)
    if any(v < -1e-4 or v > 1 + 1e-4 for v in linear):
        return None
    encoded = [12.92 * v if v <= 0.0031308 else 1.055 * max(v, 0) ** (1 / 2.4) - 0.055 for v in linear]
    return "~" + hex_of(*encoded, alpha)


def number(text, table, depth=0):
    text = text.strip()
    match = ALIAS.match(text)
    if match:
        target = table.get(tuple(match.group(1).split(".")))
        if target is None or depth > 50:
            return None
        return number(str(target[1]), table, depth + 1)
    if text.endswith("%"):
        return float(text[:-1]) / 100
    return float(text)


def color(value, table, depth=0):
    """The sRGB #RRGGBBAA a value shows, following aliases; None for what is not compared here
    (other color spaces, gradients, functions, unreadable values)."""
    if depth > 100:
        return None
    if isinstance(value, dict):
        comps = value.get("components")
        if not isinstance(comps, list) or not all(isinstance(c, (int, float)) for c in comps):
            return None
        if value.get("colorSpace") == "oklch":
            return oklch_hex(*comps, value.get("alpha", 1))
        if value.get("colorSpace") != "srgb":
            return None
        return hex_of(*comps, value.get("alpha", 1))
    if not isinstance(value, str):
        return None
    text = value.strip()
    match = ALIAS.match(text)
    if match:
        target = table.get(tuple(match.group(1).split(".")))
        return None if target is None else color(target[1], table, depth + 1)
    if text.lower() == "transparent":
        return "#00000000"
    if re.fullmatch(r"#[0-9a-fA-F]{3,8}", text) and len(text) in (4, 5, 7, 9):
        digits = text[1:]
        if len(digits) in (3, 4):
            digits = "".join(c * 2 for c in digits)
        if len(digits) == 6:
            digits += "FF"
        return "#" + digits.upper()
    call = re.fullmatch(r"rgba?\((.*)\)", text, re.S)
    if call:
        parts = [p.strip() for p in call.group(1).split(",")]
        try:
            if len(parts) == 2:
                base = color(parts[0], table, depth + 1)
                alpha = number(parts[1], table)
                if base is None or alpha is None:
                    return None
                return base[:7] + "%02X" % math.floor(alpha * 255 + 0.5)
            if len(parts) in (3, 4):
                r, g, b = (float(p) / 255 for p in parts[:3])
                return hex_of(r, g, b, float(parts[3]) if len(parts) == 4 else 1)
        except ValueError:
            return None
    return None


def type_of(path, table, depth=0):
    entry = table.get(path)
    if entry is None or depth > 100:
        return None
    if entry[0]:
        return entry[0]
    match = ALIAS.match(entry[1]) if isinstance(entry[1], str) else None
    return type_of(tuple(match.group(1).split(".")), table, depth + 1) if match else None


def read_appearance(files):
    merged, imported_paths = {}, set()
    for item, reference_only in files:
        tree = load(item)
        merge(merged, tree)
        if not reference_only:
            imported_paths |= set(tokens(tree))
    table = tokens(merged)
    colors = {p: color(v, table) for p, (t, v) in table.items()
              if p in imported_paths and type_of(p, table) == "color"}
    return colors


def check(name, spec, palettec, root, work):
    folder = os.path.join(root, name, spec["cwd"])
    result = run_and_compare(palettec, folder, spec["args"], spec["appearances"], os.path.join(work, name))
    if "brands" in spec:
        result["brands"] = check_brands(spec, palettec, folder, os.path.join(work, name + "-brands"))
    return result


def check_brands(spec, palettec, folder, work):
    """A multi-brand set imported whole (brandArgs): its exit, summary and `brands:`; then each brand alone
    (`--brand B`), its colors compared with this reading of the brand's files."""
    out = os.path.join(work, "all")
    run = subprocess.run([palettec, "import", *spec["brandArgs"], "--output", out], cwd=folder, capture_output=True, text=True)
    result = {"exit": run.returncode, "stdout": run.stdout, "stderr": run.stderr[-4000:], "names": [], "differing": 0, "each": {}}
    if run.returncode == 0:
        text = open(os.path.join(out, [f for f in os.listdir(out) if f.endswith(".yml")][0])).read()
        line = re.search(r"^brands: \[(.*)\]$", text, re.M)
        result["names"] = [n.strip().strip('"') for n in line.group(1).split(",")] if line else []
        result["differing"] = len(re.findall(r", brands: \{", text))
    for brand, appearances in spec["brands"].items():
        one = run_and_compare(palettec, folder, spec["brandArgs"] + ["--brand", brand], appearances, os.path.join(work, brand))
        result["each"][brand] = {k: one[k] for k in ("exit", "imported", "compared", "mismatches")}
    return result


def run_and_compare(palettec, folder, args, appearances_of, out):
    run = subprocess.run([palettec, "import", *args, "--output", out], cwd=folder, capture_output=True, text=True)
    result = {"exit": run.returncode, "stdout": run.stdout, "stderr": run.stderr[-4000:]}
    appearances = {a: read_appearance(files) for a, files in appearances_of(folder).items()}
    every = set().union(*[set(c) for c in appearances.values()])
    result["sourceCount"] = len(every)
    summary = re.search(r"\((\d+) colors?(?:, \d+ warnings?)?(?:, (\d+) skipped)?", run.stdout)
    result["imported"] = int(summary.group(1)) if summary else 0
    result["skipped"] = int(summary.group(2) or 0) if summary else 0
    result["compared"], result["mismatches"] = 0, []
    if run.returncode != 0:
        return result
    palette = [f for f in os.listdir(out) if f.endswith(".yml")][0]
    generated = out + "-generated"
    subprocess.run([palettec, "generate", os.path.join(out, palette), "--output", generated], check=True, capture_output=True)
    manifest = json.load(open(os.path.join(generated, "manifest.json")))
    for entry in manifest["palettes"][0]["colors"]:
        path = tuple(entry["name"].split("."))
        for appearance in ("light", "dark", "highContrastLight", "highContrastDark"):
            want = appearances.get(appearance, {}).get(path)
            if want is None and appearance == "dark":
                want = appearances["light"].get(path)
            if want is None or appearance not in entry:
                continue
            result["compared"] += 1
            if not same(entry[appearance]["hex"], want):
                result["mismatches"].append("%s %s: palettec %s, source %s" % (entry["name"], appearance, entry[appearance]["hex"], want))
    return result


def same(got, want):
    """Equal hex; a color converted here (marked ~) may differ by one step per channel, from rounding."""
    if not want.startswith("~"):
        return got == want
    return all(abs(int(got[i:i + 2], 16) - int(want[i + 1:i + 3], 16)) <= 1 for i in (1, 3, 5, 7))


def files(*names):
    return lambda folder: {"light": [(os.path.join(folder, n), False) for n in names]}


SOURCES = {
    "blackbaud-skyux": {"cwd": "src/tokens", "args": [".", "--appearance", "light=blackbaud-light", "--appearance", "dark=blackbaud-dark"],
                        "appearances": lambda f: studio(f, {"light": "blackbaud-light", "dark": "blackbaud-dark"}),
                        "brandArgs": ["."],
                        "brands": {"blackbaud": lambda f: studio(f, {"light": "blackbaud-light", "dark": "blackbaud-dark"}),
                                   "modern": lambda f: studio(f, {"light": "modern"})}},
    "design-system-ia": {"cwd": "example", "args": ["tokens.resolver.json", "--appearance", "light=brand-a-light", "--appearance", "dark=brand-a-dark"],
                         "appearances": lambda f: resolver(os.path.join(f, "tokens.resolver.json"), {"light": "brand-a-light", "dark": "brand-a-dark"}),
                         "brandArgs": ["tokens.resolver.json"],
                         "brands": {b: (lambda b: lambda f: resolver(os.path.join(f, "tokens.resolver.json"), {"light": b + "-light", "dark": b + "-dark"}))(b)
                                    for b in ("brand-a", "brand-b")}},
    "digdir-designsystemet": {"cwd": ".", "args": ["design-tokens"],
                              "appearances": lambda f: studio(os.path.join(f, "design-tokens"), {"light": "Light", "dark": "Dark"})},
    "dtcg-playground-github-primer": {"cwd": "derived", "args": ["primer.resolver.json"],
                                      "appearances": lambda f: resolver(os.path.join(f, "primer.resolver.json"), {
                                          "light": "light", "dark": "dark", "highContrastLight": "light-hc", "highContrastDark": "dark-hc"})},
    # Under Esri's licence, not copied into this repository: read where it is given (README.md).
    "esri-calcite": {"cwd": "packages/calcite-design-tokens/src/tokens", "args": [".", "--appearance", "light=🌞 Brand Light", "--appearance", "dark=🌚 Brand Dark"],
                     "appearances": lambda f: studio(f, {"light": "🌞 Brand Light", "dark": "🌚 Brand Dark"})},
    "fermi-flutter-bison": {"cwd": "tokens", "args": ["Light.tokens.json", "Dark.tokens.json"],
                            "appearances": lambda f: {"light": [(os.path.join(f, "Light.tokens.json"), False)],
                                                      "dark": [(os.path.join(f, "Dark.tokens.json"), False)]}},
    "figma-sds": {"cwd": "scripts/tokens", "args": ["tokens.json"], "appearances": files("tokens.json")},
    "figma-variables-github-action-example": {
        "cwd": "tokens", "args": ["Tokens — Completed.Light.json", "Tokens — Completed.Dark.json", "Primitives — Completed.Modern Theme.json"],
        "appearances": lambda f: {a: [(os.path.join(f, "Tokens — Completed.%s.json" % m), False),
                                      (os.path.join(f, "Primitives — Completed.Modern Theme.json"), False)]
                                  for a, m in (("light", "Light"), ("dark", "Dark"))}},
    "little-league": {"cwd": ".", "args": ["tokens.resolver.json"],
                      "appearances": lambda f: resolver(os.path.join(f, "tokens.resolver.json"), {"light": "light", "dark": "dark"})},
    "nve": {"cwd": ".", "args": ["tokens", "--brand", "NVE"], "appearances": lambda f: studio(os.path.join(f, "tokens"), {"light": "light", "dark": "dark"}),
            "brandArgs": ["tokens"],
            "brands": {b: (lambda b: lambda f: studio(os.path.join(f, "tokens"), {"light": "light", "dark": "dark"}, {"Brand": b}))(b)
                       for b in ("NVE", "Varsom", "RME")}},
    "seed-health": {"cwd": "tokens", "args": ["figma-variables.json"], "appearances": files("figma-variables.json")},
    "equinor-dtcg": {"cwd": "packages/eds-tokens/src/tokens/dtcg", "args": ["color-scheme/light.json", "color-scheme/dark.json", "colors/default.json"],
                     "appearances": lambda f: {"light": [(os.path.join(f, "color-scheme/light.json"), False), (os.path.join(f, "colors/default.json"), False)],
                                               "dark": [(os.path.join(f, "color-scheme/dark.json"), False), (os.path.join(f, "colors/default.json"), False)]}},
    "equinor-tokens-studio": {"cwd": "packages/eds-tokens/src/tokens/raw", "args": ["."],
                              "appearances": lambda f: studio(f, {"light": "light", "dark": "dark"})},
}


def main():
    palettec, root, work = sys.argv[1:4]
    only = sys.argv[4:]
    report = {}
    for name, spec in SOURCES.items():
        if (only and name not in only) or not os.path.isdir(os.path.join(root, name)):
            continue
        try:
            report[name] = check(name, spec, os.path.abspath(palettec), root, work)
        except Exception as error:  # a source this reader cannot read is a failure of the test, said
            report[name] = {"exit": -1, "error": "%s: %s" % (type(error).__name__, error)}
    json.dump(report, sys.stdout, indent=1, ensure_ascii=False)


if __name__ == "__main__":
    main()
