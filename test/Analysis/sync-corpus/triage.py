#!/usr/bin/env python3
"""Sorts the sync corpus by what kilnc says today (the raw material of TRIAGE.md).

usage: triage.py [--kilnc build/bin/kilnc] [--filecheck FileCheck] [files...]

correct/ files: CLEAN (no output), or the kind of rejection with its first diagnostics.
wrong/ files:  PASS (the test's checks hold), NO-WITNESS (right line and class, the witness
checks fail), WRONG-CLASS (a diagnostic at the line but of another kind), WARNING-ONLY (a warning where
an error is expected), WRONG-LINE (the
class is reported elsewhere only), MISSED (nothing of the class), UNSUPPORTED (the file does
not compile). Prints one line per file and a summary; --known prints the files that do not pass,
in the format of known-failures.txt."""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
DIAG = re.compile(r"^(?P<file>[^:\s]+\.cu):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning|note|remark|fatal error): (?P<msg>.*)$")
UNSUPPORTED = re.compile(r"fatal error:|undeclared identifier|no member named|unknown type name|not supported|unsupported|no matching function")


def run_kilnc(kilnc, path):
    p = subprocess.run([kilnc, path, "--arch=sm_90", "-o", os.devnull], capture_output=True, text=True)
    diags = []
    for line in p.stderr.splitlines():
        m = DIAG.match(line)
        if m:
            diags.append(m.groupdict())
    return p.returncode, p.stderr, diags


def short(d):
    msg = d["msg"]
    return f"{d['line']}: {d['sev']}: {msg[:150]}"


def classify_correct(kilnc, path):
    rc, err, diags = run_kilnc(kilnc, path)
    if rc == 0 and not err.strip():
        return "CLEAN", ""
    if rc > 1 or rc < 0:
        return "CRASH", err.strip().splitlines()[0] if err.strip() else f"exit {rc}"
    errs = [d for d in diags if d["sev"] in ("error", "fatal error")]
    warns = [d for d in diags if d["sev"] == "warning"]
    first = (errs or warns or [None])[0]
    if first and UNSUPPORTED.search(first["msg"]) or (first and first["sev"] == "fatal error"):
        return "UNSUPPORTED", short(first)
    kinds = []
    for d in errs + warns:
        m = d["msg"]
        k = ("race" if "race" in m or "warp-synchronous" in m else
             "divergent-barrier" if "barrier" in m and ("control flow" in m or "never reach" in m) else
             "warp-mask" if "mask" in m or "lane" in m else "other")
        kinds.append(k)
    summary = f"{len(errs)} error(s), {len(warns)} warning(s) [{', '.join(sorted(set(kinds)))}]"
    return ("REJECTED" if errs else "WARNED"), summary + "; first: " + (short(first) if first else err.strip()[:150])


def expected(path):
    """(line, severities, class, required fields, referenced line) of the test's first CHECK."""
    lines = open(path).read().split("\n")
    for i, l in enumerate(lines):
        m = re.search(r"// CHECK: [^:]+\.cu:\[\[@LINE([+-]\d+)\]\]: (error|\{\{error\|warning\}\}) (\S+) ", l)
        if m:
            sev = ("error", "warning") if "warning" in m.group(2) else ("error",)
            need = [f for f in ("threads", "lanes", "index") if f + "={{[^- ]+}}" in l]
            r = re.search(r"\[\[#@LINE([+-]\d+)\]\]", l)
            return i + 1 + int(m.group(1)), sev, m.group(3), need, (i + 1 + int(r.group(1)) if r else None)
    return None


def missing_fields(found, need, ref):
    fields = dict(kv.split("=", 1) for kv in found.split()[2:])
    miss = [f for f in need if fields.get(f, "-") == "-"]
    if ref is not None and str(ref) not in fields.get("lines", "-").split(","):
        miss.append(f"line {ref}")
    return miss


def classify_wrong(kilnc, fc_bin, path):
    rc, err, diags = run_kilnc(kilnc, path)
    if rc > 1 or rc < 0:
        return "CRASH", err.strip().splitlines()[0] if err.strip() else f"exit {rc}"
    if any(d["sev"] == "fatal error" or (d["sev"] == "error" and UNSUPPORTED.search(d["msg"])) for d in diags):
        d = next(d for d in diags if d["sev"] in ("fatal error", "error"))
        return "UNSUPPORTED", short(d)
    summary = subprocess.run([sys.executable, os.path.join(HERE, "diag_summary.py")], input=err,
                             capture_output=True, text=True).stdout
    exp = expected(path)
    if exp is None:
        return "NO-CHECK", ""
    line, sevs, cls, need, ref = exp
    at_line = [s.split(": ", 1)[1] for s in summary.splitlines() if int(s.split(":")[1]) == line]
    found = [f for f in at_line if f.split()[0] in sevs]
    p = subprocess.run([fc_bin, path], input=summary, capture_output=True, text=True)
    if p.returncode == 0:
        return "PASS", next((f for f in found if f.split()[1] == cls), "")
    of_class = [f for f in found if f.split()[1] == cls]
    if of_class:
        miss = missing_fields(of_class[0], need, ref)
        return "NO-WITNESS", f"missing {', '.join(miss) or '?'}: {of_class[0]}"
    if found:
        return "WRONG-CLASS", found[0]
    weak = [f for f in at_line if f.split()[1] == cls]
    if weak:
        return "WARNING-ONLY", weak[0]
    others = [s for s in summary.splitlines() if s.split()[2] == cls or s.split()[1] in sevs]
    if others:
        return "WRONG-LINE", f"expected line {line}; got " + "; ".join(others[:2])
    return "MISSED", f"expected line {line}: {' or '.join(sevs)} {cls}; kilnc exit {rc}, " + (
        "; ".join(summary.splitlines()[:2]) or "no diagnostics")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kilnc", default=os.path.join(ROOT, "build", "bin", "kilnc"))
    ap.add_argument("--filecheck", default="/usr/lib/llvm-22/bin/FileCheck")
    ap.add_argument("--known", action="store_true", help="print known-failures.txt entries")
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    files = a.files or sorted(
        os.path.join(HERE, d, f) for d in ("correct", "wrong") for f in os.listdir(os.path.join(HERE, d)) if f.endswith(".cu"))
    counts = {}
    for path in files:
        rel = os.path.relpath(os.path.abspath(path), HERE)
        if rel.startswith("correct"):
            verdict, detail = classify_correct(a.kilnc, path)
            good = verdict == "CLEAN"
        else:
            verdict, detail = classify_wrong(a.kilnc, a.filecheck, path)
            good = verdict == "PASS"
        key = rel.split("/")[0] + " " + verdict
        counts[key] = counts.get(key, 0) + 1
        if a.known:
            if not good:
                print(f"{rel}  # {verdict}")
        else:
            print(f"{verdict:12} {rel}: {detail}")
    if not a.known:
        print("--")
        for k in sorted(counts):
            print(f"{counts[k]:4} {k}")


if __name__ == "__main__":
    main()
