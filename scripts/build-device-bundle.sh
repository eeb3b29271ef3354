#!/bin/bash
# Builds a self-contained folder for the GPU machine: the runtime (static and shared), the unit,
# e2e and benchmark binaries (libstdc++/libgcc linked statically, so Debian 12 builds run on
# Ubuntu 24.04), the examples as nvcc PTX and cubins, and run.sh, which runs everything there and
# ends with `N passed, M failed`.
# usage: scripts/build-device-bundle.sh OUTDIR     (e.g. devpkg, which .gitignore ignores)
set -euo pipefail
out=${1:?usage: build-device-bundle.sh OUTDIR}
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/build-device
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}

static_flags="-static-libstdc++ -static-libgcc"
cmake -S "$root" -B "$build" -G Ninja -DKILN_BUILD_COMPILER=OFF -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_EXE_LINKER_FLAGS="$static_flags" -DCMAKE_SHARED_LINKER_FLAGS="$static_flags" >/dev/null
ninja -C "$build" kiln_unit_tests kiln_no_driver_test kiln_e2e kiln_racy kiln_tile_e2e kiln_fp16_diff vadd_host kiln_bench gemm_sweep kiln_corpus_run kiln_realcode kiln_runtime kiln_runtime_shared kiln_bundle kiln_tma_e2e

rm -rf "$out"
mkdir -p "$out"/{bin,lib,include,ptx/nvcc,cubin/nvcc}
cp "$build"/test/unit/kiln_unit_tests "$build"/test/unit/kiln_no_driver_test "$build"/test/e2e/kiln_e2e \
   "$build"/test/e2e/kiln_racy "$build"/test/e2e/kiln_tile_e2e "$build"/test/e2e/kiln_fp16_diff "$build"/test/e2e/vadd_host \
   "$build"/bench/kiln_bench "$build"/bench/gemm_sweep "$build"/test/e2e/kiln_corpus_run "$build"/test/realcode/harness/kiln_realcode "$out"/bin/
