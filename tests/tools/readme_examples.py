#!/usr/bin/env python3
"""The README's command-line examples, run as written.

    readme_examples.py SOURCE_DIR FOOTFALL_BINARY

Every line of a ```sh block of README.md that starts with `build/footfall` (with its `\\`
continuations) is run by the shell in a scratch folder where `build/footfall` is the binary
under test and `scenarios/` the repository's, with no display (SDL's offscreen driver). A
command that exits with a status other than 0 fails the test, with its output, so that the
README never shows a command that is refused.
"""

import os
import pathlib
import re
import subprocess
import sys
import tempfile


def examples(readme: str) -> list[str]:
    commands = []
    for block in re.findall(r"```sh\n(.*?)```", readme, re.S):
        joined = re.sub(r"\\\n\s*", " ", block)
        commands += [line.strip() for line in joined.splitlines()
                     if line.strip().startswith("build/footfall")]
    return commands


def main() -> int:
    source, binary = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]).resolve()
    commands = examples((source / "README.md").read_text())
    if not commands:
        print("README.md has no build/footfall examples: the parser is broken")
        return 1
    failed = 0
    with tempfile.TemporaryDirectory(prefix="footfall_readme_") as scratch:
        work = pathlib.Path(scratch)
        (work / "build").mkdir()
        (work / "build" / "footfall").symlink_to(binary)
        (work / "scenarios").symlink_to((source / "scenarios").resolve())
        env = dict(os.environ, SDL_VIDEODRIVER="offscreen", FOOTFALL_CONFIG_DIR=scratch)
        for command in commands:
            run = subprocess.run(command, shell=True, cwd=work, env=env, capture_output=True,
                                 text=True, timeout=300)
            status = "ok" if run.returncode == 0 else f"FAILED ({run.returncode})"
            print(f"{status}: {command}")
            if run.returncode != 0:
                failed += 1
                print(run.stdout[-2000:], run.stderr[-2000:], sep="\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
