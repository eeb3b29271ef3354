#!/bin/bash
# The tile kernels of the device bundle (scripts/build-device-bundle.sh calls it; run it alone to
# refresh only them after a tile lowering change): one bundle per example for sm_80, sm_90
# (mma.sync) and sm_90a (wgmma), the GEMM schedules and e2e kernels kiln_tile_e2e tests, and the
# wgmma shape variants gemm_sweep runs. run.sh runs kiln_tile_e2e over OUT/tile.
# usage: scripts/build-device-tile.sh OUTDIR      (KILNC picks the compiler)
set -uo pipefail
out=${1:?usage: build-device-tile.sh OUTDIR}
root=$(cd "$(dirname "$0")/.." && pwd)
kilnc=${KILNC:-$root/build/bin/kilnc}
mkdir -p "$out/ptx"
mkdir -p "$out/tile/sm80" "$out/tile/sm90" "$out/tile/sm90a" "$out/tile/nvcc"
for src in "$root"/examples/tile_*.cpp; do
  stem=$(basename "$src" .cpp)
  for arch in sm_80 sm_90 sm_90a; do
    # fp8 needs sm_89+ (sm_80 refuses it with the feature named).
    [[ $stem == *fp8* && $arch == sm_80 ]] && continue
    "$kilnc" --arch=$arch --emit=bundle "$src" -o "$out/tile/${arch/_/}/$stem.kbundle" 2>/dev/null ||
      echo "FAIL kilnc tile $arch $stem" | tee -a "$out/ptx/kilnc-failures.txt"
  done
done
# The bf16 GEMM's other schedules on sm_90a, for kiln_tile_e2e's tests and --bench's A/B/C
# (tile_gemm.kbundle is the default, persistent with a producer warpgroup): one program per
# tile with the producer warpgroup (tile_gemm_ws) and with thread 0 of the consumers filling
# the ring (tile_gemm_thread0, the default before 2026-12-04).
"$kilnc" --arch=sm_90a --emit=bundle -ftile-warp-specialize -fno-tile-persistent "$root/examples/tile_gemm.cpp" \
  -o "$out/tile/sm90a/tile_gemm_ws.kbundle" 2>/dev/null ||
  echo "FAIL kilnc tile sm_90a tile_gemm_ws" | tee -a "$out/ptx/kilnc-failures.txt"
"$kilnc" --arch=sm_90a --emit=bundle -fno-tile-warp-specialize "$root/examples/tile_gemm.cpp" \
  -o "$out/tile/sm90a/tile_gemm_thread0.kbundle" 2>/dev/null ||
  echo "FAIL kilnc tile sm_90a tile_gemm_thread0" | tee -a "$out/ptx/kilnc-failures.txt"
# Stream-K's A/B (bench/gemm_llm_sweep.sh, kiln_tile_e2e's tile/gemm_bf16_stream_k tests): the
# default persistent schedule against -ftile-stream-k (tile_gemm_sk), and the fp16 GEMM of the
# sweep both ways.
"$kilnc" --arch=sm_90a --emit=bundle -ftile-stream-k "$root/examples/tile_gemm.cpp" \
  -o "$out/tile/sm90a/tile_gemm_sk.kbundle" 2>/dev/null ||
  echo "FAIL kilnc tile sm_90a tile_gemm_sk" | tee -a "$out/ptx/kilnc-failures.txt"
"$kilnc" --arch=sm_90a --emit=bundle "$root/bench/tile/gemm_f16.cpp" -o "$out/tile/sm90a/gemm_f16.kbundle" 2>/dev/null ||
  echo "FAIL kilnc tile sm_90a gemm_f16" | tee -a "$out/ptx/kilnc-failures.txt"
"$kilnc" --arch=sm_90a --emit=bundle -ftile-stream-k "$root/bench/tile/gemm_f16.cpp" \
  -o "$out/tile/sm90a/gemm_f16_sk.kbundle" 2>/dev/null ||
  echo "FAIL kilnc tile sm_90a gemm_f16_sk" | tee -a "$out/ptx/kilnc-failures.txt"
