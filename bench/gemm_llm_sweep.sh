#!/bin/bash
# Issue 14's LLM-style GEMM sweep on the GPU machine, from the device bundle (scripts/build-device-bundle.sh):
# M in {1024, 4096, 16384} x N in {4096, 11008, 14336} x K in {4096, 8192}, plus 4000^3, 4096^3 and
# 8192^3, bf16 in / f32 out, for each sm_90a tile GEMM bundle given (default: tile_gemm, persistent,
# and tile_gemm_thread0, one program per tile, when the bundle has it), each followed by cuBLAS (torch.matmul, bf16 out) on the same
# shape. Results are checked (gemm_sweep prints WRONG and exits 1 on a bad element).
#   bash bench/gemm_llm_sweep.sh DEVPKG [BUNDLE:KERNEL:BM:BN ...]
set -u
pkg=${1:?usage: gemm_llm_sweep.sh DEVPKG [BUNDLE:KERNEL:BM:BN ...]}
shift
shapes=""
for m in 1024 4096 16384; do for n in 4096 11008 14336; do for k in 4096 8192; do
  shapes="$shapes${shapes:+,}${m}x${n}x${k}"
done; done; done
shapes="$shapes,4000x4000x4000,4096x4096x4096,8192x8192x8192"
kernels=("$@")
if [ ${#kernels[@]} = 0 ]; then
  kernels=("$pkg/tile/sm90a/tile_gemm.kbundle:matmul:128:256")
  [ -f "$pkg/tile/sm90a/tile_gemm_thread0.kbundle" ] &&
    kernels+=("$pkg/tile/sm90a/tile_gemm_thread0.kbundle:matmul:128:256")
fi
rc=0
# Shape by shape, cuBLAS right after the tile kernels: the H200's clocks drop over a long run of
# GEMMs, so anchors timed at the end of the sweep read low.
for shape in ${shapes//,/ }; do
  "$pkg/bin/gemm_sweep" "$shape" "${kernels[@]}" || rc=1
  python3 "$(dirname "$0")/gemm_llm_anchors.py" "$shape" || rc=1
done
exit $rc
