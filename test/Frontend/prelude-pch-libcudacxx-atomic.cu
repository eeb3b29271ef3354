// libcu++ headers a file starts by including (<cuda/atomic>, <cuda/std/...>)
// go into the prelude's PCH like Kiln's own: <cuda/atomic> alone costs about
// a second to parse, ten times kilnc's whole compile of a file using it.
// The PTX is the same with the cache off, cold and warm; a `cuda` folder in
// a -I directory (which could shadow libcu++) keeps them out.
// REQUIRES: cuda-headers
// RUN: rm -rf %t && split-file %s %t && mkdir -p %t/cache %t/shadow/cuda
// RUN: env KILN_CACHE_DIR=off kilnc %t/leading.cu --arch=sm_90 -o %t/text.ptx
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %t/leading.cu --arch=sm_90 -o %t/cold.ptx
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %t/leading.cu --arch=sm_90 -o %t/warm.ptx
// RUN: cmp %t/text.ptx %t/cold.ptx
// RUN: cmp %t/text.ptx %t/warm.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t/warm.ptx
// RUN: cat %t/cache/*.pch.hpp | FileCheck %s --check-prefix=SOURCE
// SOURCE: #include "{{.*}}kiln/cuda_prelude.hpp"
// SOURCE-NEXT: #include <cuda/atomic>
// SOURCE-NEXT: #include <cuda/std/atomic>
// SOURCE-NEXT: #include <cstdint>
// SOURCE-NOT: #include
// PTX: atom.add.relaxed.gpu.s32
//
// A -I directory with a `cuda` folder: no new PCH with the libcu++ headers.
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %t/leading.cu -I %t/shadow --arch=sm_90 -o %t/shadow.ptx
// RUN: cmp %t/text.ptx %t/shadow.ptx
// RUN: cat %t/cache/*.pch.hpp | grep -c "cuda/atomic" | FileCheck %s --check-prefix=ONE
// ONE: 1

//--- leading.cu
// A comment first is fine.
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <cstdint>

__global__ void count(unsigned *hist, const int *in) {
  cuda::atomic_ref<int, cuda::thread_scope_device> h(*(int *)hist);
  h.fetch_add(in[threadIdx.x], cuda::std::memory_order_relaxed);
}
