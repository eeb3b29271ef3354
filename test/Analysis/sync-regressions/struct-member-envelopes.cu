// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DWRONG 2>&1 | FileCheck %s
// Issue 11 (branch sync26): the race check treated a __shared__ struct as one
// object, so a data-dependent index into one member (a binary search over
// `s.splitters[mid]`, a gather `s.val[s.perm[t]]`, a neighbour's `p[nbr].pos`
// in an array of structs) was "not an affine function" against stores into
// another member. C++ pointer arithmetic stays inside the member array it
// starts in, so such an access lies in the member's bytes (modulo the
// element size for an array of structs indexed by anything):
// MemoryAccess::envelope. The twin writes the member it searches.
struct Tables {
  float splitters[15];
  unsigned counts[16];
  unsigned char bucket[512];
};
struct Particle {
  float pos[3];
  float force[3];
};

__global__ void __launch_bounds__(128) bucket_keys(const float *keys, const float *split,
                                                   unsigned *out) {
  __shared__ Tables s;
  const int t = threadIdx.x;
  if (t < 15) s.splitters[t] = split[t];
  if (t < 16) s.counts[t] = 0;
  __syncthreads();
  for (int i = 0; i < 4; ++i) {
    const int item = i * 128 + t;
    const float key = keys[item];
    int lo = 0, hi = 15;
    while (lo < hi) {
      const int mid = (lo + hi) / 2;
#ifdef WRONG
      // CHECK: struct-member-envelopes.cu:[[@LINE+1]]:{{.*}} warning: cannot prove this read
      if (s.splitters[mid] <= key) lo = mid + 1; else hi = mid;
      s.splitters[t % 15] = key;
#else
      if (s.splitters[mid] <= key) lo = mid + 1; else hi = mid;
#endif
    }
    s.bucket[item] = (unsigned char)lo;
    atomicAdd(&s.counts[lo], 1u);
  }
  __syncthreads();
  if (t < 16) out[t] = s.counts[t];
}

__global__ void __launch_bounds__(128) neighbour_forces(const float *pos, const int *nbr,
                                                        float *out) {
  __shared__ Particle p[128];
  const int t = threadIdx.x;
  for (int d = 0; d < 3; ++d) p[t].pos[d] = pos[3 * t + d];
  __syncthreads();
  const int j = nbr[t];
  for (int d = 0; d < 3; ++d) p[t].force[d] = p[j].pos[d] - p[t].pos[d];
  __syncthreads();
  out[t] = p[(t + 1) % 128].force[0];
}