cp "$build"/runtime/libkiln_runtime.a "$build"/runtime/libkiln_runtime.so "$build"/runtime/libkiln_bundle.a "$out"/lib/
cp -r "$root"/runtime/include/kiln "$out"/include/
strip "$out"/bin/* "$out"/lib/libkiln_runtime.so
for src in "$root"/examples/*.cu; do
  stem=$(basename "$src" .cu)
  case "$stem" in kiln_*) continue ;; esac  # <kiln/simt.hpp>: kilnc only
  "$nvcc" -O3 -arch=sm_90 -ptx "$src" -o "$out/ptx/nvcc/$stem.ptx"
  "$nvcc" -O3 -arch=sm_90 -cubin "$src" -o "$out/cubin/nvcc/$stem.cubin"
done
# kilnc PTX of every example and construct file, one folder per arch, plus a four-arch bundle per
# file; each PTX must pass ptxas for its arch. Refusals are listed in ptx/kilnc-failures.txt
# (run.sh counts each as a FAIL). nvcc also compiles the construct files it can (a cross-check).
kilnc=${KILNC:-$root/build/bin/kilnc}
ptxas=${PTXAS:-$(dirname "$nvcc")/ptxas}
archs="sm_80 sm_89 sm_90 sm_90a"
: >"$out/ptx/kilnc-failures.txt"
for src in "$root"/examples/*.cu "$root"/test/e2e/constructs/*.cu; do
  stem=$(basename "$src" .cu)
  case "$src" in
    */constructs/*) "$nvcc" -O3 -arch=sm_90 -ptx "$src" -o "$out/ptx/nvcc/$stem.ptx" >/dev/null 2>&1 || rm -f "$out/ptx/nvcc/$stem.ptx" ;;
  esac
  for arch in $archs; do
    mkdir -p "$out/ptx/kiln-$arch"
    if ! "$kilnc" --arch=$arch "$src" -o "$out/ptx/kiln-$arch/$stem.ptx" 2>"$out/ptx/kiln-$arch/$stem.log"; then
      echo "FAIL kilnc $arch $stem: $(grep -m1 error: "$out/ptx/kiln-$arch/$stem.log")" | tee -a "$out/ptx/kilnc-failures.txt"
      rm -f "$out/ptx/kiln-$arch/$stem.ptx"
    elif ! "$ptxas" -arch=$arch "$out/ptx/kiln-$arch/$stem.ptx" -o /dev/null 2>"$out/ptx/kiln-$arch/$stem.ptxas.log"; then
      echo "FAIL ptxas $arch $stem: $(head -1 "$out/ptx/kiln-$arch/$stem.ptxas.log")" | tee -a "$out/ptx/kilnc-failures.txt"
      rm -f "$out/ptx/kiln-$arch/$stem.ptx"
    else
      rm -f "$out/ptx/kiln-$arch/$stem.log" "$out/ptx/kiln-$arch/$stem.ptxas.log"
    fi
  done
  mkdir -p "$out/ptx/kiln-bundle"
  "$kilnc" --arch=${archs// /,} "$src" -o "$out/ptx/kiln-bundle/$stem.kbundle" 2>/dev/null ||
    { echo "FAIL kilnc bundle $stem" | tee -a "$out/ptx/kilnc-failures.txt"; rm -f "$out/ptx/kiln-bundle/$stem.kbundle"; }
done
# The racy corpus, made race-free by --auto-sync (run.sh checks results and racecheck).
# The same without barriers and with -lineinfo: racecheck's hazards name source lines.
mkdir -p "$out/ptx/racy-lines"
"$kilnc" --arch=sm_90 --sync-check=off -lineinfo "$root/test/e2e/racy/racy.cu" -o "$out/ptx/racy-lines/racy.ptx" 2>/dev/null ||
  { echo "FAIL kilnc -lineinfo racy" | tee -a "$out/ptx/kilnc-failures.txt"; rm -f "$out/ptx/racy-lines/racy.ptx"; }
mkdir -p "$out/ptx/racy"
"$kilnc" --arch=sm_90 --auto-sync "$root/test/e2e/racy/racy.cu" -o "$out/ptx/racy/racy.ptx" 2>/dev/null ||
  { echo "FAIL kilnc --auto-sync racy" | tee -a "$out/ptx/kilnc-failures.txt"; rm -f "$out/ptx/racy/racy.ptx"; }
# <cuda_fp16.h>/<cuda_bf16.h>: the generated kernel that calls every function (the one
# kiln_fp16_diff was built against), by nvcc with the toolkit's headers and by kilnc with Kiln's,
# for sm_80 and sm_90 (run.sh compares each pair bit for bit on the GPU).
mkdir -p "$out/ptx/fp16"
cp "$build/test/e2e/fp16/fp16_diff.cu" "$out/ptx/fp16/"
for arch in sm_80 sm_90; do
  "$nvcc" -O3 -arch=$arch -ptx "$out/ptx/fp16/fp16_diff.cu" -o "$out/ptx/fp16/nvcc.$arch.ptx" ||
    { echo "FAIL nvcc fp16_diff $arch" | tee -a "$out/ptx/kilnc-failures.txt"; rm -f "$out/ptx/fp16/nvcc.$arch.ptx"; }
  if ! "$kilnc" --arch=$arch "$out/ptx/fp16/fp16_diff.cu" -o "$out/ptx/fp16/kilnc.$arch.ptx" 2>"$out/ptx/fp16/kilnc.$arch.log"; then
    echo "FAIL kilnc $arch fp16_diff: $(grep -m1 error: "$out/ptx/fp16/kilnc.$arch.log")" | tee -a "$out/ptx/kilnc-failures.txt"
    rm -f "$out/ptx/fp16/kilnc.$arch.ptx"
  elif ! "$ptxas" -arch=$arch "$out/ptx/fp16/kilnc.$arch.ptx" -o /dev/null 2>"$out/ptx/fp16/kilnc.$arch.log"; then
    echo "FAIL ptxas $arch fp16_diff: $(head -1 "$out/ptx/fp16/kilnc.$arch.log")" | tee -a "$out/ptx/kilnc-failures.txt"
    rm -f "$out/ptx/fp16/kilnc.$arch.ptx"
  else
    rm -f "$out/ptx/fp16/kilnc.$arch.log"
  fi
done
# Tile kernels (their own script, so that they can be refreshed alone).
KILNC=$kilnc bash "$root/scripts/build-device-tile.sh" "$out"
# The sync corpus of issue 11 (test/Analysis/sync-corpus, sync-corpus/run.sh runs it): each
# correct kernel built by kilnc (sm_90; a refusal keeps kilnc's log, which the run reports) and by
# nvcc, and the nvcc builds of the wrong kernels (racecheck should see their races).
corpus=$root/test/Analysis/sync-corpus
sc=$out/sync-corpus
mkdir -p "$sc"/{correct,wrong,kilnc,nvcc,nvcc-wrong}
: >"$sc/kilnc-refusals.txt"
# One correct kernel by kilnc (then ptxas); KILN_BUNDLE_JOBS kernels at once.
sync_kilnc_one() {
  local src=$1 stem
  stem=$(basename "$src" .cu)
  if ! "$kilnc" --arch=sm_90 "$src" -o "$sc/kilnc/$stem.ptx" 2>"$sc/kilnc/$stem.log"; then
    echo "$stem: $(grep -m1 'error:' "$sc/kilnc/$stem.log")" >"$sc/kilnc/$stem.refused"
    rm -f "$sc/kilnc/$stem.ptx"
  elif ! "$ptxas" -arch=sm_90 "$sc/kilnc/$stem.ptx" -o /dev/null 2>"$sc/kilnc/$stem.ptxas.log"; then
    echo "FAIL ptxas sync-corpus $stem: $(head -1 "$sc/kilnc/$stem.ptxas.log")" >"$sc/kilnc/$stem.ptxas-failed"
    echo "error: ptxas rejects kilnc's PTX: $(head -1 "$sc/kilnc/$stem.ptxas.log")" >>"$sc/kilnc/$stem.log"
    rm -f "$sc/kilnc/$stem.ptx"
  else
    rm -f "$sc/kilnc/$stem.ptxas.log"
    [ -s "$sc/kilnc/$stem.log" ] || rm -f "$sc/kilnc/$stem.log"
  fi
}
export -f sync_kilnc_one
export kilnc ptxas sc
cp "$corpus"/correct/*.cu "$sc/correct/"
printf '%s\0' "$corpus"/correct/*.cu | xargs -0 -n 1 -P "${KILN_BUNDLE_JOBS:-1}" bash -c 'sync_kilnc_one "$0"'
for f in "$sc"/kilnc/*.refused; do if [ -e "$f" ]; then cat "$f" >>"$sc/kilnc-refusals.txt"; fi; done
for f in "$sc"/kilnc/*.ptxas-failed; do if [ -e "$f" ]; then tee -a "$out/ptx/kilnc-failures.txt" <"$f"; fi; done
rm -f "$sc"/kilnc/*.refused "$sc"/kilnc/*.ptxas-failed
for src in "$corpus"/wrong/*.cu; do
  if grep -q '// LAUNCH:' "$src"; then cp "$src" "$sc/wrong/"; fi
done
# nvcc's builds of the corpus and of the real-style files (below): here, or with
# KILN_BUNDLE_NVCC=device on the GPU machine, which has nvcc and 16 cores (`devpkg/nvcc-ptx.sh
# [JOBS]` before run.sh; it writes the same files).
cp "$root"/scripts/device-nvcc-ptx.sh "$out"/nvcc-ptx.sh
chmod +x "$out"/nvcc-ptx.sh
cp "$root"/scripts/device-sync-corpus.sh "$sc"/run.sh
chmod +x "$sc"/run.sh
echo "sync corpus: $(ls "$sc"/correct | wc -l) correct kernels, $(ls "$sc"/kilnc/*.ptx 2>/dev/null | wc -l) accepted by kilnc, $(ls "$sc"/wrong | wc -l) wrong kernels to race-check"
cp "$out/ptx/nvcc/vadd.ptx" "$out/tile/nvcc/vadd.ptx"
# The real-style corpus (test/realcode): each file as nvcc and as kilnc PTX for sm_90 (kilnc's
# error in kilnc/STEM.error where it refuses one), the sources whose headers drive kiln_realcode,
# and the list of expected compile failures. Compile problems are in realcode/compile.log.
mkdir -p "$out/realcode/src"
cp "$root"/test/realcode/*.cu "$out/realcode/src/"
cp "$root"/test/realcode/expected-failures.txt "$out/realcode/"
KILN_JOBS=${KILN_BUNDLE_JOBS:-1} bash "$root/test/realcode/check-compiles.sh" "$kilnc" "$ptxas" "$out/realcode" \
  >"$out/realcode/compile.log" 2>&1 || echo "realcode: $(tail -1 "$out/realcode/compile.log")"
[ "${KILN_BUNDLE_NVCC:-here}" = device ] || NVCC=$nvcc "$out"/nvcc-ptx.sh "${KILN_BUNDLE_JOBS:-1}" ||
  echo "FAIL nvcc builds (nvcc-ptx.sh)" | tee -a "$out/ptx/kilnc-failures.txt"
# examples/cmake-project built as a user would: against Kiln installed from the compiler build
# ($root/build) into a fresh prefix, its kernels compiled at build time by the installed kilnc.
rm -rf "$build/kiln-prefix" "$build/cmake-project"
cmake --install "$root/build" --prefix "$build/kiln-prefix" >/dev/null
cmake -S "$root/examples/cmake-project" -B "$build/cmake-project" -G Ninja \
  -DCMAKE_PREFIX_PATH="$build/kiln-prefix" -DCMAKE_EXE_LINKER_FLAGS="$static_flags" >/dev/null
ninja -C "$build/cmake-project" >/dev/null
cp "$build/cmake-project/saxpy_scale" "$out"/bin/
strip "$out"/bin/saxpy_scale
# Hopper async ops (issue 14): TMA load/store with mbarriers, cluster launch, multicast (sm_90a).
mkdir -p "$out/tma"
cp "$build"/test/e2e/kiln_tma_e2e "$out"/bin/
"$kilnc" --arch=sm_90a "$root/test/e2e/tma/tma_kernels.cu" -o "$out/tma/tma.kbundle" ||
  echo "FAIL kilnc tma_kernels" | tee -a "$out/ptx/kilnc-failures.txt"
# The Python binding's GPU run (python/tests/gpu/run_on_device.sh, from the repository checkout,
# builds the binding there): the tile softmax and GEMM examples as sm_90a bundles (~1.6 MB).
mkdir -p "$out/python"
for pair in softmax:tile_softmax gemm:tile_gemm; do
  "$kilnc" --arch=sm_90a "$root/examples/${pair#*:}.cpp" -o "$out/python/${pair%%:*}.kbundle" ||
    echo "FAIL kilnc python ${pair%%:*}" | tee -a "$out/ptx/kilnc-failures.txt"
done
cp "$root"/bench/tile_anchors.py "$out/tile/"
# The attention benchmark (issue 15) and the driver-API launcher it imports from the sweep.
cp "$root"/bench/attention/attention_bench.py "$root"/bench/tile_sweep/{sweep.py,kbundle.py} "$out/tile/"
cp "$root"/scripts/device-run.sh "$out"/run.sh
chmod +x "$out"/run.sh
du -sh "$out"
