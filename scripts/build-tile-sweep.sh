#!/usr/bin/env bash
# Compiles the tile performance sweep (bench/tile_sweep, issue 16) for the GPU
# machine: bench/tile_sweep/kernels.cpp once per element type and row width,
# each into a bundle, plus ptxas -v's registers, spills and shared memory of
# every kernel (resources.txt), and packs it all into OUT.tar.xz with
# sweep.py and kbundle.py. On the GPU machine:
#   tar xf tile-sweep.tar.xz && python3 tile-sweep/sweep.py tile-sweep
# usage: scripts/build-tile-sweep.sh OUT [ARCH]    (ARCH: sm_90a by default)
set -euo pipefail
out=${1:?usage: build-tile-sweep.sh OUT [ARCH]}
arch=${2:-sm_90a}
root=$(cd "$(dirname "$0")/.." && pwd)
kilnc=${KILNC:-$root/build/bin/kilnc}
ptxas=${PTXAS:-/usr/local/cuda/bin/ptxas}
widths=${KILN_SWEEP_WIDTHS:-256 1024 4096 8192 16384}
types=${KILN_SWEEP_TYPES:-float __bf16 _Float16}

rm -rf "$out" && mkdir -p "$out/bundles"
cp "$root"/bench/tile_sweep/{sweep.py,profile.py,kbundle.py,kernels.cpp} "$out/"
jobs=()
for t in $types; do
  for w in $widths; do
    name=$(echo "$t" | tr -d _)_$w
    # Remarks (inserted barriers) go to the log; an error fails the build.
    "$kilnc" --arch="$arch" -DKT="$t" -DKW="$w" "$root/bench/tile_sweep/kernels.cpp" \
      --emit=bundle -o "$out/bundles/$name.kbundle" 2> "$out/$name.log" &
    jobs+=($!)
    if (( ${#jobs[@]} >= ${KILN_JOBS:-2} )); then wait "${jobs[0]}"; jobs=("${jobs[@]:1}"); fi
  done
done
for j in "${jobs[@]}"; do wait "$j"; done
rm -f "$out"/*.log
python3 - "$out" "$arch" "$ptxas" <<'PY'
import os, subprocess, sys, tempfile
sys.path.insert(0, sys.argv[1])
import kbundle
out, arch, ptxas = sys.argv[1:4]
lines = []
for f in sorted(os.listdir(f"{out}/bundles")):
    kernels, images = kbundle.read(f"{out}/bundles/{f}")
    with tempfile.NamedTemporaryFile("w", suffix=".ptx") as ptx:
        ptx.write(images[arch]); ptx.flush()
        r = subprocess.run([ptxas, f"-arch={arch}", "-v", ptx.name, "-o", os.devnull],
                           capture_output=True, text=True, check=True)
    name = None
    for l in r.stderr.splitlines():
        if "Function properties for" in l:
            name = l.split("for")[-1].strip()
        elif "spill stores" in l and name:
            spill = l.split(",")[1].strip().split()[0]
        elif "Used" in l and name:
            regs = l.split("Used")[1].split("registers")[0].strip()
            smem = kernels[name].dynamic_shared if name in kernels else 0
            static = l.split("bytes smem")[0].rsplit(",", 1)[-1].strip() if "smem" in l else "0"
            lines.append(f"{f[:-8]:16} {name:12} regs {regs:>3}  spill {spill:>4} B  "
                         f"smem {static:>5} B static {smem:>6} B dynamic")
open(f"{out}/resources.txt", "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
PY
tar -C "$(dirname "$out")" -cJf "$out.tar.xz" "$(basename "$out")"
echo "wrote $out.tar.xz ($(du -h "$out.tar.xz" | cut -f1))"
