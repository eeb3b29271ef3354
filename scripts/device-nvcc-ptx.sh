#!/bin/bash
# nvcc's PTX of the device bundle's corpora, in the bundle's own folders: the sync corpus' correct
# kernels (sync-corpus/nvcc, with -lineinfo for compute-sanitizer's lines) and wrong kernels
# (sync-corpus/nvcc-wrong), and the real-style files (realcode/nvcc). scripts/build-device-bundle.sh
# runs it at build time, or (KILN_BUNDLE_NVCC=device) leaves it to the GPU machine, whose nvcc
# and cores make the thousand compiles a minute or two. A file nvcc refuses is a FAIL line (its log
# is kept beside the PTX); ends with `nvcc: N files, M failed`.
# usage: nvcc-ptx.sh [JOBS]        (in the bundle; NVCC=path, default nvcc on PATH or /usr/local/cuda)
set -u
here=$(cd "$(dirname "$0")" && pwd)
jobs=${1:-$(nproc)}
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
one() {  # SRC OUTDIR EXTRA-FLAGS
  local src=$1 dir=$2 stem
  stem=$(basename "$src" .cu)
  if "$nvcc" -O3 -arch=sm_90 $3 -ptx "$src" -o "$dir/$stem.ptx" >"$dir/$stem.log" 2>&1; then
    [ -s "$dir/$stem.log" ] || rm -f "$dir/$stem.log"
  else
    rm -f "$dir/$stem.ptx"
    echo "FAIL nvcc $(basename "$(dirname "$dir")")/$(basename "$dir")/$stem: $(grep -m1 error "$dir/$stem.log")"
  fi
}
export -f one
export nvcc
mkdir -p "$here"/sync-corpus/{nvcc,nvcc-wrong} "$here"/realcode/nvcc
{
  for f in "$here"/sync-corpus/correct/*.cu; do [ -e "$f" ] && printf '%s\0%s\0%s\0' "$f" "$here/sync-corpus/nvcc" -lineinfo; done
  for f in "$here"/sync-corpus/wrong/*.cu; do [ -e "$f" ] && printf '%s\0%s\0%s\0' "$f" "$here/sync-corpus/nvcc-wrong" -lineinfo; done
  for f in "$here"/realcode/src/*.cu; do [ -e "$f" ] && printf '%s\0%s\0%s\0' "$f" "$here/realcode/nvcc" " "; done
  true
} | xargs -0 -n 3 -P "$jobs" bash -c 'one "$0" "$1" "$2"' | tee "$here/nvcc-failures.txt"
files=$(ls "$here"/sync-corpus/correct/*.cu "$here"/sync-corpus/wrong/*.cu "$here"/realcode/src/*.cu 2>/dev/null | wc -l)
failed=$(grep -c '^FAIL' "$here/nvcc-failures.txt")
echo "nvcc: $files files, $failed failed"
[ "$failed" = 0 ]
