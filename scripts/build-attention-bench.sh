#!/usr/bin/env bash
# Builds the attention benchmark (issue 15, bench/attention/attention_bench.py) for the GPU
# machine: examples/tile_attention.cpp as one bundle per target (sm90a.kbundle: wgmma where the
# lowering uses it; sm80.kbundle: the mma.sync path, JIT-compiled for the H200 by the driver),
# ptxas -v's registers, spills and shared memory of every kernel (resources.txt), and the
# script with the launcher it imports (bench/tile_sweep/{sweep,kbundle}.py). On the GPU machine,
# one call:  python3 OUT/attention_bench.py OUT
# usage: scripts/build-attention-bench.sh OUT     (e.g. devpkg/attention: devpkg/ is git-ignored)
set -euo pipefail
out=${1:?usage: build-attention-bench.sh OUT}
root=$(cd "$(dirname "$0")/.." && pwd)
kilnc=${KILNC:-$root/build/bin/kilnc}
ptxas=${PTXAS:-/usr/local/cuda/bin/ptxas}
src=$root/examples/tile_attention.cpp
rm -rf "$out" && mkdir -p "$out"
cp "$root"/bench/attention/attention_bench.py "$root"/bench/tile_sweep/{sweep.py,kbundle.py} "$out/"
: >"$out/resources.txt"
for arch in sm_90a sm_80; do
  "$kilnc" --arch=$arch --emit=bundle "$src" -o "$out/${arch/_/}.kbundle"
  python3 -c "import sys; sys.path.insert(0, '$out'); import kbundle; print(kbundle.read(sys.argv[1])[1][sys.argv[2]], end='')" \
    "$out/${arch/_/}.kbundle" $arch >"$out/${arch/_/}.ptx"
  # One line per kernel: name, registers, spill bytes, shared bytes.
  "$ptxas" -arch=$arch -v "$out/${arch/_/}.ptx" -o /dev/null 2>&1 | awk -v arch=$arch '
    /Compiling entry function/ { name = $0; sub(/.*function .\047?/, "", name); sub(/\047.*/, "", name) }
    /spill stores/ { split($0, a, ","); spill = a[2]; sub(/^ */, "", spill); sub(/ bytes.*/, "", spill) }
    /Used [0-9]+ registers/ { match($0, /Used [0-9]+/); regs = substr($0, RSTART + 5, RLENGTH - 5)
      smem = 0; if (match($0, /[0-9]+ bytes smem/)) smem = substr($0, RSTART, RLENGTH - 11)
      printf "%-7s %-40s regs %3d  spill %4d B  static smem %6d B\n", arch, name, regs, spill, smem }' \
    >>"$out/resources.txt"
  rm -f "$out/${arch/_/}.ptx"
done
cat "$out/resources.txt"
python3 "$out/attention_bench.py" "$out" --plan | tee -a "$out/resources.txt"
echo "wrote $out ($(du -sh "$out" | cut -f1)); on the GPU: python3 $out/attention_bench.py $out"
