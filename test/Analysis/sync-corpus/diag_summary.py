#!/usr/bin/env python3
"""Reduces kilnc's diagnostics to one line per error or warning (with its notes), so the
wrong-corpus tests can check the class, the location and the witness of each finding
without depending on the exact wording:

    FILE:LINE: SEVERITY CLASS threads=T lanes=L index=I lines=N,M

CLASS is race, divergent-barrier, warp-mask or other; T is the two threads the finding names
("256/0", "(0,8)/(0,0)"), L the lanes of a warp-collective finding, I the shared element or
address, and lines every source line the finding and its notes point to besides its own.
A field that is absent prints as '-'. The wording each field accepts is defined here, once:
adjust these patterns, not the tests, when the diagnostics are reworded."""
import re
import sys

DIAG = re.compile(r"^(?P<file>[^:\s]+):(?P<line>\d+):(?:\d+:)? (?P<sev>fatal error|error|warning|note|remark): (?P<msg>.*)$")
RACE = re.compile(r"\brace|warp-synchronous|hazard|unsynchroni[sz]ed", re.I)
BARRIER = re.compile(r"barrier|__syncthreads|bar\.sync|\.sync\(\)", re.I)
DIVERGENT = re.compile(r"diverg|dependent control flow|not every|every thread|never reach|not reach|disagree|deadlock|do not all|only some",
                       re.I)
MASK = re.compile(r"\bmask|\blanes?\b", re.I)
_ID = r"(\(\d+(?:, ?\d+)*\)|\d+)"
THREADS = re.compile(r"threads? " + _ID + r",? (?:and|vs\.?|versus) (?:thread )?" + _ID + r"|\bthread " + _ID + r"\b.*?\bthread " + _ID)
LANES = re.compile(r"lanes? (0x[0-9a-fA-F]+|\d+)|threads? " + _ID)
INDEX = re.compile(r"([A-Za-z_@<][\w.>]*(?:\[\d+\])+)|\b(index|element|byte|offset|address) ((?:0x)?[0-9a-fA-F]+)\b")
LINES = re.compile(r"\.cu:(\d+)|\bline (\d+)")


def classify(msg):
    if RACE.search(msg):
        return "race"
    if BARRIER.search(msg) and DIVERGENT.search(msg):
        return "divergent-barrier"
    if MASK.search(msg) or DIVERGENT.search(msg):
        return "warp-mask"
    return "other"


def summarise(group):
    head, notes = group[0], group[1:]
    text = " | ".join([head["msg"]] + [f"{n['file']}:{n['line']}: {n['msg']}" for n in notes])
    t = THREADS.search(text)
    threads = "/".join(g for g in t.groups() if g).replace(" ", "") if t else "-"
    lane = LANES.search(text)
    lanes = (lane.group(1) or lane.group(2)).replace(" ", "") if lane else "-"
    i = INDEX.search(text)
    index = (i.group(1) or f"{i.group(2)}:{i.group(3)}") if i else "-"
    refs = sorted({int(a or b) for a, b in LINES.findall(text)} - {int(head["line"])})
    lines = ",".join(map(str, refs)) if refs else "-"
    sev = head["sev"].replace(" ", "-")
    cls = "fatal" if sev == "fatal-error" else classify(head["msg"])
    return f"{head['file'].rsplit('/', 1)[-1]}:{head['line']}: {sev} {cls} threads={threads} lanes={lanes} index={index} lines={lines}"


def main():
    group = []
    for raw in sys.stdin:
        m = DIAG.match(raw.rstrip("\n"))
        if not m:
            continue
        d = m.groupdict()
        if d["sev"] in ("note", "remark"):
            if group:
                group.append(d)
            continue
        if group:
            print(summarise(group))
        group = [d]
    if group:
        print(summarise(group))


if __name__ == "__main__":
    main()
