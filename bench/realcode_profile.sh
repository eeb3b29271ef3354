#!/bin/bash
# On the GPU machine: why a real-style corpus file is slower with kilnc than with nvcc. For each file
# named, the SASS of both builds (ptxas -O3 of realcode/{nvcc,kilnc}/STEM.ptx, cuobjdump -sass; the
# build machines have no cuobjdump), ptxas's resource line, and one ncu run of the pair (duration,
# executed/issued instructions, warp stall cycles) when ncu is installed. Everything goes into
# $OUT/profile.tgz (one file: the device tool returns a limited number of files).
#   bash bench/realcode_profile.sh DEVPKG STEM[,STEM...]
set -u
pkg=${1:?usage: realcode_profile.sh DEVPKG STEM[,STEM...]}
stems=${2:?usage: realcode_profile.sh DEVPKG STEM[,STEM...]}
cuda=${CUDA_HOME:-/usr/local/cuda}/bin
work=$(mktemp -d)
mkdir -p "$work/profile"
for stem in ${stems//,/ }; do
  for build in nvcc kilnc; do
    ptx=$pkg/realcode/$build/$stem.ptx
    [ -f "$ptx" ] || { echo "no $ptx" >&2; exit 1; }
    "$cuda/ptxas" -arch=sm_90 -O3 -v "$ptx" -o "$work/$stem.$build.cubin" 2>"$work/profile/$stem.$build.ptxas.txt"
    "$cuda/cuobjdump" -sass "$work/$stem.$build.cubin" >"$work/profile/$stem.$build.sass"
    echo "$stem $build: $(grep -cE '^\s+/\*[0-9a-f]{4}\*/' "$work/profile/$stem.$build.sass") SASS lines," \
      "$(grep -oE 'Used [0-9]+ registers' "$work/profile/$stem.$build.ptxas.txt" | tr '\n' ' ')"
  done
done
ncu=$(command -v ncu || echo "$cuda/ncu")
if [ -x "$ncu" ]; then
  # Each launch of both builds (warm-up pairs included): IDs alternate nvcc, kilnc per pair.
  "$ncu" --section SpeedOfLight --section WarpStateStats --section InstructionStats --csv \
    "$pkg/bin/kiln_realcode" run --src "$pkg/realcode/src" --nvcc "$pkg/realcode/nvcc" \
    --kilnc "$pkg/realcode/kilnc" --reps 1 --only "$stems" >"$work/profile/ncu.csv" 2>"$work/profile/ncu.err"
  echo "ncu exit $?"
else
  echo "no ncu"
fi
tar czf "${OUT:-.}/profile.tgz" -C "$work" profile && rm -rf "$work"
