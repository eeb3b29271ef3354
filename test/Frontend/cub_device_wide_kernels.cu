// CUB's device-wide algorithms launch kernel templates from host code (their dispatch
// templates use <<<>>>): a file calling cub::DeviceRadixSort::SortKeys and
// cub::DeviceReduce::Sum gets the 8 entries nvcc -ptx gives it (CUDA 13.0), EmptyKernel<void>
// of CUB's PTX-version query among them, whether CUB's headers come from the prelude's PCH
// (cold, warm) or from text. Kernels defined in system headers are library code: the sync
// checks stay quiet about them, as Clang's warnings do (a kernel of the user's own header
// that system headers' host code instantiates is in lib.cu, below).
// REQUIRES: cuda-headers
// RUN: rm -rf %t && split-file %s %t && mkdir -p %t/cache
// RUN: env KILN_CACHE_DIR=off kilnc %t/sort.cu --arch=sm_90 -o %t/text.ptx 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %t/sort.cu --arch=sm_90 -o %t/cold.ptx
// RUN: env KILN_CACHE_DIR=%t/cache kilnc %t/sort.cu --arch=sm_90 -o %t/warm.ptx
// RUN: cmp %t/text.ptx %t/cold.ptx
// RUN: cmp %t/text.ptx %t/warm.ptx
// RUN: grep '\.entry' %t/warm.ptx | sed 's/(.*//' | sort | FileCheck %s
// RUN: %if ptxas %{ ptxas -arch=sm_90 %t/warm.ptx -o /dev/null %}
// A system header's kernel template that only host code in the main file instantiates.
// RUN: kilnc %t/lib.cu -I %t/sys --arch=sm_90 -o %t/lib.ptx
// RUN: grep '\.entry' %t/lib.ptx | FileCheck %s --check-prefix=LIB
// DIAG-NOT: {{warning|error}}
// CHECK:      .visible .entry _ZN3cub17CUB_300001_SM_9006detail10radix_sort29DeviceRadixSortOnesweepKernel
// CHECK-NEXT: .visible .entry _ZN3cub17CUB_300001_SM_9006detail10radix_sort30DeviceRadixSortHistogramKernel
// CHECK-NEXT: .visible .entry _ZN3cub17CUB_300001_SM_9006detail10radix_sort31DeviceRadixSortSingleTileKernel
// CHECK-NEXT: .visible .entry _ZN3cub17CUB_300001_SM_9006detail10radix_sort33DeviceRadixSortExclusiveSumKernel
// CHECK-NEXT: .visible .entry _ZN3cub17CUB_300001_SM_9006detail11EmptyKernelIvEEvv
// CHECK-NEXT: .visible .entry _ZN3cub17CUB_300001_SM_9006detail6reduce18DeviceReduceKernel
// CHECK-NEXT: .visible .entry _ZN3cub17CUB_300001_SM_9006detail6reduce28DeviceReduceSingleTileKernel{{.*}}EPfSC_iS9_
// CHECK-NEXT: .visible .entry _ZN3cub17CUB_300001_SM_9006detail6reduce28DeviceReduceSingleTileKernel{{.*}}EPfSC_jS9_
// CHECK-NOT: .entry
// LIB: .visible .entry _ZN3lib6squareIfEEvPT_i(
// LIB-NOT: .entry

//--- sort.cu
#include <cub/cub.cuh>

void sort_and_sum(unsigned *in, unsigned *out, int n, float *fin, float *fout) {
  void *tmp = nullptr;
  size_t bytes = 0;
  cub::DeviceRadixSort::SortKeys(tmp, bytes, in, out, n);
  cub::DeviceReduce::Sum(tmp, bytes, fin, fout, n);
}

//--- sys/lib.h
#pragma GCC system_header
namespace lib {
template <typename T> __global__ void square(T *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= x[i];
}
template <typename T> void square_all(T *x, int n) { square<T><<<(n + 255) / 256, 256>>>(x, n); }
} // namespace lib

//--- lib.cu
#include <lib.h>
void run(float *x, int n) { lib::square_all(x, n); }
