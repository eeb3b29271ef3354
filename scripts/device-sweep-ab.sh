#!/bin/bash
# On the GPU machine: the same tile-sweep points with two packages (two compilers, or two flag
# sets, each made by scripts/build-tile-sweep.sh) in one call, A then B, each beside the Triton
# and torch anchors measured in its own run, then bench/tile_sweep/compare_runs.py side by side.
#   usage: scripts/device-sweep-ab.sh A.tar.xz B.tar.xz OUT [sweep.py arguments, e.g. --quick --only col_sum]
set -u
a=${1:?A.tar.xz} b=${2:?B.tar.xz} out=${3:?OUT}
shift 3
mkdir -p "$out/a" "$out/b"
tar xf "$a" -C "$out/a" && tar xf "$b" -C "$out/b" || exit 1
da=$(ls -d "$out"/a/*/) db=$(ls -d "$out"/b/*/)
python3 "$da/sweep.py" "$da" "$@" --json "$out/a.json" > "$out/a.log" 2>&1
echo "A: $(grep -E 'points timed' "$out/a.log")"
python3 "$db/sweep.py" "$db" "$@" --json "$out/b.json" > "$out/b.log" 2>&1
echo "B: $(grep -E 'points timed' "$out/b.log")"
python3 "$(dirname "$0")/../bench/tile_sweep/compare_runs.py" "$out/a.json" "$out/b.json"
