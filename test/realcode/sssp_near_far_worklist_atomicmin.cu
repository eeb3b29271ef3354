// @realcode Single-source shortest paths with the near-far worklist method (Davidson et al., as Gunrock's SSSP and LonestarGPU's run it): integer edge weights, a frontier of vertices expanded one thread per frontier vertex relaxing its CSR edges with atomicMin on the 32-bit distances, improved vertices below the current split pushed to the near queue and the rest to the far queue with warp-aggregated atomicAdd slot reservation (__activemask, __ffs leader, __popc ranks), a one-block kernel advancing the split and moving far vertices back (double-buffered far queues, shared atomic counters) when the near queue runs dry; launched a fixed number of rounds (the late ones find empty queues and return at once).
// @let N = 1 << 18
// @let MAXDEG = 12
// @let QCAP = 1 << 22
// @let ROUNDS = 160
// @buf row_ptr i32[N + 1] rowptr(MAXDEG)
// @buf cols i32[N * MAXDEG] uniform(0, N)
// @buf wts i32[N * MAXDEG] uniform(1, 64)
// @buf dist i32[N] zero
// @buf queues i32[4 * QCAP] zero
// @buf ctl i32[8] zero
// @launch sssp_init grid(N / 256) block(256) args(dist, queues, ctl, i32(N), i32(0))
// @loop r = 0; r < ROUNDS; r = r + 1
//   @launch sssp_expand_near grid(QCAP / 256) block(256) args(row_ptr, cols, wts, dist, queues, ctl, i32(QCAP), i32(r % 2))
//   @launch sssp_advance grid(1) block(256) args(dist, queues, ctl, i32(QCAP), i32(128), i32(r % 2))
// @end
// @check dist exact

#define INF_DIST 0x3fffffff

// ctl: [0] near size (current), [1] near size (next), [2] far size, [3] split, [5] which far buffer
// queues: near A at 0, near B at QCAP, far A at 2 * QCAP, far B at 3 * QCAP (only dist is checked:
// the queues' order and duplicates depend on which atomicMin wins)
__global__ void sssp_init(int *dist, int *queues, int *ctl, int n, int source) {
  const int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) dist[v] = v == source ? 0 : INF_DIST;
  if (v == 0) {
    queues[0] = source;
    ctl[0] = 1; ctl[1] = 0; ctl[2] = 0; ctl[3] = 128; ctl[5] = 0;
  }
}

// reserves one slot per calling lane of the warp with a single atomic
__device__ __forceinline__ int warp_push(int *counter) {
  const unsigned active = __activemask();
  const int lane = threadIdx.x & 31;
  const int leader = __ffs(active) - 1;
  int base = 0;
  if (lane == leader) base = atomicAdd(counter, __popc(active));
  base = __shfl_sync(active, base, leader);
  return base + __popc(active & ((1u << lane) - 1));
}

__global__ void sssp_expand_near(const int *__restrict__ row_ptr, const int *__restrict__ cols, const int *__restrict__ wts, int *dist,
                                 int *queues, int *ctl, int qcap, int parity) {
  const int size = ctl[0];
  const int split = ctl[3];
  const int *near_in = queues + parity * qcap;
  int *near_out = queues + (1 - parity) * qcap;
  int *far = queues + (2 + ctl[5]) * qcap;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += gridDim.x * blockDim.x) {
    const int u = near_in[i];
    const int du = dist[u];
    for (int e = row_ptr[u]; e < row_ptr[u + 1]; ++e) {
      const int v = cols[e];
      const int nd = du + wts[e];
      const int old = atomicMin(&dist[v], nd);
      if (nd < old) {
        if (nd < split) {
          const int slot = warp_push(&ctl[1]);
          if (slot < qcap) near_out[slot] = v;
        } else {
          const int slot = warp_push(&ctl[2]);
          if (slot < qcap) far[slot] = v;
        }
      }
    }
  }
}

// one block: the next near queue is the expansion's output; when it is empty, raise the split and
// refill it from the far queue with the vertices now below it, the rest going to the other far buffer
__global__ void sssp_advance(const int *__restrict__ dist, int *queues, int *ctl, int qcap, int delta, int parity) {
  __shared__ int s_near, s_far, s_split, s_kept;
  if (threadIdx.x == 0) {
    s_near = min(ctl[1], qcap);
    s_far = min(ctl[2], qcap);
    s_split = ctl[3];
  }
  int far_sel = ctl[5];
  __syncthreads();
  int *near_next = queues + (1 - parity) * qcap;
  while (s_near == 0 && s_far > 0) {
    const int *far_in = queues + (2 + far_sel) * qcap;
    int *far_out = queues + (3 - far_sel) * qcap;
    __syncthreads();
    if (threadIdx.x == 0) {
      s_split += delta;
      s_kept = 0;
    }
    __syncthreads();
    for (int i = threadIdx.x; i < s_far; i += blockDim.x) {
      const int v = far_in[i];
      if (dist[v] < s_split)
        near_next[atomicAdd(&s_near, 1)] = v;
      else
        far_out[atomicAdd(&s_kept, 1)] = v;
    }
    __syncthreads();
    if (threadIdx.x == 0)
      s_far = s_kept;
    far_sel ^= 1;
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    ctl[0] = s_near;
    ctl[1] = 0;
    ctl[2] = s_far;
    ctl[3] = s_split;
    ctl[5] = far_sel;
  }
}
