// @realcode Delta-stepping edge classification (Meyer and Sanders, as GPU SSSP codes split relaxations): each thread takes one edge and sends it to the light or the heavy request list by its weight; both arms of that thread-dependent if/else elect a leader the classic pre-CG way (mask = __ballot_sync(__activemask(), 1), leader = __ffs(mask) - 1, rank = __popc(mask & lanemask_lt)) and the leader's atomicAdd reserves the arm's slots; a second ballot inside each arm counts the requests whose tentative distance improves (ballot on a predicate, __popc of it), so both arms end with the same code on different lists.
// @let E = 1 << 22
// @let NV = 1 << 16
// @let DELTA = 32
// @buf src i32[E] uniform(0, NV)
// @buf dst i32[E] uniform(0, NV)
// @buf w i32[E] uniform(1, 100)
// @buf dist i32[NV] uniform(0, 4000)
// @buf light i32[2 * E] zero
// @buf heavy i32[2 * E] zero
// @buf ctl i32[4] zero
// @launch classify_requests grid(E / 256) block(256) args(src, dst, w, dist, light, heavy, ctl, i32(DELTA), i32(E))
// @check ctl exact
// @check light unordered
// @check heavy unordered

__device__ __forceinline__ unsigned lanemask_lt() {
  unsigned m;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m));
  return m;
}

__global__ void classify_requests(const int *__restrict__ src, const int *__restrict__ dst, const int *__restrict__ w,
                                  const int *__restrict__ dist, int *light, int *heavy, int *ctl, int delta, int e) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= e) return;
  const int u = src[i], v = dst[i], wt = w[i];
  const int nd = dist[u] + wt;
  const bool improves = nd < dist[v];
  const int lane = threadIdx.x & 31;
  if (wt <= delta) {
    const unsigned mask = __ballot_sync(__activemask(), 1);
    const int leader = __ffs(mask) - 1;
    const int rank = __popc(mask & lanemask_lt());
    const unsigned better = __ballot_sync(mask, improves);
    int base = 0;
    if (lane == leader) {
      base = atomicAdd(&ctl[0], __popc(mask));
      atomicAdd(&ctl[2], __popc(better));
    }
    base = __shfl_sync(mask, base, leader);
    light[2 * (base + rank)] = v;
    light[2 * (base + rank) + 1] = nd;
  } else {
    const unsigned mask = __ballot_sync(__activemask(), 1);
    const int leader = __ffs(mask) - 1;
    const int rank = __popc(mask & lanemask_lt());
    const unsigned better = __ballot_sync(mask, improves);
    int base = 0;
    if (lane == leader) {
      base = atomicAdd(&ctl[1], __popc(mask));
      atomicAdd(&ctl[3], __popc(better));
    }
    base = __shfl_sync(mask, base, leader);
    heavy[2 * (base + rank)] = v;
    heavy[2 * (base + rank) + 1] = nd;
  }
}
