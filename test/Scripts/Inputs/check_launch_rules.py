"""Checks kbundle.choose_splits and kbundle.programs_per_block against the
launch rules' table (test/unit/Inputs/launch-rules.txt, whose format the
table's header gives). usage: check_launch_rules.py KBUNDLE_DIR TABLE"""
import sys

sys.path.insert(0, sys.argv[1])
import kbundle  # noqa: E402

counts = {"split": 0, "packed": 0}
wrong = 0
for number, line in enumerate(open(sys.argv[2]), 1):
    fields = line.split()
    if not fields or fields[0].startswith("#"):
        continue
    kind, values = fields[0], [int(v) for v in fields[1:]]
    if kind == "split":
        programs, trips, trip_bytes, slot_bytes, sms, forced, want = values
        got = kbundle.choose_splits(programs, trips, trip_bytes, slot_bytes, sms, forced)
    elif kind == "packed":
        programs_x, other_blocks, most, sms, forced, want = values
        kernel = kbundle.Kernel("k")
        kernel.packed, kernel.packed_at_launch = (0, most), True
        got = kbundle.programs_per_block(kernel, (programs_x, other_blocks, 1), sms, forced)
    else:
        print(f"line {number}: unknown rule {kind!r}")
        wrong += 1
        continue
    counts[kind] += 1
    if got != want:
        print(f"line {number}: {line.strip()}: got {got}")
        wrong += 1
print(f"launch rules: {counts['split']} split cases, {counts['packed']} packed cases, {wrong} wrong")
