#!/usr/bin/env python3
"""The layer order, enforced: every `#include "..."` of ours must point down, never up or sideways.

    check_layers.py SOURCE_DIR

Libraries: nav -> core -> render -> render/gl -> app (each may include only what is to its
left, and itself); Recast/Detour only in nav, OpenGL only in render/gl (and the app's window),
SDL and ImGui only in app. Inside core and app, folders have ranks; a folder may include its own
files and those of folders of a lower rank, never a sibling of the same rank. Tests may
include anything. Prints every include that breaks the order as FILE:LINE and exits 1, so
that the order is a fact the build checks rather than a hope.
"""

import pathlib
import re
import sys

# Libraries from the bottom up.
LIBRARIES = ["nav", "core", "render", "render/gl", "app"]

# Folders inside a library, by rank: a folder sees only lower ranks (and itself).
RANKS = {
    "core": [
        ["base"],
        ["scenario", "path"],
        ["prepare"],
        ["sim", "editing", "layouts"],
        ["preplanned", "detour_crowd", "steering"],
        ["models", "measure"],
        ["run", "playback"],
    ],
    "app": [
        ["platform", "capture", "widgets"],
        ["editor"],
        ["sandbox"],
        ["cli"],
    ],
}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
SYSTEM_INCLUDE = re.compile(r'^\s*#\s*include\s+<([^>]+)>')

# Libraries from outside that only some layers may know: Recast and Detour only through nav;
# OpenGL only in render/gl; SDL and Dear ImGui only in the app.
FOREIGN = [
    (re.compile(r"^(Recast|Detour|DebugUtils)"), "Recast/Detour", {"nav"}),
    (re.compile(r"^(GL/|GLES)"), "OpenGL", {"render/gl", "app"}),
    (re.compile(r"^(SDL|imgui|backends/imgui)"), "SDL/ImGui", {"app"}),
]


def library_of(path):
    """The library a repository path belongs to (the longest match), or None."""
    best = None
    for lib in LIBRARIES:
        if path == lib or path.startswith(lib + "/"):
            if best is None or len(lib) > len(best):
                best = lib
    return best


def folder_rank(lib, path):
    """(folder, rank) of a path inside a ranked library; (None, None) for its top level."""
    rest = path[len(lib) + 1:]
    if "/" not in rest:
        return None, None
    folder = rest.split("/", 1)[0]
    for rank, folders in enumerate(RANKS[lib]):
        if folder in folders:
            return folder, rank
    return folder, None


def check(root):
    problems = []
    for source in sorted(root.rglob("*")):
        if source.suffix not in (".h", ".cpp", ".hpp") or not source.is_file():
            continue
        rel = source.relative_to(root).as_posix()
        if rel.startswith(("build", "tests/")) or "/build" in rel:
            continue
        lib = library_of(rel)
        if lib is None:
            continue
        for number, line in enumerate(source.read_text(errors="replace").splitlines(), 1):
            system = SYSTEM_INCLUDE.match(line)
            if system:
                for pattern, name, allowed in FOREIGN:
                    if pattern.match(system.group(1)) and lib not in allowed:
                        problems.append(f"{rel}:{number}: {lib} includes <{system.group(1)}>: "
                                        f"only {', '.join(sorted(allowed))} may know {name}")
                continue
            match = INCLUDE.match(line)
            if not match:
                continue
            target = match.group(1)
            target_lib = library_of(target)
            if target_lib is None:
                continue  # not one of ours (or a relative include inside the folder)
            where = f"{rel}:{number}"
            if LIBRARIES.index(target_lib) > LIBRARIES.index(lib):
                problems.append(f"{where}: {lib} includes {target} from {target_lib}, "
                                f"a layer above it")
                continue
            if target_lib != lib or lib not in RANKS:
                continue
            folder, rank = folder_rank(lib, rel)
            target_folder, target_rank = folder_rank(lib, target)
            if rank is None and folder is not None:
                problems.append(f"{where}: {lib}/{folder}/ has no rank in check_layers.py")
                continue
            if target_rank is None and target_folder is not None:
                problems.append(f"{where}: {target} is in {lib}/{target_folder}/, which has "
                                f"no rank in check_layers.py")
                continue
            if folder is None or target_folder is None or folder == target_folder:
                continue
            if target_rank >= rank:
                how = "a sibling of the same rank" if target_rank == rank else "a folder above it"
                problems.append(f"{where}: {lib}/{folder}/ includes {target}: "
                                f"{lib}/{target_folder}/ is {how}")
    return problems


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    problems = check(pathlib.Path(sys.argv[1]))
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} include(s) against the layer order")
        return 1
    print("every include follows the layer order")
    return 0


if __name__ == "__main__":
    sys.exit(main())
