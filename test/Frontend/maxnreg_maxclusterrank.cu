// CUDA 12.4's __maxnreg__(n) (crt/host_defines.h spells it as an attribute
// Clang does not know) and the third __launch_bounds__ argument (sm_90: max
// blocks per cluster) reach the PTX as nvcc emits them: .maxnreg and
// .maxclusterrank; template arguments are evaluated per instantiation.
// RUN: kilnc %s --arch=sm_90 --emit=mlir 2>%t.err | FileCheck %s
// RUN: not grep warning %t.err
// RUN: kilnc %s --arch=sm_90 -o - | FileCheck %s --check-prefix=PTX
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}
// CHECK: func.func @capped({{.*}} attributes {{{.*}}nvvm.maxnreg = 40 : i32
// CHECK: func.func @_Z7clusterILi256EEvPf({{.*}} attributes {{{.*}}nvvm.cluster_max_blocks = 2 : i32
// PTX-LABEL: .entry capped(
// PTX: .maxnreg 40
// PTX-LABEL: .entry _Z7clusterILi256EEvPf(
// PTX: .maxntid 256, 1, 1
// PTX-NEXT: .minnctapersm 8
// PTX-NEXT: .maxclusterrank 2
#include <cuda_runtime.h>
extern "C" __global__ void __maxnreg__(40) capped(float *x) { x[threadIdx.x] *= 2.0f; }
template <int BS> __global__ void __launch_bounds__(BS, 2048 / BS, BS / 128) cluster(float *x) { x[threadIdx.x] += 1.0f; }
template __global__ void cluster<256>(float *);
