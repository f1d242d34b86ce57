#!/usr/bin/env python3
"""dtcg_check.py --schemas SCHEMAS [--out FILE] DIR MANIFEST [DIR MANIFEST ...]: checks each tokens folder palettec
wrote with `--tokens DIR` against the official DTCG 2025.10 JSON Schemas in SCHEMAS (the folder that holds
format.json and resolver.json: ../shared/realworld/dtcg-schema-2025.10, never a copy in the repository), with
Python's jsonschema, resolves it as the resolver module says (sec. 6: each context's sources merged in
order, then aliases resolved), and compares what each context resolves to with the manifest.json
palettec wrote beside it in the same run.

Prints one JSON object (to FILE with --out): for each DIR, "problems" (every schema error, duplicate key, alias that does not
resolve to a color token, anything else the modules forbid that a schema cannot say, and every token
whose resolved value, alias, derivation, description or asset name is not what the manifest says) and
"checked", how many colors were compared in how many contexts.

dtcg_check.py --schemas SCHEMAS [--out FILE] --validate resolver|format FILE...: only the schema errors of each FILE, by file, so a test
can show that the validator rejects what it should. Exits 1 saying what to install when jsonschema is missing.
"""
import copy
import json
import os
import sys

try:
    import jsonschema
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT7
except ImportError as error:
    sys.exit("%s: install it with `python3 -m pip install jsonschema`" % error)

def load_schemas(schemas):
    """Every schema file under schemas, registered under its $id, so relative $refs resolve offline."""
    if not os.path.isfile(os.path.join(schemas, "format.json")):
        sys.exit("%s holds no format.json: it is not the DTCG 2025.10 schemas folder" % schemas)
    resources, roots = [], {}
    for folder, _, names in os.walk(schemas):
        for name in sorted(names):
            with open(os.path.join(folder, name), encoding="utf-8") as file:
                schema = json.load(file)
            resources.append((schema["$id"], Resource.from_contents(schema, default_specification=DRAFT7)))
            roots[os.path.relpath(os.path.join(folder, name), schemas)] = schema
    registry = Registry().with_resources(resources)
    checker = jsonschema.Draft7Validator.FORMAT_CHECKER

    def validator(name):
        return jsonschema.Draft7Validator(roots[name], registry=registry, format_checker=checker)

    return {"resolver": validator("resolver.json"), "format": validator("format.json")}


def read_json(path, problems):
    """The document at path; a duplicate key, which json.load would keep quietly, is a problem."""
    def pairs(items):
        seen = set()
        for key, _ in items:
            if key in seen:
                problems.append("%s: duplicate key %r" % (path, key))
            seen.add(key)
        return dict(items)

    with open(path, encoding="utf-8") as file:
        return json.load(file, object_pairs_hook=pairs)


def schema_errors(validator, document, path):
    return ["%s: /%s: %s" % (path, "/".join(str(part) for part in error.absolute_path), error.message[:300])
            for error in sorted(validator.iter_errors(document), key=lambda error: list(map(str, error.absolute_path)))]


def merge(into, source):
    """Sec. 6.2: a later token replaces an earlier one whole; groups merge."""
    for key, value in source.items():
        earlier = into.get(key)
        if isinstance(value, dict) and "$value" not in value and isinstance(earlier, dict) and "$value" not in earlier:
            merge(earlier, value)
        else:
            into[key] = copy.deepcopy(value)


def tokens(tree, problems, where, path=()):
    """Every token by its path; a token with children, or one without $type color, is a problem."""
    found = {}
    for name, value in tree.items():
        if name.startswith("$") or not isinstance(value, dict):
            continue
        here = path + (name,)
        if "$value" in value:
            if any(not key.startswith("$") for key in value):
                problems.append("%s: %s is a token with members" % (where, ".".join(here)))
            if value.get("$type") != "color":
                problems.append("%s: %s has no $type color" % (where, ".".join(here)))
            found[".".join(here)] = value
        else:
            found.update(tokens(value, problems, where, here))
    return found


# What an alias resolves to through a token with a Tokens Studio modifier: a color this check does not
# compute (`modifier_problems` checks what the modifier says instead).
MODIFIED = "modified"


def resolve(found, problems, where):
    """Sec. 6.3: each alias followed to a color token's value, chains included, cycles refused."""
    resolved = {}

    def value_of(path, seen):
        if path in resolved:
            return resolved[path]
        if "modify" in found[path].get("$extensions", {}).get("studio.tokens", {}):
            resolved[path] = MODIFIED
            return MODIFIED
        value = found[path]["$value"]
        if isinstance(value, str):
            if not (value.startswith("{") and value.endswith("}")):
                problems.append("%s: %s has the string value %r, which is no alias" % (where, path, value))
                return None
            target = value[1:-1]
            if target in seen:
                problems.append("%s: %s is in a cycle of aliases" % (where, path))
                return None
            if target not in found:
                problems.append("%s: %s is an alias to %s, which is no token here" % (where, path, target))
                return None
            value = value_of(target, seen | {path})
        resolved[path] = value
        return value

    for path in found:
        value_of(path, {path})
    return resolved


