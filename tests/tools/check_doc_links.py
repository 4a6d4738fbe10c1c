#!/usr/bin/env python3
"""Every link between the project's documents leads somewhere.

    check_doc_links.py SOURCE_DIR

Reads README.md and every docs/**/*.md, and checks each relative link: the file it names
exists, and a `#fragment` matches a heading of that file (as GitHub makes a heading's anchor:
lower case, punctuation dropped, spaces to hyphens, a repeated heading numbered -1, -2, ...).
Links to the web are left alone, and so is anything inside code (fenced blocks and `spans`).
The docs are read as often as the code, and a section that moves leaves its links behind
without a word from the build. Prints every broken link as FILE:LINE and exits 1.
"""

import pathlib
import re
import sys

LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")


def anchor_of(heading):
    """The anchor GitHub gives a heading's text."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link keeps its words
    text = text.replace("`", "").strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)  # \w keeps letters of any script, digits and _
    return text.replace(" ", "-")


def prose_lines(path):
    """(line number, line, the line with its code spans blanked) of every line outside fenced
    code."""
    inside = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if FENCE.match(line):
            inside = not inside
            continue
        if not inside:
            yield number, line, CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)


_anchors = {}  # by document: each is read once, however many links lead to it


def anchors(path):
    """Every anchor the headings of the document at `path` give."""
    cache = _anchors
    if path not in cache:
        seen = {}
        found = set()
        for _, line, _ in prose_lines(path):
            match = HEADING.match(line)
            if not match:
                continue
            base = anchor_of(match.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
        cache[path] = found
    return cache[path]


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    root = pathlib.Path(sys.argv[1]).resolve()
    documents = [root / "README.md"] + sorted((root / "docs").rglob("*.md"))
    broken = []
    links = 0
    for document in documents:
        # A link's words may wrap onto the next line: read the prose whole.
        numbers, prose = [], []
        for number, _, line in prose_lines(document):
            numbers.append(number)
            prose.append(line)
        text = "\n".join(prose)
        for match in LINK.finditer(text):
            target = match.group(1)
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:, ...
                continue
            links += 1
            where = f"{document.relative_to(root)}:{numbers[text.count(chr(10), 0, match.end())]}"
            file_part, _, fragment = target.partition("#")
            linked = (document.parent / file_part).resolve() if file_part else document
            if not linked.exists():
                broken.append(f"{where}: {target}: no such file")
            elif fragment and linked.suffix == ".md" and fragment not in anchors(linked):
                broken.append(f"{where}: {target}: no heading gives #{fragment}")
    for line in broken:
        print(line)
    print(f"{links} links in {len(documents)} documents, {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
