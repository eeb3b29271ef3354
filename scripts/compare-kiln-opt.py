#!/usr/bin/env python3
"""Runs two kiln-opt binaries over every kiln-opt RUN line of test/Dialect and
test/Conversion and requires the same stdout, stderr and exit status.

usage: scripts/compare-kiln-opt.py [-j N] [--src DIR] A B [test files or dirs...]

A and B are kiln-opt binaries, e.g. build/bin/kiln-opt (GCC) and
build-sanitize/bin/kiln-opt (clang-22). Kiln's output must not depend on the
host compiler: C++ leaves the order in which a call's arguments are evaluated
unspecified, so a conversion that creates ops in two arguments of one call
(`b.create<X>(loc, makeA(), makeB())`) emits them in one order under GCC and in
another under clang (docs/reliability.md).

Each RUN line (continuations joined) is cut before its first `| FileCheck` (or
`| not FileCheck`, `| count`); what is left runs if it starts with kiln-opt
(after `not`), with its redirections to %t files dropped so that both streams
are captured, and `kiln-opt` resolved to A, then to B, through PATH. Exits 1
and prints the first differing lines of each case when anything differs.
"""

import argparse
import concurrent.futures
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

SUFFIXES = (".mlir", ".test")


def run_lines(path):
    """The RUN lines of one test, continuation lines joined."""
    lines, cur = [], ""
    with open(path, errors="replace") as f:
        for line in f:
            m = re.search(r"RUN:(.*)$", line)
            if not m:
                continue
            part = m.group(1).rstrip()
            if part.endswith("\\"):
                cur += part[:-1] + " "
                continue
            lines.append((cur + part).strip())
            cur = ""
    return lines


def kiln_opt_command(line):
    """The part of a RUN line that runs kiln-opt, or None."""
    cmd = re.split(r"\|\s*(?:not\s+)?(?:FileCheck|count)\b", line)[0].strip()
    cmd = re.sub(r"^not\s+(--crash\s+)?", "", cmd)
    if not cmd.startswith("kiln-opt"):
        return None
    # Redirections into files and 2>&1: both streams are captured instead.
    cmd = re.sub(r"\s\d?>\s*&\d", " ", cmd)
    cmd = re.sub(r"\s\d?>\s*\S+", " ", cmd)
    return cmd.strip()


def cases(src, paths):
    files = []
    for top in paths:
        if os.path.isfile(top):
            files.append(top)
        for root, dirs, names in os.walk(top):
            dirs[:] = sorted(d for d in dirs if d != "Inputs")  # not tests: lit skips them too
            files += [os.path.join(root, n) for n in sorted(names) if n.endswith(SUFFIXES)]
    found = []
    for path in files:
        for i, line in enumerate(run_lines(path)):
            cmd = kiln_opt_command(line)
            if cmd:
                found.append((os.path.relpath(path, src), i, path, cmd))
    return found


def run(binary, path, cmd, tmp):
    bindir = os.path.join(tmp, "bin-" + str(abs(hash(binary))))
    os.makedirs(bindir, exist_ok=True)
    link = os.path.join(bindir, "kiln-opt")
    if not os.path.exists(link):
        try:
            os.symlink(os.path.abspath(binary), link)
        except FileExistsError:
            pass
    work = tempfile.mkdtemp(dir=tmp)
    cmd = (cmd.replace("%s", shlex.quote(path))
           .replace("%S", shlex.quote(os.path.dirname(path)))
           .replace("%t", os.path.join(work, "t")))
    env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""))
    p = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], env=env, cwd=work,
                       capture_output=True, timeout=600)
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--src", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("paths", nargs="*")
    args = ap.parse_args()
    paths = args.paths or [os.path.join(args.src, "test", d) for d in ("Dialect", "Conversion")]
    todo = cases(args.src, paths)
    if not todo:
        print("compare-kiln-opt: no kiln-opt RUN lines found")
        return 1
    different = []
    with tempfile.TemporaryDirectory() as tmp, \
            concurrent.futures.ThreadPoolExecutor(max(1, args.j)) as pool:
        jobs = {pool.submit(lambda c: (run(args.a, c[2], c[3], tmp), run(args.b, c[2], c[3], tmp)), c): c
                for c in todo}
        for job in concurrent.futures.as_completed(jobs):
            rel, i, _, cmd = jobs[job]
            (ra, oa, ea), (rb, ob, eb) = job.result()
            if (ra, oa, ea) != (rb, ob, eb):
                different.append((rel, i, cmd, ra, rb, oa, ob, ea, eb))
    for rel, i, cmd, ra, rb, oa, ob, ea, eb in sorted(different):
        print(f"DIFFERENT: {rel} RUN line {i + 1}: {cmd}")
        if ra != rb:
            print(f"  exit status {ra} and {rb}")
        for name, x, y in (("stdout", oa, ob), ("stderr", ea, eb)):
            diff = list(difflib.unified_diff(x.splitlines(), y.splitlines(), "A", "B", lineterm="", n=1))
            for d in diff[2:14]:
                print(f"  {name}: {d}")
    files = len({c[0] for c in todo})
    print(f"compare-kiln-opt: {len(todo)} RUN lines of {files} files, "
          f"{len(todo) - len(different)} identical, {len(different)} different")
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
