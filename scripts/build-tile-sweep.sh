#!/usr/bin/env bash
# Compiles the tile performance sweep (bench/tile_sweep, issue 16) for the GPU
# machine: bench/tile_sweep/kernels.cpp once per element type and row width,
# each into a bundle, plus ptxas -v's registers, spills and shared memory of
# every kernel (resources.txt, with a note on each kernel that spills or uses
# more than 128 registers), and packs it all into OUT.tar.xz with sweep.py and
# kbundle.py. On the GPU machine:
#   tar xf tile-sweep.tar.xz && python3 tile-sweep/sweep.py tile-sweep
# A type and width whose file does not compile is compiled again one kernel
# at a time (bundles/TYPE_WIDTH.KERNEL.kbundle), so that a kernel that does
# not compile costs only itself: failed.txt names it with kilnc's first
# error, and sweep.py reports it as a failed point.
# usage: scripts/build-tile-sweep.sh OUT [ARCH]    (ARCH: sm_90a by default)
# KILN_SWEEP_FLAGS adds kilnc flags to every compile (e.g.
# -ftile-prefetch-depth=4, to compare depths in one GPU call).
# KILN_SWEEP_KERNELS="col_sum softmax" compiles only those kernels, one bundle
# each (for A/B builds of the kernels a change touches; sweep.py --only them).
set -euo pipefail
out=${1:?usage: build-tile-sweep.sh OUT [ARCH]}
arch=${2:-sm_90a}
root=$(cd "$(dirname "$0")/.." && pwd)
kilnc=${KILNC:-$root/build/bin/kilnc}
ptxas=${PTXAS:-/usr/local/cuda/bin/ptxas}
widths=${KILN_SWEEP_WIDTHS:-256 1024 4096 8192 16384}
types=${KILN_SWEEP_TYPES:-float __bf16 _Float16}
src=$root/bench/tile_sweep/kernels.cpp
read -ra extra <<< "${KILN_SWEEP_FLAGS:-}"
kernels=$(sed -n 's/^#if SWEEP(\([a-z_0-9]*\))$/\1/p' "$src")

rm -rf "$out" && mkdir -p "$out/bundles" "$out/logs"
cp "$root"/bench/tile_sweep/{sweep.py,profile.py,kbundle.py,compare_runs.py,kernels.cpp} "$out/"
: > "$out/failed.txt"

