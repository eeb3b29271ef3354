// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11: a loop `for (j = 0; j < blockDim.x; ++j)` reading one array
// carved from extern __shared__ has more values than the counter search
// enumerates (64), so its pair with a store into the next carved array was
// "values not known here" (a warning). Undecided pairs are now also compared
// by the whole range of bytes each access can touch (thread part from its
// table, blockDim under the shape, a counter over its whole range, without
// its exit value inside the loop's body): disjoint ranges never meet.

// CHECK-NOT: counter-range-hull.cu:{{(1[0-9]|2[0-9])}}:{{.*}}{{error|warning}}
__global__ void carved_scan_all(const int *keys, float *out) {
  extern __shared__ int smem[];
  int *s_key = smem;
  float *s_mean = reinterpret_cast<float *>(s_key + blockDim.x);
  int t = threadIdx.x;
  s_key[t] = keys[t];
  __syncthreads();
  int count = 0;
  for (int j = 0; j < blockDim.x; ++j)
    count += s_key[j] == s_key[t];
  s_mean[t] = count;
  __syncthreads();
  out[t] = s_mean[(t + 1) % blockDim.x];
}

// One past the end: j = blockDim.x reads s_mean[0], which thread 0 writes.
// CHECK: counter-range-hull.cu:[[@LINE+11]]:{{.*}}{{error|warning}}: {{.*}}write
__global__ void carved_scan_one_past(const int *keys, float *out) {
  extern __shared__ int smem[];
  int *s_key = smem;
  float *s_mean = reinterpret_cast<float *>(s_key + blockDim.x);
  int t = threadIdx.x;
  s_key[t] = keys[t];
  __syncthreads();
  int count = 0;
  for (int j = 0; j <= blockDim.x; ++j)
    count += s_key[j] == s_key[t];
  s_mean[t] = count;
  __syncthreads();
  out[t] = s_mean[(t + 1) % blockDim.x];
}
