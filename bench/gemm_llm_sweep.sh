#!/bin/bash
# Issue 14's LLM-style GEMM sweep on the GPU machine, from the device bundle (scripts/build-device-bundle.sh):
# M in {1024, 4096, 16384} x N in {4096, 11008, 14336} x K in {4096, 8192}, plus 4000^3, 4096^3 and
# 8192^3 (SHAPES=MxNxK,... replaces them), TYPE (bf16 or fp16, default bf16) in / f32 out, for each sm_90a
# tile GEMM bundle given, each shape followed by cuBLAS (torch.matmul, TYPE out) on the same shape.
# Default kernels: bf16: tile_gemm's matmul (persistent, one tile per unit: the default) and
# tile_gemm_sk (-ftile-stream-k: stream-K over underfilled last waves); fp16: gemm_f16's
# matmul_f16 and gemm_f16_sk, the same two ways. Results are checked (gemm_sweep prints WRONG and
# exits 1 on a bad element).
#   bash bench/gemm_llm_sweep.sh DEVPKG [bf16|fp16] [BUNDLE:KERNEL:BM:BN ...]
set -u
pkg=${1:?usage: gemm_llm_sweep.sh DEVPKG [bf16|fp16] [BUNDLE:KERNEL:BM:BN ...]}
shift
type=bf16
case "${1:-}" in bf16|fp16) type=$1; shift ;; esac
shapes=""
for m in 1024 4096 16384; do for n in 4096 11008 14336; do for k in 4096 8192; do
  shapes="$shapes${shapes:+,}${m}x${n}x${k}"
done; done; done
shapes="$shapes,4000x4000x4000,4096x4096x4096,8192x8192x8192"
shapes=${SHAPES:-$shapes}
kernels=("$@")
if [ ${#kernels[@]} = 0 ]; then
  if [ $type = bf16 ]; then
    kernels=("$pkg/tile/sm90a/tile_gemm.kbundle:matmul:128:256" "$pkg/tile/sm90a/tile_gemm_sk.kbundle:matmul:128:256")
  else
    kernels=("$pkg/tile/sm90a/gemm_f16.kbundle:matmul_f16:128:256" "$pkg/tile/sm90a/gemm_f16_sk.kbundle:matmul_f16:128:256")
  fi
fi
rc=0
# Shape by shape, cuBLAS right after the tile kernels: the H200's clocks drop over a long run of
# GEMMs, so anchors timed at the end of the sweep read low.
for shape in ${shapes//,/ }; do
  "$pkg/bin/gemm_sweep" --type=$type "$shape" "${kernels[@]}" || rc=1
  python3 "$(dirname "$0")/gemm_llm_anchors.py" --type=$type "$shape" || rc=1
done
exit $rc
