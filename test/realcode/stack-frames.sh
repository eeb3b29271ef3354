#!/bin/bash
# Per-function stack frames and spills (ptxas -v, sm_90) of the corpus's PTX from one compiler, and
# the comparison of two such runs: the codegen-parity figure of issue 10 (kilnc's frames against
# nvcc's, or one kilnc build against another).
# usage: test/realcode/stack-frames.sh collect kilnc|nvcc COMPILER OUT   (writes OUT/STEM.v)
#        test/realcode/stack-frames.sh compare OUT_A OUT_B [N]          (totals over the functions
#                                                                        both have; the N largest
#                                                                        differences, A - B)
set -u
here=$(cd "$(dirname "$0")" && pwd)
ptxas=${PTXAS:-/usr/local/cuda/bin/ptxas}
case "${1:-}" in
collect)
  kind=${2:?kilnc or nvcc} compiler=${3:?compiler} out=${4:?output directory}
  mkdir -p "$out"
  for src in "$here"/*.cu; do
    stem=$(basename "$src" .cu)
    if [ "$kind" = nvcc ]; then
      "$compiler" -ptx -arch=sm_90 -O3 "$src" -o "$out/$stem.ptx" 2>/dev/null || continue
    else
      "$compiler" --arch=sm_90 "$src" -o "$out/$stem.ptx" 2>/dev/null || continue
    fi
    "$ptxas" -arch=sm_90 -v "$out/$stem.ptx" -o /dev/null >"$out/$stem.v" 2>&1
  done ;;
compare)
  python3 - "${2:?run A}" "${3:?run B}" "${4:-20}" <<'PY'
import glob, os, re, sys
def parse(d):
    res = {}
    for p in glob.glob(os.path.join(d, '*.v')):
        stem, fn = os.path.basename(p)[:-2], None
        for line in open(p):
            m = re.search(r"Compiling entry function '(\S+)'|Function properties for (\S+)", line)
            if m:
                fn = m.group(1) or m.group(2)
                continue
            m = re.search(r'(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads', line)
            if m and fn:
                res[(stem, fn)] = tuple(map(int, m.groups()))
    return res
a, b, n = parse(sys.argv[1]), parse(sys.argv[2]), int(sys.argv[3])
both = sorted(set(a) & set(b))
tot = lambda r, i: sum(r[k][i] for k in both)
print(f'{len(both)} functions in both: stack {tot(a, 0)} vs {tot(b, 0)} bytes, spill stores {tot(a, 1)} vs {tot(b, 1)}')
print(f'frames larger in A: {sum(a[k][0] > b[k][0] for k in both)}, smaller: {sum(a[k][0] < b[k][0] for k in both)}')
for k in sorted(both, key=lambda k: -abs(a[k][0] - b[k][0]))[:n]:
    if a[k] != b[k]:
        print(f'{k[0]} {k[1][:70]} {a[k]} {b[k]}')
PY
  ;;
*) echo "usage: $0 collect kilnc|nvcc COMPILER OUT | compare OUT_A OUT_B [N]" >&2; exit 2 ;;
esac
