#!/usr/bin/env python3
"""Validate every shipped scenario against scenarios/scenario.schema.json.

Usage: validate_schema.py SCENARIOS_DIR [MORE_DIR...]

The schema is SCENARIOS_DIR's; the scenarios of each MORE_DIR (the fuzzers' seeds) are held to
it too.

Scenario files may hold // and /* */ comments (the format allows them); they are stripped,
outside strings, before the JSON is parsed. Prints one line per file and a final
"N passed, M failed" line; exits non-zero on any failure, and also when the directory holds
no scenario at all, so that a wrong path or an empty checkout cannot pass.
"""

import json
import sys
from pathlib import Path

import jsonschema

SCHEMA_NAME = "scenario.schema.json"


def strip_comments(text):
    """Blank out // and /* */ comments outside strings, keeping line breaks so that the
    parser's line numbers still match the file."""
    out = []
    i, n = 0, len(text)
    in_string = False
    while i < n:
        c = text[i]
        if in_string:
            out.append(c)
            if c == "\\" and i + 1 < n:
                out.append(text[i + 1])
                i += 2
                continue
            if c == '"':
                in_string = False
            i += 1
        elif c == '"':
            in_string = True
            out.append(c)
            i += 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            if end < 0:
                raise ValueError("a /* comment */ is never closed")
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:end + 2]))
            i = end + 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def reject_duplicate_keys(pairs):
    # json keeps the last of duplicate keys silently; the loader reports them, so must we.
    seen = {}
    for key, value in pairs:
        if key in seen:
            raise ValueError(f"duplicate key '{key}'")
        seen[key] = value
    return seen


def pointer_of(path):
    return "/" + "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in path)


def check_file(path, validator):
    """Returns a list of problems, empty when the file is valid."""
    try:
        text = path.read_text(encoding="utf-8-sig")
        document = json.loads(strip_comments(text), object_pairs_hook=reject_duplicate_keys)
    except (OSError, UnicodeDecodeError, ValueError) as error:
        return [f"cannot read: {error}"]
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    return [f"{pointer_of(e.absolute_path)}: {e.message}" for e in errors]


def main(argv):
    if len(argv) < 2:
        print(f"usage: {argv[0]} SCENARIOS_DIR [MORE_DIR...]", file=sys.stderr)
        return 2
    directory = Path(argv[1])
    schema_path = directory / SCHEMA_NAME
    try:
        schema = json.loads(schema_path.read_text(encoding="utf-8"))
        jsonschema.Draft7Validator.check_schema(schema)
    except (OSError, ValueError, jsonschema.exceptions.SchemaError) as error:
        print(f"FAIL {schema_path}: not a valid draft-07 schema: {error}")
        return 1
    validator = jsonschema.Draft7Validator(schema)

    files = []
    for d in [directory] + [Path(a) for a in argv[2:]]:
        found = sorted(p for p in d.glob("*.json") if p.name != SCHEMA_NAME)
        if not found:
            print(f"FAIL {d}: no scenario files to validate")
            print("0 passed, 1 failed")
            return 1
        files += found

    passed = failed = 0
    for path in files:
        problems = check_file(path, validator)
        if problems:
            failed += 1
            print(f"FAIL {path.parent.name}/{path.name}")
            for problem in problems:
                print(f"     {problem}")
        else:
            passed += 1
            print(f"ok   {path.parent.name}/{path.name}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
