#!/usr/bin/env python3
"""Adds lit's and ctest's summaries into one closing line: 'N passed, M failed'.

Unsupported lit tests (a missing `gpu` or `ptxas` feature) are reported as
skipped; expected failures count as passed, unexpected passes as failed.
"""
import re
import sys

passed = failed = skipped = 0
lit = open(sys.argv[1], errors="replace").read()
for key, value in re.findall(r"^\s*(Passed|Failed|Unsupported|Expectedly Failed|Unexpectedly Passed|Unresolved|Timed Out)\s*:\s*(\d+)", lit, re.M):
    n = int(value)
    if key in ("Passed", "Expectedly Failed"):
        passed += n
    elif key == "Unsupported":
        skipped += n
    else:
        failed += n
if not re.search(r"Total Discovered Tests", lit):
    failed += 1  # lit did not run at all

if len(sys.argv) > 2:
    ctest = open(sys.argv[2], errors="replace").read()
    m = re.search(r"(\d+)% tests passed, (\d+) tests failed out of (\d+)", ctest)
    if m:
        total, bad = int(m.group(3)), int(m.group(2))
        passed += total - bad
        failed += bad

print(f"{passed} passed, {failed} failed, {skipped} skipped")
sys.exit(1 if failed else 0)
