// RUN: kilnc %s --arch=sm_90 -o /dev/null 2> %t.err; FileCheck %s --implicit-check-not=warning: --implicit-check-not=error: < %t.err
// Issue 11 (branch sync34): a block-strided store through a permutation of its
// index, `rows[(i * 37) % 256]` (37 is odd, so i -> 37i mod 256 is one-to-one
// on [0, 256)): the `% 256` widens the index to the range [0, 255] as if it
// were data, and a widened store was never taken as injective, so the store
// met itself in the loop's earlier iterations: "cannot prove ... free of a
// race (write-after-write)", a warning. Its index reads nothing but the loop
// index, so the injectivity check, which evaluates every index value, now
// decides widened indices too.

// Silent.
extern "C" __global__ void __launch_bounds__(256) permuted_rows(const unsigned *in, unsigned *out) {
  __shared__ unsigned rows[256];
  for (unsigned i = threadIdx.x; i < 256; i += blockDim.x)
    rows[(i * 37) % 256] = in[i];
  __syncthreads();
  out[threadIdx.x] = rows[threadIdx.x];
}

// An even multiplier maps i and i + 128 to one element: no injectivity,
// the store stays reported.
// CHECK: injective-permuted-strided-store.cu:[[@LINE+4]]:{{[0-9]+}}: {{error|warning}}: {{.*}}(write-after-write)
extern "C" __global__ void __launch_bounds__(256) doubled_rows(const unsigned *in, unsigned *out) {
  __shared__ unsigned rows[256];
  for (unsigned i = threadIdx.x; i < 256; i += blockDim.x)
    rows[(i * 2) % 256] = in[i];
  __syncthreads();
  out[threadIdx.x] = rows[threadIdx.x];
}