def check_folder(folder, validators):
    problems, contexts, trees = [], {}, {}
    names = sorted(os.listdir(folder))
    resolvers = [name for name in names if name.endswith(".resolver.json")]
    for name in names:
        path = os.path.join(folder, name)
        if name.endswith(".tokens.json"):
            problems += schema_errors(validators["format"], read_json(path, problems), name)
    if len(resolvers) != 1:
        problems.append("%s: %d resolver documents" % (folder, len(resolvers)))
    for resolver_name in resolvers:
        resolver = read_json(os.path.join(folder, resolver_name), problems)
        problems += schema_errors(validators["resolver"], resolver, resolver_name)
        sources_of = {}  # modifier -> context -> its sources, read
        for modifier_name, modifier in resolver.get("modifiers", {}).items():
            if modifier.get("default") not in modifier.get("contexts", {}):
                problems.append("%s: the default of %s is no context" % (resolver_name, modifier_name))
            for context, sources in modifier.get("contexts", {}).items():
                read = []
                for source in sources:
                    reference = source.get("$ref") if isinstance(source, dict) else None
                    if reference is None or not os.path.isfile(os.path.join(folder, reference)):
                        problems.append("%s: %s names %r, which is no file here" % (resolver_name, context, reference))
                        continue
                    read.append(read_json(os.path.join(folder, reference), problems))
                sources_of.setdefault(modifier_name, {})[context] = read
        # A resolution picks a context of every modifier, their sources merged in the modifiers' order
        # (sec. 6); with only the appearance modifier, each appearance's context is one.
        resolutions = [((), [])]
        for modifier_name, contexts_of in sources_of.items():
            resolutions = [(key + (context,), read + sources) for key, read in resolutions
                           for context, sources in contexts_of.items()]
        for key, read in resolutions:
            tree = {}
            for document in read:
                merge(tree, document)
            name = "/".join(key)
            found = tokens(tree, problems, name)
            contexts[key if len(key) > 1 else key[0]] = resolve(found, problems, name)
            trees[key if len(key) > 1 else key[0]] = found
    return problems, contexts, trees


# Each context, the manifest's appearance it shows, and the one shown where a color has none.
APPEARANCES = {"light": ("light", None), "dark": ("dark", None),
               "lightHighContrast": ("highContrastLight", "light"), "darkHighContrast": ("highContrastDark", "dark")}


def brand_values(palette, color, brand):
    """The color's values in `brand`: its own in the palette's default brand, or in a brand the palette does
    not have (a palette without brands, or another palette's brand), else the brand's entry of its `brands`."""
    if brand is None or brand not in palette.get("brands", []) or brand == palette["brands"][0]:
        return color, True
    for entry in color.get("brands", []):
        if entry.get("brand") == brand:
            return entry, False
    return {}, False


