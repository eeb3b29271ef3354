// CUB headers a file starts by including go into the prelude's PCH like libcu++'s
// (test/Frontend/prelude-pch-libcudacxx-atomic.cu): <cub/block/block_scan.cuh> costs
// seconds to parse. The PTX is the same with the cache off, cold and warm: variables of
// system headers (libcu++'s `unexpect` tag) are emitted from neither, and kernels of system
// headers come from what Sema instantiated, the same either way (cub_device_wide_kernels.cu);
// nvcc emits no EmptyKernel<void> for <cub/block/block_scan.cuh>, nor does kilnc.
// REQUIRES: cuda-headers
// RUN: rm -rf %t && split-file %s %t && mkdir -p %t/cache
// RUN: env KILN_CACHE_DIR=off kilnc %t/leading.cu --arch=sm_90 -o %t/text.ptx
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %t/leading.cu --arch=sm_90 -o %t/cold.ptx
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %t/leading.cu --arch=sm_90 -o %t/warm.ptx
// RUN: cmp %t/text.ptx %t/cold.ptx
// RUN: cmp %t/text.ptx %t/warm.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t/warm.ptx
// RUN: cat %t/cache/*.pch.hpp | FileCheck %s --check-prefix=SOURCE
// SOURCE: #include "{{.*}}kiln/cuda_prelude.hpp"
// SOURCE-NEXT: #include <cub/block/block_scan.cuh>
// SOURCE-NOT: #include
// PTX-NOT: EmptyKernel
// PTX-NOT: unexpect
// PTX: .entry _Z4scanPKiPi
// PTX: shfl.sync.up.b32

//--- leading.cu
#include <cub/block/block_scan.cuh>

__global__ void scan(const int *in, int *out) {
  using BS = cub::BlockScan<int, 128>;
  __shared__ typename BS::TempStorage tmp;
  int v = in[blockIdx.x * 128 + threadIdx.x], e;
  BS(tmp).ExclusiveSum(v, e);
  out[blockIdx.x * 128 + threadIdx.x] = e;
}
