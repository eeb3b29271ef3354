// A kernel's thread bound outside 1..1024 is a located error: the sync analyses size their
// thread tables by it, and __launch_bounds__(2147483647) in .mlir input ran them out of memory.
// (From CUDA source the frontend clamps it with a warning: launch-bounds-range.cu.)
// RUN: kiln-opt %s -split-input-file -verify-diagnostics
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s

// CHECK: launch-bounds-range.mlir:[[@LINE+2]]:{{[0-9]+}}: error: launch bounds: max threads per block must be in 1..1024, got 2147483647
// expected-error @+1 {{launch bounds: max threads per block must be in 1..1024, got 2147483647}}
func.func @huge() attributes {simt.kernel, simt.launch_bounds = #simt.launch_bounds<2147483647, 0>} {
  return
}

// -----

// expected-error @+1 {{'simt.block_threads' of 0 threads: a block has 1 to 1024}}
func.func @empty() attributes {simt.kernel, simt.block_threads = 0 : i64} {
  return
}

// -----

// expected-error @+1 {{'simt.block_threads' of 4096 threads}}
func.func @wide() attributes {simt.kernel, simt.block_threads = 4096 : i64} {
  return
}
