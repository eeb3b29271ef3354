// The Kiln headers a file starts by including go into the prelude's PCH, with
// the C/C++ library headers before them (`#include <cstdint>` first); the
// output is the same as with everything parsed as text, and anything before
// the #include lines (a macro, a declaration) keeps the header out of the
// PCH, and so does a -I directory with a header of the same name as a Kiln
// one (it could change what one header includes from another).
// RUN: rm -rf %t && split-file %s %t && mkdir -p %t/cache
// RUN: env KILN_CACHE_DIR=off kilnc %t/leading.cu --arch=sm_90 -o %t/text.ptx
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %t/leading.cu --arch=sm_90 -o %t/cold.ptx
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %t/leading.cu --arch=sm_90 -o %t/warm.ptx
// RUN: cmp %t/text.ptx %t/cold.ptx
// RUN: cmp %t/text.ptx %t/warm.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t/text.ptx -o /dev/null %}
// RUN: cat %t/cache/*.pch.hpp | FileCheck %s --check-prefix=SOURCE
// SOURCE: #include "{{.*}}kiln/cuda_prelude.hpp"
// SOURCE-NEXT: #include <cstdint>
// SOURCE-NEXT: #include <cuda_bf16.h>
// SOURCE-NEXT: #include <cuda_fp16.h>
// SOURCE-NOT: #include
//
// A macro before the #include: the header is parsed as text, after it.
// RUN: not env KILN_CACHE_DIR=%t/cache kilnc %t/macro_first.cu --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOOPS
// NOOPS: macro_first.cu:5:{{[0-9]+}}: error: use of overloaded operator '+' is ambiguous (with operand types 'const __half' and 'const __half')
// RUN: ls %t/cache/*.pch.hpp | count 1
//
// A -I directory with its own <cuda_fp16.h>: that one is included, as text,
// here and from <cuda_bf16.h>.
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %t/leading.cu -I %t/shadow --arch=sm_90 --emit=mlir 2>&1 | FileCheck %s --check-prefix=SHADOW
// SHADOW: call @shadow_marker
// RUN: ls %t/cache/*.pch.hpp | count 1
//
// Diagnostics in the user's code still point into the precompiled headers.
// RUN: not env KILN_CACHE_DIR=%t/cache kilnc %t/bad_call.cu --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG
// RUN: not env KILN_CACHE_DIR=off kilnc %t/bad_call.cu --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG
// DIAG: bad_call.cu:4:{{[0-9]+}}: error: no matching function for call to '__hadd'
// DIAG-NEXT: __hadd(x[0]);
// DIAG: cuda_fp16.h:{{[0-9]+}}:{{[0-9]+}}: note: candidate function not viable
// RUN: ls %t/cache/*.pch.hpp | count 2
//
// Kiln headers in a folder (<cooperative_groups/reduce.h>) go in too, and
// the headers after them.
// RUN: mkdir -p %t/cache2 && env KILN_CACHE_DIR=%t/cache2 kilnc %t/cg_leading.cu --arch=sm_90 -o %t/cg.ptx
// RUN: cat %t/cache2/*.pch.hpp | FileCheck %s --check-prefix=CG
// CG: #include <cooperative_groups.h>
// CG-NEXT: #include <cooperative_groups/reduce.h>
// CG-NEXT: #include <cuda_fp16.h>

//--- leading.cu
// A comment first is fine.
#include <cstdint>
#include <cuda_bf16.h>   // a trailing comment too

/* and block comments between the lines */
#include <cuda_fp16.h>
#include "local.h"
extern "C" __global__ void k(__half2* a, const __nv_bfloat162* b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = __hfma2(a[i], __float22half2_rn(__bfloat1622float2(b[i])), a[i]);
  LOCAL_HOOK;
  if (i == 0) a[0] = __half2half2(__ushort_as_half(uint16_t(n)));
#ifdef SHADOW_SEEN
  shadow_marker();
#endif
}

//--- local.h
#define LOCAL_HOOK (void)0

//--- shadow/cuda_fp16.h
#pragma once
#include_next <cuda_fp16.h>
extern "C" __device__ void shadow_marker() {}
#define SHADOW_SEEN 1

//--- macro_first.cu
#define __CUDA_NO_HALF_OPERATORS__
#include <cuda_fp16.h>
extern "C" __global__ void k(__half* x) {
  const __half a = x[0], b = x[1];
  x[2] = a + b;
}

//--- bad_call.cu
#include <cuda_fp16.h>
extern "C" __global__ void k(__half* x) {
  // one argument too few
  __hadd(x[0]);
}

//--- cg_leading.cu
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_fp16.h>
namespace cg = cooperative_groups;
extern "C" __global__ void k(int* out) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  out[threadIdx.x] = cg::reduce(tile, __half2int_rn(__float2half(threadIdx.x)), cg::plus<int>());
}