def compare(manifest, contexts, trees, problems):
    """Every color of the manifest, in every context (every brand's too, when the resolver has a brand
    modifier): the value it resolves to is the one the app shows (a missing high-contrast value falls back
    to the plain one); in the default brand, a value the palette took over from another color is an alias to
    it and a derived one carries its derivation; and no token is extra but the brands' own groups
    (`Palette@brand`), which the brand files alias."""
    checked = 0
    appearances = ["light", "dark"]
    if any(appearance in color for palette in manifest["palettes"] for color in palette["colors"]
           for appearance in ("highContrastLight", "highContrastDark")):
        appearances += ["lightHighContrast", "darkHighContrast"]
    brands = [None]
    if any(isinstance(key, tuple) for key in contexts):
        brands = sorted({brand for palette in manifest["palettes"] for brand in palette.get("brands", [])})
    expected_contexts = [(a, b) if b is not None else a for a in appearances for b in brands]
    if sorted(contexts, key=str) != sorted(expected_contexts, key=str):
        problems.append("contexts %s, expected %s" % (sorted(contexts, key=str), sorted(expected_contexts, key=str)))
    for context in expected_contexts:
        appearance, brand = context if isinstance(context, tuple) else (context, None)
        label = "/".join(context) if isinstance(context, tuple) else context
        resolved, found = contexts.get(context, {}), trees.get(context, {})
        own, fallback = APPEARANCES[appearance]
        paths = set()
        for palette in manifest["palettes"]:
            for color in palette["colors"]:
                path = palette["name"] + "." + color["name"]
                paths.add(path)
                where = "%s: %s" % (label, path)
                values, is_default = brand_values(palette, color, brand)
                value = values.get(own) or values.get(fallback)
                if value is None:
                    problems.append("%s: the manifest has no %s value" % (where, own))
                    continue
                shown = resolved.get(path)
                wanted = {"colorSpace": value["colorSpace"], "components": [value["red"], value["green"], value["blue"]],
                          "alpha": value["alpha"], "hex": value["hex"][:7]}
                token = found.get(path, {})
                modify = token.get("$extensions", {}).get("studio.tokens", {}).get("modify")
                if modify is not None and is_default:
                    # Tokens Studio's modifier over an alias: this check follows aliases but computes no
                    # color, so it proves the token says what the manifest's made color says.
                    problems += modifier_problems(where, palette["name"], token, modify, value.get("derivation"))
                elif shown != wanted and shown != MODIFIED:
                    problems.append("%s resolves to %s, but the manifest shows %s" % (where, shown, wanted))
                checked += 1
                if not is_default:
                    continue  # the token is the brand file's alias to the brand's own value, checked above
                extension = token.get("$extensions", {}).get("dev.palettec", {})
                if extension.get("assetName") != color["assetName"] or token.get("$description") != color.get("description"):
                    problems.append("%s has the asset name or description %r, not the manifest's" % (where, extension))
                derivation = value.get("derivation")
                if own in color and derivation and derivation["rule"] == "reference":
                    alias = "{%s.%s}" % (palette["name"], derivation["from"])
                    if token.get("$value") != alias:
                        problems.append("%s is %r, not the alias %s" % (where, token.get("$value"), alias))
                elif own in color and extension.get("derivation") != derivation:
                    problems.append("%s carries the derivation %r, not the manifest's %r" % (where, extension.get("derivation"), derivation))
        for extra in sorted(set(found) - paths):
            if "@" not in extra.split(".")[0]:
                problems.append("%s: %s is no color of the manifest" % (label, extra))
    return checked


# A made color's operation, as the manifest names it, and as Tokens Studio's modify names it.
MODIFY_TYPES = {"opacity": "alpha", "mix": "mix", "lighten": "lighten", "darken": "darken"}


def modifier_problems(where, palette, token, modify, derivation):
    """A token with $extensions."studio.tokens".modify: an alias of the made color's source, modified as
    the manifest's derivation says (type, amount, space and, for a mix, its other color)."""
    if not derivation or derivation.get("rule") not in MODIFY_TYPES:
        return ["%s has a Tokens Studio modifier, but the manifest's value is no made color: %r" % (where, derivation)]
    problems = []
    if token.get("$value") != "{%s.%s}" % (palette, derivation["from"]):
        problems.append("%s is %r, not an alias of its source %s" % (where, token.get("$value"), derivation["from"]))
    rule = derivation["rule"]
    amount = derivation.get("alpha" if rule == "opacity" else "amount")
    try:
        value = float(modify.get("value"))
    except (TypeError, ValueError):
        value = None
    if modify.get("type") != MODIFY_TYPES[rule] or value != amount:
        problems.append("%s modifies by %r, not the manifest's %s %r" % (where, modify, rule, amount))
    if rule != "opacity" and modify.get("space") != {"display-p3": "p3"}.get(derivation["space"], derivation["space"]):
        problems.append("%s modifies in %r, not the manifest's %s" % (where, modify.get("space"), derivation["space"]))
    if rule == "mix":
        other = "{%s.%s}" % (palette, derivation["toward"]) if "toward" in derivation else derivation.get("towardValue")
        if modify.get("color") != other:
            problems.append("%s mixes toward %r, not the manifest's %r" % (where, modify.get("color"), other))
    return problems


def main(arguments):
    if arguments[:1] != ["--schemas"]:
        sys.exit("usage: dtcg_check.py --schemas SCHEMAS [--out FILE] (DIR MANIFEST ... | --validate KIND FILE ...)")
    validators = load_schemas(arguments[1])
    arguments = arguments[2:]
    output = sys.stdout
    if arguments[:1] == ["--out"]:
        output, arguments = open(arguments[1], "w", encoding="utf-8"), arguments[2:]
    if arguments[:1] == ["--validate"]:
        kind, files = arguments[1], arguments[2:]
        result = {}
        for path in files:
            problems = []
            document = read_json(path, problems)
            result[path] = problems + schema_errors(validators[kind], document, os.path.basename(path))
        output.write(json.dumps(result, indent=1, sort_keys=True) + "\n")
        return
    result = {}
    for folder, manifest_path in zip(arguments[0::2], arguments[1::2]):
        problems, contexts, trees = check_folder(folder, validators)
        checked = compare(read_json(manifest_path, problems), contexts, trees, problems)
        result[folder] = {"problems": problems, "checked": checked}
    output.write(json.dumps(result, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
