// The CUDA prelude is precompiled into a per-user cache on first use; the
// output is the same with the cache cold, warm, or turned off.
// RUN: rm -rf %t && mkdir -p %t/cache
// RUN: env KILN_CACHE_DIR=off kilnc %s --arch=sm_90 -o %t/text.ptx
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %s --arch=sm_90 -o %t/cold.ptx
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %s --arch=sm_90 -o %t/warm.ptx
// RUN: cmp %t/text.ptx %t/cold.ptx
// RUN: cmp %t/text.ptx %t/warm.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t/text.ptx -o /dev/null %}
// RUN: ls %t/cache | FileCheck %s --check-prefix=CACHE
// A different target or macro set gets its own PCH.
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %s --arch=sm_80 -DSCALE=3 -o /dev/null
// RUN: ls %t/cache/*.pch | count 2
// Diagnostics still show the caret line when the prelude comes from the PCH.
// RUN: not env KILN_CACHE_DIR=%t/cache kilnc %s --arch=sm_90 -DBROKEN -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG
// CACHE: prelude-{{[0-9a-f]+}}.pch
#ifndef SCALE
#define SCALE 2
#endif
extern "C" __global__ void scale(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = expf(x[i]) * SCALE;
#ifdef BROKEN
  // DIAG: prelude-pch.cu:[[@LINE+2]]:{{[0-9]+}}: error:
  // DIAG-NEXT: atomicAdd(x, 1, 2, 3);
  atomicAdd(x, 1, 2, 3);
#endif
}
