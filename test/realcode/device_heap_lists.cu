// @realcode Per-thread scratch on the device heap, as older CUDA codes and ports of CPU code do: each thread builds a short linked list with `new Node(key, next)`, a value-initialised `new int[n]()` histogram and a placement-new'd record in a local buffer, walks them, and releases everything with delete / delete[]. Small sizes keep the whole working set far below the default 8 MB device heap.
// @let N = 1 << 14
// @let LEN = 6
// @buf keys i32[N * LEN] uniform(0, 1000)
// @buf sums i32[N] zero
// @buf maxes i32[N] zero
// @buf bins i32[N] zero
// @launch heap_lists grid(cdiv(N, 128)) block(128) args(keys, sums, maxes, bins, i32(N), i32(LEN))
// @check sums exact
// @check maxes exact
// @check bins exact
#include <new>

struct Node {
  int key;
  Node *next;
  __device__ Node(int k, Node *n) : key(k), next(n) {}
};

struct Summary {
  int total, largest;
  __device__ Summary(int t, int l) : total(t), largest(l) {}
};

__global__ void heap_lists(const int *__restrict__ keys, int *__restrict__ sums, int *__restrict__ maxes, int *__restrict__ bins,
                           int n, int len) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  Node *head = nullptr;
  for (int k = 0; k < len; ++k) head = new Node(keys[t * len + k], head);
  int *hist = new int[8]();
  int total = 0, largest = -1;
  for (Node *p = head; p; p = p->next) {
    total += p->key;
    largest = max(largest, p->key);
    hist[p->key & 7] += 1;
  }
  alignas(Summary) unsigned char storage[sizeof(Summary)];
  Summary *s = new (storage) Summary(total, largest);
  int occupied = 0;
  for (int b = 0; b < 8; ++b) occupied += hist[b] ? 1 << b : 0;
  while (head) {
    Node *next = head->next;
    delete head;
    head = next;
  }
  delete[] hist;
  sums[t] = s->total;
  maxes[t] = s->largest;
  bins[t] = occupied;
}
