// Memory spaces and synchronisation: static and dynamic shared memory, __constant__ set from the
// host, __device__ globals, __restrict__ / __ldg, __launch_bounds__, __syncthreads_count/and/or,
// __syncwarp, and the three fences.

struct Affine {
  float scale;
  float shift;
  int bias[2];
};
__constant__ float c_coeffs[8];
__constant__ Affine c_affine;
__constant__ int c_table[4] = {10, 20, 30, 40};  // initialised in the source
__device__ int g_counter = 5;
__device__ unsigned g_done;

// Polynomial from __constant__ coefficients and an affine map from a __constant__ struct.
extern "C" __global__ void __launch_bounds__(128, 4) constants(const float* __restrict__ x, float* __restrict__ y, int* ti, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = __ldg(x + i), acc = 0.f;
  for (int k = 7; k >= 0; --k) acc = acc * v + c_coeffs[k];
  y[i] = acc * c_affine.scale + c_affine.shift + (float)c_affine.bias[i & 1];
  ti[i] = c_table[i & 3] + g_counter;
}

// Static shared (array and scalar) and dynamic shared memory: each block reverses its chunk
// through static shared memory and rotates it through the dynamic buffer.
extern "C" __global__ void shared_memory(const int* in, int* out, int n) {
  __shared__ int tile[256];
  __shared__ int block_sum;
  extern __shared__ int dyn[];
  int t = threadIdx.x, base = blockIdx.x * 256, i = base + t;
  if (t == 0) block_sum = 0;
  tile[t] = i < n ? in[i] : 0;
  __syncthreads();
  atomicAdd(&block_sum, tile[t]);
  dyn[(t + 1) % 256] = tile[255 - t];
  __syncthreads();
  if (i < n) out[2 * i] = dyn[t];
  if (i < n) out[2 * i + 1] = block_sum;
}

// __syncthreads_count / _and / _or over a block, and __syncwarp between warp-local steps.
extern "C" __global__ void barriers(const int* in, int* out, int n) {
  __shared__ int warp_buf[8][32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int count = __syncthreads_count(v > 0);
  int all = __syncthreads_and(v > -50);
  int any = __syncthreads_or(v == 42);
  int w = threadIdx.x / 32, lane = threadIdx.x % 32;
  warp_buf[w][lane] = v;
  __syncwarp();
  int neighbour = warp_buf[w][(lane + 1) % 32];
  __syncwarp(0xffffffff);
  warp_buf[w][lane] = neighbour * 2;
  __syncwarp();
  if (i < n) {
    int* o = out + 4 * i;
    o[0] = count; o[1] = all; o[2] = any; o[3] = warp_buf[w][(lane + 31) % 32];
  }
}

// The last-block pattern: each block publishes a partial sum, fences, and counts itself done;
// the block that counts last adds the partials (needs __threadfence to see them).
extern "C" __global__ void fences(const int* in, int* partial, int* total, int n) {
  __shared__ bool is_last;
  __shared__ int sum;
  if (threadIdx.x == 0) sum = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd_block(&sum, in[i]);
  __syncthreads();
  if (threadIdx.x == 0) {
    partial[blockIdx.x] = sum;
    __threadfence();
    __threadfence_block();
    unsigned ticket = atomicInc(&g_done, gridDim.x - 1);  // wraps to 0 for the next launch
    is_last = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (is_last && threadIdx.x == 0) {
    __threadfence_system();
    int s = 0;
    for (unsigned b = 0; b < gridDim.x; ++b) s += ((volatile int*)partial)[b];
    *total = s;
  }
}

// Built-in variables over a 3-D grid of 3-D blocks.
extern "C" __global__ void builtins(unsigned* out) {
  unsigned block = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned thread = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned* o = out + 13 * (block * blockDim.x * blockDim.y * blockDim.z + thread);
  o[0] = threadIdx.x; o[1] = threadIdx.y; o[2] = threadIdx.z;
  o[3] = blockIdx.x; o[4] = blockIdx.y; o[5] = blockIdx.z;
  o[6] = blockDim.x; o[7] = blockDim.y; o[8] = blockDim.z;
  o[9] = gridDim.x; o[10] = gridDim.y; o[11] = gridDim.z;
  o[12] = warpSize;
}
