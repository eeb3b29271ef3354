#!/bin/bash
# Compiles every corpus file with nvcc and kilnc (sm_90, each kilnc PTX through ptxas) and prints
# a Markdown table: file | nvcc | kilnc | first kilnc/ptxas diagnostic. Used to refresh STATUS.md.
# usage: test/realcode/status.sh [KILNC] [NVCC]
set -u
here=$(cd "$(dirname "$0")" && pwd)
kilnc=${1:-$here/../../build/bin/kilnc}
nvcc=${2:-/usr/local/cuda/bin/nvcc}
ptxas=$(dirname "$nvcc")/ptxas
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Who the first diagnostic belongs to (issue 10/11 helpers), from its text.
route() {
  case "$1" in
    *cooperative_groups*"file not found"*) echo coopgroups ;;
    *cuda_fp16*"file not found"*|*cuda_bf16*"file not found"*) echo fp16 ;;
    *"file not found"*) echo compat-env ;;
    *cooperative_groups*|*"namespace 'cg'"*|*cooperative*) echo coopgroups ;;
    *cuda_fp16*|*cuda_bf16*|*__half*|*__nv_bfloat16*|*half2*|*bfloat162*) echo fp16 ;;
    *"shared-memory race"*|*"lane-dependent"*|*"divergent"*|*"barrier"*|*"not every lane"*) echo syncengine ;;
    *union*|*asm*|*printf*|*assert*|*bit-field*|*"string literal"*|*"unsupported construct"*) echo constructs ;;
    "") echo "" ;;
    *) echo compat-env ;;
  esac
}
echo "| kernel file | nvcc | kilnc sm_90 + ptxas | owner | first diagnostic |"
echo "| --- | --- | --- | --- | --- |"
for src in "$here"/*.cu; do
  f=$(basename "$src")
  if "$nvcc" -ptx -arch=sm_90 -O3 "$src" -o "$tmp/n.ptx" >"$tmp/n.log" 2>&1; then n=ok; else n="**FAIL**"; fi
  if ! "$kilnc" --arch=sm_90 "$src" -o "$tmp/k.ptx" >"$tmp/k.log" 2>&1; then
    k="fails"; why=$(grep -m1 -E 'error:' "$tmp/k.log" | sed -E 's/^[^:]*:[0-9]+:[0-9]+: //; s/\|/\\|/g')
  elif ! "$ptxas" -arch=sm_90 "$tmp/k.ptx" -o /dev/null >"$tmp/p.log" 2>&1; then
    k="ptxas fails"; why=$(head -1 "$tmp/p.log" | sed 's/|/\\|/g')
  else
    k=ok; why=""
  fi
  echo "| $f | $n | $k | $(route "$why") | $why |"
done
