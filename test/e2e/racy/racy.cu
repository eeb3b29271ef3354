// Kernels that are WRONG as written: each lacks a barrier. kilnc rejects every
// one (test/Analysis/racy-cu.test checks the line of each error); with
// --auto-sync it inserts the barriers instead, and kiln_racy runs the result on
// the GPU against a CPU reference under compute-sanitizer's racecheck.
// All kernels run with 256 threads per block (1-D) unless noted.
#define N 256

// RAW: a neighbour's element is read before it is written.
extern "C" __global__ void __launch_bounds__(N) raw_neighbour(const float* x, float* out) {
  __shared__ float s[N];
  int t = threadIdx.x, g = blockIdx.x * N + t;
  s[t] = x[g];
  out[g] = s[(t + 1) % N];
}

// RAW: reversal within the block.
extern "C" __global__ void __launch_bounds__(N) raw_reverse(const float* x, float* out) {
  __shared__ float s[N];
  int t = threadIdx.x, g = blockIdx.x * N + t;
  s[t] = x[g];
  out[g] = s[N - 1 - t];
}

// RAW: one thread publishes a value that every thread reads.
extern "C" __global__ void __launch_bounds__(N) raw_broadcast(const float* x, float* out) {
  __shared__ float total;
  int t = threadIdx.x, g = blockIdx.x * N + t;
  if (t == 0) total = x[blockIdx.x];
  out[g] = total + t;
}

// WAR: a thread overwrites its slot while a neighbour may still read it.
extern "C" __global__ void __launch_bounds__(N) war_shift(const float* x, float* out) {
  __shared__ float s[N];
  int t = threadIdx.x, g = blockIdx.x * N + t;
  s[t] = x[g];
  __syncthreads();
  float n = s[(t + 1) % N];
  s[t] = 2.0f * n;
  __syncthreads();
  out[g] = s[t];
}

// WAR across the back edge: the next iteration's write races this one's read.
extern "C" __global__ void __launch_bounds__(N) war_loop(const float* x, float* out, int iters) {
  __shared__ float s[N];
  int t = threadIdx.x, g = blockIdx.x * N + t;
  float acc = 0.0f;
  for (int k = 0; k < iters; ++k) {
    s[t] = x[g] * (float)(k + 1);
    __syncthreads();
    acc += s[(t + 1) % N];
  }
  out[g] = acc;
}

// Double buffering with no barrier at all.
extern "C" __global__ void __launch_bounds__(N) double_buffer(const float* x, float* out, int iters) {
  __shared__ float buf[2][N];
  int t = threadIdx.x, g = blockIdx.x * N + t;
  buf[0][t] = x[g];
  for (int k = 0; k < iters; ++k)
    buf[(k + 1) % 2][t] = buf[k % 2][(t + 1) % N] + 1.0f;
  out[g] = buf[iters % 2][t];
}

// Block reduction with the barrier between the two phases missing.
extern "C" __global__ void __launch_bounds__(N) block_reduce(const float* x, float* out) {
  __shared__ float s[N / 32];
  int t = threadIdx.x, g = blockIdx.x * N + t;
  float v = x[g];
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  if ((t & 31) == 0) s[t >> 5] = v;
  if (t < 32) {
    v = t < N / 32 ? s[t] : 0.0f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (t == 0) out[blockIdx.x] = v;
  }
}

// Legacy warp-synchronous tail of a reduction, with no __syncwarp.
extern "C" __global__ void __launch_bounds__(N) warp_sync_tail(const float* x, float* out) {
  __shared__ float s[N];
  int t = threadIdx.x, g = blockIdx.x * N + t;
  s[t] = x[g];
  __syncthreads();
  for (int o = N / 2; o > 32; o >>= 1) {
    if (t < o) s[t] += s[t + o];
    __syncthreads();
  }
  if (t < 32) {
    s[t] += s[t + 32];
    s[t] += s[t + 16];
    s[t] += s[t + 8];
    s[t] += s[t + 4];
    s[t] += s[t + 2];
    s[t] += s[t + 1];
  }
  if (t == 0) out[blockIdx.x] = s[0];
}

// Histogram whose bins are read and updated before every thread has zeroed them.
extern "C" __global__ void __launch_bounds__(N) histogram_unsynced(const unsigned char* data, unsigned* hist) {
  __shared__ unsigned h[256];
  int t = threadIdx.x;
  h[t] = 0;
  atomicAdd(&h[data[blockIdx.x * N + t]], 1u);
  atomicAdd(&hist[t], h[t]);
}

// Dynamic shared memory: a value from the neighbouring warp.
extern "C" __global__ void __launch_bounds__(N) dynamic_xor(const float* x, float* out) {
  extern __shared__ float dyn[];
  int t = threadIdx.x, g = blockIdx.x * N + t;
  dyn[t] = x[g];
  out[g] = dyn[t ^ 32];
}

// 2-D tile transpose (32x32 block) without the barrier.
extern "C" __global__ void __launch_bounds__(1024) transpose_unsynced(const float* in, float* out) {
  __shared__ float tile[32][33];
  int tx = threadIdx.x, ty = threadIdx.y;
  int base = blockIdx.x * 1024;
  tile[ty][tx] = in[base + ty * 32 + tx];
  out[base + ty * 32 + tx] = tile[tx][ty];
}
