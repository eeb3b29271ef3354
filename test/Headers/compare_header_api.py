#!/usr/bin/env python3
"""Compares the public API of the CUDA toolkit's headers with Kiln's.

usage: compare_header_api.py DIFFERENCES.txt TOOLKIT.txt KILN.txt [TOOLKIT.txt KILN.txt ...]

Each TOOLKIT.txt / KILN.txt pair is two kiln-header-api listings (one
normalised declaration per line) of the same configuration (target,
-D__CUDA_NO_HALF_OPERATORS__, ...). DIFFERENCES.txt lists the intentional
differences, each under the comment that gives its reason:

    # reason ...
    - <line>        the toolkit declares it, Kiln does not
    + <line>        Kiln declares it, the toolkit does not
    -~ <regex>      every toolkit line matching the regex (full match)
    +~ <regex>      every Kiln line matching the regex

Fails (exit 1) on any other difference in any pair, and on entries that
match nothing in every pair: the list must stay exactly the set of
differences there are.
"""
import re
import sys


def read_lines(path):
    with open(path) as f:
        return {line.rstrip("\n") for line in f if line.strip()}


def read_rules(path):
    rules = []  # (side, is_regex, text, line number)
    with open(path) as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            m = re.match(r"^([+-])(~?) (.+)$", line)
            if not m:
                sys.exit(f"{path}:{n}: expected '- ', '+ ', '-~ ' or '+~ ': {line}")
            rules.append((m.group(1), m.group(2) == "~", m.group(3), n))
    return rules


def compare(toolkit_path, kiln_path, rules, used):
    toolkit, kiln = read_lines(toolkit_path), read_lines(kiln_path)
    missing = toolkit - kiln  # in the toolkit's API only
    extra = kiln - toolkit    # in Kiln's only
    for side, is_regex, text, n in rules:
        pool = missing if side == "-" else extra
        hits = {l for l in pool if (re.fullmatch(text, l) if is_regex else l == text)}
        if hits:
            used.add(n)
        pool -= hits
    ok = True
    for title, lines in (("in the toolkit's headers but not in Kiln's", missing),
                         ("in Kiln's headers but not in the toolkit's", extra)):
        if lines:
            ok = False
            print(f"error: {kiln_path}: {len(lines)} declarations {title}, "
                  "not listed as intentional:")
            for l in sorted(lines):
                print("  " + l)
    print(f"{toolkit_path}: {len(toolkit)} toolkit declarations, {len(kiln)} Kiln "
          f"declarations, {len(toolkit & kiln)} identical")
    return ok


def main():
    if len(sys.argv) < 4 or len(sys.argv) % 2 != 0:
        sys.exit(__doc__)
    rules = read_rules(sys.argv[1])
    used = set()
    ok = True
    for i in range(2, len(sys.argv), 2):
        ok &= compare(sys.argv[i], sys.argv[i + 1], rules, used)
    for side, is_regex, text, n in rules:
        if n not in used:
            ok = False
            print(f"error: {sys.argv[1]}:{n}: '{side}{'~' if is_regex else ''} {text}' "
                  "is no difference any more: remove it")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