# compile NAME [KERNEL]: the whole file, or only KERNEL; 0 when it compiled.
compile() {
  local name=$1 kernel=${2:-} t=${1%_*} w=${1##*_} flags=() base=$1
  t=${t/bf16/__bf16}; t=${t/Float16/_Float16}
  if [ -n "$kernel" ]; then
    flags=(-DKILN_SWEEP_ONLY=1 "-DKILN_SWEEP_ONLY_$kernel=1"); base=$name.$kernel
  fi
  # Remarks go to the log; memory-hungry compiles are capped at 4 GiB.
  prlimit --as=4294967296 "$kilnc" --arch="$arch" -DKT="$t" -DKW="$w" "${flags[@]}" "${extra[@]}" "$src" \
    --emit=bundle -o "$out/bundles/$base.kbundle" > "$out/logs/$base.log" 2>&1
}

# whole NAME: the whole file; on failure, each kernel alone.
whole() {
  local name=$1 k
  if [ -n "${KILN_SWEEP_KERNELS:-}" ]; then
    for k in $KILN_SWEEP_KERNELS; do
      compile "$name" "$k" && continue
      rm -f "$out/bundles/$name.$k.kbundle"
      echo "$name $k $(grep -m1 'error' "$out/logs/$name.$k.log" || tail -n1 "$out/logs/$name.$k.log")" \
        >> "$out/failed.txt"
    done
    return 0
  fi
  compile "$name" && return 0
  rm -f "$out/bundles/$name.kbundle"
  for k in $kernels; do
    if ! compile "$name" "$k"; then
      rm -f "$out/bundles/$name.$k.kbundle"
      echo "$name $k $(grep -m1 'error' "$out/logs/$name.$k.log" || tail -n1 "$out/logs/$name.$k.log")" \
        >> "$out/failed.txt"
    fi
  done
  return 0
}

jobs=()
for t in $types; do
  for w in $widths; do
    whole "$(echo "$t" | tr -d _)_$w" &
    jobs+=($!)
    if (( ${#jobs[@]} >= ${KILN_JOBS:-2} )); then wait "${jobs[0]}"; jobs=("${jobs[@]:1}"); fi
  done
done
for j in "${jobs[@]}"; do wait "$j"; done
sort -o "$out/failed.txt" "$out/failed.txt"

python3 - "$out" "$arch" "$ptxas" <<'PY'
import os, subprocess, sys, tempfile
sys.path.insert(0, sys.argv[1])
import kbundle
out, arch, ptxas = sys.argv[1:4]
lines, notes = [], []

def blocks_per_sm(regs, warps, shared):
    """Theoretical resident programs per SM on sm_90 (the occupancy
    calculator's rules): 64K registers allocated per warp in units of 256,
    64 warps, 32 blocks, 228 KiB of shared memory with 1 KiB reserved per
    block."""
    if not warps:
        return 0
    per_warp = -(-max(regs, 1) * 32 // 256) * 256
    by_regs = (65536 // per_warp) // warps
    by_shared = 233472 // (shared + 1024) if shared else 32
    return min(by_regs, 64 // warps, 32, by_shared)

for f in sorted(os.listdir(f"{out}/bundles")):
    kernels, images = kbundle.read(f"{out}/bundles/{f}")
    with tempfile.NamedTemporaryFile("w", suffix=".ptx") as ptx:
        ptx.write(images[arch]); ptx.flush()
        r = subprocess.run([ptxas, f"-arch={arch}", "-v", ptx.name, "-o", os.devnull],
                           capture_output=True, text=True, check=True)
    name = None
    by_symbol = {k.symbol: k for k in kernels.values()}
    # The contiguous variants (what sweep.py launches) run on their kernel's
    # block size; the bundle may not repeat it for them.
    for k in kernels.values():
        if k.variant is not None:
            if k.variant.threads == (1, 1, 1):
                k.variant.threads = k.threads
            by_symbol[k.variant.symbol] = k.variant
    for l in r.stderr.splitlines():
        if "Function properties for" in l:
            name = l.split("for")[-1].strip()
        elif "spill stores" in l and name:
            spill = int(l.split(",")[1].strip().split()[0])
        elif "Used" in l and name:
            regs = int(l.split("Used")[1].split("registers")[0].strip())
            k = by_symbol.get(name)
            smem = k.dynamic_shared if k else 0
            warps = k.threads[0] * k.threads[1] * k.threads[2] // 32 if k else 0
            static = l.split("bytes smem")[0].rsplit(",", 1)[-1].strip() if "smem" in l else "0"
            bundle = f.split(".")[0]
            note = []
            if spill:
                note.append("SPILLS")
            if regs > 128:
                note.append("> 128 registers")
            blocks = blocks_per_sm(regs, warps, int(static) + smem)
            # Packed kernels (bundle `packed`): warps and shared memory are the block's, which
            # runs that many programs.
            packed = f"  packed {k.packed[1]}: programs/SM {blocks * k.packed[1]:>2}" if k and k.packed else ""
            lines.append(f"{bundle:16} {name:34} warps {warps:2}  regs {regs:>3}  spill {spill:>4} B  "
                         f"smem {static:>5} B static {smem:>6} B dynamic  blocks/SM {blocks:>2}" + packed
                         + (f"  <- {', '.join(note)}" if note else ""))
            if note:
                notes.append(lines[-1])
failed = open(f"{out}/failed.txt").read().splitlines()
text = "\n".join(lines) + "\n"
text += f"\n{len(notes)} kernels spill or use more than 128 registers\n" + "".join(n + "\n" for n in notes)
text += f"\n{len(failed)} kernels did not compile (failed.txt)\n" + "".join(n + "\n" for n in failed)
open(f"{out}/resources.txt", "w").write(text)
print(text)
PY
tar -C "$(dirname "$out")" -cJf "$out.tar.xz" "$(basename "$out")"
echo "wrote $out.tar.xz ($(du -h "$out.tar.xz" | cut -f1))"
