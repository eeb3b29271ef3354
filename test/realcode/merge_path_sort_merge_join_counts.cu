// @realcode Sort-merge equi-join of two sorted integer key columns the way GPU databases partition it (Merge Path, Green et al.; moderngpu's balanced path): each thread block takes an equal share of the merged sequence, finds its diagonal split with a binary search templated on a comparator functor, loads both sub-ranges into shared memory, and each thread merges a fixed number of items serially; matches are counted per key run (the join cardinality of each distinct key, a*b) only at the first occurrence of a key in the merged order to avoid double counting across partitions, reduced per block and added with one 64-bit atomic; a second output marks, per left row, whether it found a partner (a semi-join bitmap through atomicOr).
// @let NA = 1 << 22
// @let NB = 3 << 20
// @let VT = 8
// @let NT = 128
// @buf a i32[NA] iota(0, 3)
// @buf b i32[NB] iota(0, 4)
// @buf matches u64[1] zero
// @buf semi u32[cdiv(NA, 32)] zero
// @launch merge_join<LessThan, 8, 128> grid(cdiv(NA + NB, VT * NT)) block(NT) args(a, i32(NA), b, i32(NB), matches, semi)
// @check matches exact
// @check semi exact
#include <cstdint>

struct LessThan {
  __device__ bool operator()(int x, int y) const { return x < y; }
};

// Number of elements of a taken among the first diag of the merge (a before b on ties).
template <typename Comp>
__device__ int merge_path(const int *a, int na, const int *b, int nb, int diag, Comp comp) {
  int lo = max(0, diag - nb), hi = min(diag, na);
  while (lo < hi) {
    const int mid = (lo + hi) >> 1;
    if (!comp(b[diag - 1 - mid], a[mid])) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Upper and lower bounds in a sorted array.
__device__ int lower_bound(const int *v, int n, int key) {
  int lo = 0, hi = n;
  while (lo < hi) {
    int mid = (lo + hi) >> 1;
    if (v[mid] < key) lo = mid + 1; else hi = mid;
  }
  return lo;
}
__device__ int upper_bound(const int *v, int n, int key) {
  int lo = 0, hi = n;
  while (lo < hi) {
    int mid = (lo + hi) >> 1;
    if (v[mid] <= key) lo = mid + 1; else hi = mid;
  }
  return lo;
}

template <typename Comp, int VT_, int NT_>
__global__ void __launch_bounds__(NT_) merge_join(const int *__restrict__ a, int na, const int *__restrict__ b, int nb,
                                                 unsigned long long *matches, unsigned *semi) {
  __shared__ int keys[VT_ * NT_ + 1];
  __shared__ int split[2];
  __shared__ unsigned long long block_sum[NT_ / 32];
  Comp comp;
  const int total = na + nb;
  const int diag0 = min(total, (int)blockIdx.x * VT_ * NT_);
  const int diag1 = min(total, diag0 + VT_ * NT_);
  if (threadIdx.x == 0) split[0] = merge_path(a, na, b, nb, diag0, comp);
  if (threadIdx.x == 1) split[1] = merge_path(a, na, b, nb, diag1, comp);
  __syncthreads();
  const int a0 = split[0], a1 = split[1];
  const int b0 = diag0 - a0, b1 = diag1 - a1;
  const int acount = a1 - a0, bcount = b1 - b0;
  for (int i = threadIdx.x; i < acount + bcount; i += NT_) keys[i] = i < acount ? a[a0 + i] : b[b0 + i - acount];
  __syncthreads();
  // Each thread merges VT_ items starting at its own diagonal inside the tile.
  const int d = min(acount + bcount, (int)threadIdx.x * VT_);
  const int ta = merge_path(keys, acount, keys + acount, bcount, d, comp);
  int ia = ta, ib = d - ta;
  unsigned long long local = 0;
  for (int k = 0; k < VT_ && ia + ib < acount + bcount; ++k) {
    const bool take_a = ib >= bcount || (ia < acount && !comp(keys[acount + ib], keys[ia]));
    if (take_a) {
      const int key = keys[ia];
      const int gi = a0 + ia;
      // The first a-row of a key run counts the whole run against b's run.
      if (gi == 0 || a[gi - 1] != key) {
        const long long ra = upper_bound(a, na, key) - gi;
        const long long rb = upper_bound(b, nb, key) - lower_bound(b, nb, key);
        local += (unsigned long long)(ra * rb);
      }
      const int lb = lower_bound(b, nb, key);
      if (lb < nb && b[lb] == key) atomicOr(&semi[gi >> 5], 1u << (gi & 31));
      ++ia;
    } else {
      ++ib;
    }
  }
  for (int off = 16; off > 0; off >>= 1) local += __shfl_down_sync(0xffffffffu, local, off);
  if ((threadIdx.x & 31) == 0) block_sum[threadIdx.x >> 5] = local;
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned long long s = 0;
    for (int w = 0; w < NT_ / 32; ++w) s += block_sum[w];
    if (s) atomicAdd(matches, s);
  }
}

template __global__ void merge_join<LessThan, 8, 128>(const int *__restrict__, int, const int *__restrict__, int,
                                                      unsigned long long *, unsigned *);
