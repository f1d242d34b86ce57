"""Checks JSON documents against a JSON Schema with jsonschema's draft-07 validator.

    python3 validate_schema.py SCHEMA.json DOCUMENTS.json VERDICTS.json

DOCUMENTS.json is a list of documents; VERDICTS.json gets one entry for each, in order: null when the
document is valid, else the validator's most relevant error, with its place. The schema itself must be
a valid draft-07 schema (its patterns compile), or this exits 1 saying why.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("validate_schema.py needs the Python package jsonschema: python3 -m pip install jsonschema")


def main(schema_path, documents_path, verdicts_path):
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    try:
        jsonschema.Draft7Validator.check_schema(schema)
    except jsonschema.exceptions.SchemaError as error:
        sys.exit(f"{schema_path} is no valid draft-07 schema: {error.message} at {list(error.absolute_path)}")
    validator = jsonschema.Draft7Validator(schema)
    with open(documents_path, encoding="utf-8") as file:
        documents = json.load(file)
    verdicts = []
    for document in documents:
        error = jsonschema.exceptions.best_match(validator.iter_errors(document))
        if error is None:
            verdicts.append(None)
        else:
            place = ".".join(str(part) for part in error.absolute_path) or "(top)"
            verdicts.append(f"{place}: {error.message}")
    with open(verdicts_path, "w", encoding="utf-8") as file:
        json.dump(verdicts, file)


if __name__ == "__main__":
    main(*sys.argv[1:4])
