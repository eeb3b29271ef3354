// Thrust's algorithms and containers are the toolkit's: host code calling thrust::sort,
// sort_by_key, scans, copy_if, count_if, unique, transform_reduce on device_vectors and raw
// pointers instantiates kernel templates (Thrust's and CUB's) that kilnc emits as nvcc does:
// the 31 entries nvcc -ptx gives this file (CUDA 13.0), the file's own kernel among them.
// REQUIRES: cuda-headers
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --check-prefix=DIAG --allow-empty
// RUN: grep -c '^\.visible \.entry' %t.ptx | FileCheck %s --check-prefix=COUNT
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// DIAG-NOT: {{warning|error}}
// COUNT: 31
// CHECK-DAG: .entry _Z4minePii(
// CHECK-DAG: .entry _ZN3cub17CUB_300001_SM_9006detail10radix_sort31DeviceRadixSortSingleTileKernel
// CHECK-DAG: .entry _ZN3cub17CUB_300001_SM_9006detail4scan
// CHECK-DAG: .entry _ZN3cub17CUB_300001_SM_9006detail6reduce
#include <thrust/copy.h>
#include <thrust/count.h>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/fill.h>
#include <thrust/host_vector.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform_reduce.h>
#include <thrust/unique.h>

struct is_even {
  __host__ __device__ bool operator()(int x) const { return x % 2 == 0; }
};
struct square {
  __host__ __device__ double operator()(double x) const { return x * x; }
};

__global__ void mine(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= 3;
}

int run(int n, int *raw) {
  thrust::device_vector<int> keys(n), vals(n), out(n);
  thrust::sequence(keys.begin(), keys.end(), n, -1);
  thrust::fill(vals.begin(), vals.end(), 7);
  thrust::sort_by_key(keys.begin(), keys.end(), vals.begin());
  thrust::inclusive_scan(vals.begin(), vals.end(), out.begin());
  thrust::exclusive_scan(thrust::device, raw, raw + n, raw);
  auto end = thrust::copy_if(keys.begin(), keys.end(), out.begin(), is_even());
  int evens = thrust::count_if(keys.begin(), keys.end(), is_even());
  auto last = thrust::unique(out.begin(), end);
  thrust::device_vector<double> d(n, 2.0);
  double s = thrust::transform_reduce(d.begin(), d.end(), square(), 0.0, thrust::plus<double>());
  mine<<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(keys.data()), n);
  thrust::host_vector<int> h = keys;
  return evens + int(s) + int(last - out.begin()) + h[0];
}
