// The lowering end to end on a GPU: kilnc's PTX for vector add, warp
// collectives (shuffles with widths, f64 shuffles, vote, redux, match,
// __syncthreads_count), scoped atomics (inline-PTX and LLVM ones, a
// __device__ global found by name), a byval struct parameter, __constant__
// memory, dynamic shared memory and libdevice, loaded with the CUDA driver
// API and checked against a CPU reference.
// Last run: H200 (sm_90, driver 580), all five PTX variants ok.
//
// REQUIRES: gpu
// RUN: kilnc %S/Inputs/lowering-kernels.mlir --arch=sm_80 -o %t.sm_80.ptx
// RUN: kilnc %S/Inputs/lowering-kernels.mlir --arch=sm_90 -o %t.sm_90.ptx
// RUN: kilnc %S/Inputs/lowering-kernels.mlir --arch=sm_90a -o %t.sm_90a.ptx
// RUN: kilnc %S/Inputs/lowering-kernels.mlir --arch=sm_90 -O0 -o %t.O0.ptx
// RUN: kilnc %S/Inputs/lowering-kernels.mlir --arch=sm_90 --ptx-version=9.0 -o %t.ptx90.ptx
// RUN: python3 %S/Inputs/run_lowering.py %t.sm_80.ptx %t.sm_90.ptx %t.sm_90a.ptx %t.O0.ptx %t.ptx90.ptx