# fp8 tile kernels need sm_89+: sm_90 and sm_90a only (kiln_tile_e2e skips them for sm80).
for arch in sm_90 sm_90a; do
  for stem in tile_fp8 tile_fp8_gemm; do
    "$kilnc" --arch=$arch --emit=bundle "$root/test/e2e/tile_fp8/$stem.cpp" \
      -o "$out/tile/${arch/_/}/$stem.kbundle" 2>/dev/null ||
      echo "FAIL kilnc tile $arch $stem" | tee -a "$out/ptx/kilnc-failures.txt"
  done
done
# sort, argsort, topk and histogram kernels (kiln_tile_e2e's tile/sort_* tests).
for arch in sm_80 sm_90 sm_90a; do
  "$kilnc" --arch=$arch --emit=bundle "$root/test/e2e/tile_sort/tile_sort.cpp" \
    -o "$out/tile/${arch/_/}/tile_sort.kbundle" 2>/dev/null ||
    echo "FAIL kilnc tile $arch tile_sort" | tee -a "$out/ptx/kilnc-failures.txt"
done
# Outsider-written shapes (issue 16: several rows per program, axis-0 reductions, masked widths;
# kiln_tile_e2e's tile/shapes_* tests).
for arch in sm_80 sm_90 sm_90a; do
  "$kilnc" --arch=$arch --emit=bundle "$root/test/e2e/tile_shapes/tile_shapes.cpp" \
    -o "$out/tile/${arch/_/}/tile_shapes.kbundle" 2>/dev/null ||
    echo "FAIL kilnc tile $arch tile_shapes" | tee -a "$out/ptx/kilnc-failures.txt"
done
# Small programs packed several to a block (issue 16, simt-pack-programs; kiln_tile_e2e's
# tile/packed_* tests).
for arch in sm_80 sm_90 sm_90a; do
  "$kilnc" --arch=$arch --emit=bundle "$root/test/e2e/tile_packed/tile_packed.cpp" \
    -o "$out/tile/${arch/_/}/tile_packed.kbundle" 2>/dev/null ||
    echo "FAIL kilnc tile $arch tile_packed" | tee -a "$out/ptx/kilnc-failures.txt"
done
# Column reductions whose row loop the runtime splits across programs (issue 16,
# tile-split-reduction-loop; kiln_tile_e2e's tile/split_* tests).
for arch in sm_80 sm_90 sm_90a; do
  "$kilnc" --arch=$arch --emit=bundle "$root/test/e2e/tile_split/tile_split.cpp" \
    -o "$out/tile/${arch/_/}/tile_split.kbundle" 2>/dev/null ||
    echo "FAIL kilnc tile $arch tile_split" | tee -a "$out/ptx/kilnc-failures.txt"
done
# Other code bases' styles (issue 16: scalar math and scalar loads, two accumulators, decode
# attention, router top-2, int8 quantisation, rope, AdamW; kiln_tile_e2e's tile/outsider_* tests).
for arch in sm_80 sm_90 sm_90a; do
  "$kilnc" --arch=$arch --emit=bundle "$root/test/e2e/tile_outsider/tile_outsider.cpp" \
    -o "$out/tile/${arch/_/}/tile_outsider.kbundle" 2>/dev/null ||
    echo "FAIL kilnc tile $arch tile_outsider" | tee -a "$out/ptx/kilnc-failures.txt"
  # More of them (issue 16: masked gathers/scatters, tile `other`, GEMM epilogues at odd sizes;
  # kiln_tile_e2e's tile/outsider2_* tests).
  "$kilnc" --arch=$arch --emit=bundle "$root/test/e2e/tile_outsider2/tile_outsider2.cpp" \
    -o "$out/tile/${arch/_/}/tile_outsider2.kbundle" 2>/dev/null ||
    echo "FAIL kilnc tile $arch tile_outsider2" | tee -a "$out/ptx/kilnc-failures.txt"
done
mkdir -p "$out/tile/sweep"
for arch in sm_90 sm_90a; do
  "$kilnc" --arch=$arch --emit=bundle "$root/bench/tile/gemm_variants.cpp" \
    -o "$out/tile/sweep/gemm_variants_${arch/_/}.kbundle" 2>/dev/null ||
    echo "FAIL kilnc tile $arch gemm_variants" | tee -a "$out/ptx/kilnc-failures.txt"
done
