// sample_sort_bucket_struct_splitters without the barrier after the splitters are loaded:
// every thread's binary search starts at splitters[7], which thread 7 may not have stored yet.
// LAUNCH: grid=4 block=128 unordered=out args=keys:f32[2048]:rand splitters:f32[15]:iota(-0.875,0.125) out:f32[2048]:zero bucket_counts:u32[64]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2> %t.err; %sync_diags < %t.err | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define NUM_BUCKETS 16
#define THREADS 128
#define ITEMS 4
#define TILE (THREADS * ITEMS)

struct BucketShared {
  float splitters[NUM_BUCKETS - 1];
  unsigned counts[NUM_BUCKETS];
  unsigned offsets[NUM_BUCKETS];
  unsigned char bucket[TILE];
};

extern "C" __global__ void __launch_bounds__(THREADS)
sample_sort_search_before_splitter_sync(const float *keys, const float *splitters, float *out,
                                    unsigned *bucket_counts) {
  __shared__ BucketShared s;
  const int t = threadIdx.x;
  const float *tile = keys + blockIdx.x * TILE;
  if (t < NUM_BUCKETS - 1) s.splitters[t] = splitters[t];
  if (t < NUM_BUCKETS) s.counts[t] = 0;

  for (int i = 0; i < ITEMS; ++i) {
    const int item = i * THREADS + t;
    const float key = tile[item];
    int lo = 0, hi = NUM_BUCKETS - 1;  // the first splitter above the key
    while (lo < hi) {
      const int mid = (lo + hi) / 2;
      // CHECK: sample_sort_search_before_splitter_sync.cu:[[@LINE+1]]: {{error|warning}} race
      if (s.splitters[mid] <= key) lo = mid + 1; else hi = mid;
    }
    s.bucket[item] = (unsigned char)lo;
    atomicAdd(&s.counts[lo], 1u);
  }
  __syncthreads();

  if (t == 0) {
    unsigned run = 0;
    for (int b = 0; b < NUM_BUCKETS; ++b) {
      s.offsets[b] = run;
      run += s.counts[b];
    }
  }
  if (t < NUM_BUCKETS) bucket_counts[blockIdx.x * NUM_BUCKETS + t] = s.counts[t];
  __syncthreads();

  for (int i = 0; i < ITEMS; ++i) {
    const int item = i * THREADS + t;
    const unsigned slot = atomicAdd(&s.offsets[s.bucket[item]], 1u);
    out[blockIdx.x * TILE + slot] = tile[item];
  }
}
