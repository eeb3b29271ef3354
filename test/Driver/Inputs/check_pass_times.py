"""Reads kilnc -v output: under each stage, the indented per-pass lines must each name a pass
and add up to no more than the stage's own time (pass adaptors are not passes of their own)."""
import re
import sys

stage = None
stage_ms = 0.0
passes = []
ok = True


def finish():
    global ok
    if stage is None or not passes:
        return
    total = sum(ms for _, ms in passes)
    if total > stage_ms * 1.02 + 0.05:
        print(f"FAIL {stage}: passes add up to {total:.2f} ms > {stage_ms:.2f} ms")
        ok = False
    else:
        print(f"OK {stage}: {len(passes)} passes, {total:.2f} ms of {stage_ms:.2f} ms")


for line in open(sys.argv[1]):
    top = re.match(r"kilnc: (\S.*?)\s+([0-9.]+) ms$", line)
    nested = re.match(r"kilnc:   (.*?)\s*([0-9.]+) ms$", line)
    if top:
        finish()
        stage, stage_ms, passes = top.group(1), float(top.group(2)), []
    elif nested and stage == "simt pipeline":
        name = nested.group(1).strip()
        if not name or "Adaptor" in name:
            print(f"FAIL a pass line without a pass name: {line.rstrip()}")
            ok = False
        passes.append((name, float(nested.group(2))))
finish()
sys.exit(0 if ok else 1)
