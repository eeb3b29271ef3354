// @realcode A persistent-threads work queue written C-style with `goto` for retry and early exit, as ported CPU code and driver-style kernels do, around RAII helpers: a `Claim` guard takes an item slot from an atomic head and counts the claim; its destructor counts the release (the two counters must agree); a `Stage` guard counts the items in each processing stage. `goto retry` from inside nested scopes destroys the guards made since the label, `goto done` leaves every scope of the loop, and a label before a declaration is jumped back to.
// @let N = 1 << 20
// @let BLOCKS = 264
// @buf items i32[N] uniform(0, 1000)
// @buf out i32[N] fill(-1)
// @buf head u32[1] zero
// @buf claims u32[1] zero
// @buf releases u32[1] zero
// @buf staged i32[3] zero
// @buf retries u32[1] zero
// @launch drain_queue grid(BLOCKS) block(256) args(items, out, head, claims, releases, staged, retries, i32(N))
// @check out exact
// @check claims exact
// @check releases exact
// @check staged exact
// @check retries exact

struct Claim {
  unsigned *releases;
  unsigned index;
  __device__ Claim(unsigned *head, unsigned *claims, unsigned *r) : releases(r), index(atomicAdd(head, 1u)) {
    atomicAdd(claims, 1u);
  }
  __device__ ~Claim() { atomicAdd(releases, 1u); }
};

struct Stage {
  int *counter;
  __device__ explicit Stage(int *c) : counter(c) {}
  __device__ ~Stage() { atomicAdd(counter, 1); }
};

__device__ int collatz_steps(int v, int limit) {
  int s = 0;
  while (v > 1 && s < limit) {
    v = (v & 1) ? 3 * v + 1 : v >> 1;
    ++s;
  }
  return s;
}

__global__ void drain_queue(const int *__restrict__ items, int *__restrict__ out, unsigned *head, unsigned *claims,
                            unsigned *releases, int *staged, unsigned *retries, int n) {
next_item:
retry:
  {
    Claim c(head, claims, releases);
    if (c.index >= (unsigned)n) goto done;  // the queue is empty: leave every scope
    int v = items[c.index];
    {
      Stage s(staged + 0);
      if (v % 7 == 3) {
        // A "busy" item: marked for the host's next pass; this thread retries with a new slot.
        atomicAdd(retries, 1u);
        out[c.index] = -2 - v;
        goto retry;
      }
    }
    {
      Stage s(staged + 1);
      int steps = collatz_steps(v + 1, 200);
      if (steps > 100) {
        Stage t(staged + 2);
        out[c.index] = 1000 + steps;
        goto next_item;
      }
      out[c.index] = steps;
    }
  }
  goto next_item;
done:
  return;
}
