// @realcode Device-side object pools as GPU graph and tree builders write them: a Node class with its own static operator new (a bump allocator over a __device__ arena advanced with atomicAdd, 16-byte rounded) and operator delete(void *, size_t) (a free counter and byte tally), per-thread singly linked lists built with `new Node(...)`, sorted by insertion, summed and then torn down with `delete`, and a global placement-style `operator new(size_t, Scratch &)` taking a per-thread stack arena in local memory for temporaries.
// @let NT = 1 << 14
// @let PER = 24
// @buf vals i32[NT * PER] uniform(0, 100000)
// @buf sums i64[NT] zero
// @buf firsts i32[NT * 4] zero
// @global g_top u64[1] zero
// @global g_frees u32[1] zero
// @global g_freed_bytes u64[1] zero
// @buf stats u64[3] zero
// @launch build_sorted_lists grid(NT / 128) block(128) args(vals, sums, firsts, i32(NT), i32(PER))
// @launch read_pool_stats grid(1) block(32) args(stats)
// @check sums exact
// @check firsts exact
// @check stats exact
#include <cstddef>
#include <cstdint>

constexpr size_t kArenaBytes = size_t(1) << 24;
__device__ unsigned char g_arena[kArenaBytes];
__device__ unsigned long long g_top;
__device__ unsigned g_frees;
__device__ unsigned long long g_freed_bytes;

struct Node {
  int key;
  Node* next;
  __device__ Node(int k, Node* n) : key(k), next(n) {}
  static __device__ void* operator new(size_t n) {
    unsigned long long at = atomicAdd(&g_top, (unsigned long long)((n + 15) & ~size_t(15)));
    return at + n <= kArenaBytes ? g_arena + at : nullptr;
  }
  static __device__ void operator delete(void* p, size_t n) {
    atomicAdd(&g_frees, 1u);
    atomicAdd(&g_freed_bytes, (unsigned long long)n);
  }
};

struct Scratch {
  unsigned char* base;
  unsigned used, cap;
};

__device__ void* operator new(size_t n, Scratch& s) {
  unsigned at = (s.used + 7u) & ~7u;
  s.used = at + (unsigned)n;
  return s.base + at;
}

struct Stats {
  long long sum;
  int count;
};

__global__ void build_sorted_lists(const int* __restrict__ vals, long long* __restrict__ sums, int* __restrict__ firsts, int nt, int per) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= nt) return;
  Node* head = nullptr;
  for (int j = 0; j < per; ++j) {
    int v = vals[(size_t)t * per + j];
    Node** at = &head;
    while (*at && (*at)->key < v) at = &(*at)->next;
    *at = new Node(v, *at);
  }
  alignas(8) unsigned char local[64];
  Scratch scratch{local, 0, sizeof local};
  Stats* st = new (scratch) Stats{0, 0};
  int k = 0;
  for (Node* n = head; n; n = n->next, ++k) {
    st->sum += (long long)n->key * (k + 1);
    st->count++;
    if (k < 4) firsts[t * 4 + k] = n->key;
  }
  sums[t] = st->sum * 100 + st->count + scratch.used;
  while (head) {
    Node* next = head->next;
    delete head;
    head = next;
  }
}

__global__ void read_pool_stats(unsigned long long* out) {
  if (threadIdx.x == 0) {
    out[0] = g_top;
    out[1] = g_frees;
    out[2] = g_freed_bytes;
  }
}
