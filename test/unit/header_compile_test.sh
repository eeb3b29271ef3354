#!/bin/sh
# A generated launch header compiles with a correct caller and rejects a wrong argument type.
# usage: header_compile_test.sh EMIT_TOOL SRC_DIR RUNTIME_INCLUDE CUDA_INCLUDE WORK_DIR   (CXX in env)
set -eu
emit=$1 src=$2 inc=$3 cuda=$4 work=$5
mkdir -p "$work"
"$emit" "$src/header_test/sample.kbundle" sample_kernels "$work/sample_kernels.hpp"
flags="-std=c++17 -fsyntax-only -I$inc -I$cuda -I$work"
${CXX:-c++} $flags "$src/header_test/good_caller.cpp"
echo "good caller compiles"
# A tile kernel also gets a launcher taking the grid and its tensors as kiln::TensorViews.
"$emit" "$src/header_test/tile_sample.kbundle" tile_kernels "$work/tile_kernels.hpp"
${CXX:-c++} $flags "$src/header_test/good_tile_caller.cpp"
echo "tile caller compiles"
if ${CXX:-c++} $flags "$src/header_test/bad_tile_caller.cpp" 2>"$work/bad_tile.log"; then
  echo "FAIL: a rank-1 view for a rank-2 tensor compiled"; exit 1
fi
echo "bad tile caller rejected"
for bad in wrong_pointer_type wrong_value_kind const_to_writable; do
  if ${CXX:-c++} $flags -DKILN_BAD_CALL=$bad "$src/header_test/bad_caller.cpp" 2>"$work/$bad.log"; then
    echo "FAIL: bad caller '$bad' compiled"; exit 1
  fi
  echo "bad caller '$bad' rejected"
done
