// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// RUN: kilnc %s --emit=simt --auto-sync -Rpass=kiln-sync -o - 2> %t.err | FileCheck %s --check-prefix=AUTO
// reduce6's warpReduce is the legacy warp-synchronous idiom (volatile, no
// __syncwarp): lanes of one warp read what others write with nothing
// ordering them, a race since Volta and under the synchronisation contract
// (the corpus's r07). Before device functions were inlined the checks never
// saw it. The file compiles unchanged with --auto-sync, which inserts the
// __syncwarp()s; nothing else in it is reported.
// CHECK-NOT: error:
// CHECK: block_reduce_templates.cu:15:{{[0-9]+}}: error: warp-synchronous shared-memory access without __syncwarp(): this {{read|write}} of <dynamic shared> races
// CHECK-NOT: block_reduce_templates.cu:{{([0-9]|1[0-4]|[2-9][0-9]):[0-9]+}}: error
template <unsigned int blockSize>
__device__ void warpReduce(volatile float *sdata, unsigned int tid) {
  if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
  if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
  if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
  if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
  if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
  if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
}
template <unsigned int blockSize>
__global__ void reduce6(const float *g_idata, float *g_odata, unsigned int n) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + tid;
  unsigned int gridSize = blockSize * 2 * gridDim.x;
  sdata[tid] = 0;
  while (i < n) { sdata[tid] += g_idata[i] + g_idata[i + blockSize]; i += gridSize; }
  __syncthreads();
  if (blockSize >= 512) { if (tid < 256) { sdata[tid] += sdata[tid + 256]; } __syncthreads(); }
  if (blockSize >= 256) { if (tid < 128) { sdata[tid] += sdata[tid + 128]; } __syncthreads(); }
  if (blockSize >= 128) { if (tid < 64) { sdata[tid] += sdata[tid + 64]; } __syncthreads(); }
  if (tid < 32) warpReduce<blockSize>(sdata, tid);
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}
template __global__ void reduce6<512>(const float *, float *, unsigned int);
template __global__ void reduce6<256>(const float *, float *, unsigned int);

__inline__ __device__ float warpReduceSum(float val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(0xffffffff, val, offset);
  return val;
}
__inline__ __device__ float blockReduceSum(float val) {
  static __shared__ float shared[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  val = warpReduceSum(val);
  if (lane == 0) shared[wid] = val;
  __syncthreads();
  val = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0;
  if (wid == 0) val = warpReduceSum(val);
  return val;
}
extern "C" __global__ void deviceReduceKernel(float *in, float *out, int N) {
  float sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < N; i += blockDim.x * gridDim.x)
    sum += in[i];
  sum = blockReduceSum(sum);
  if (threadIdx.x == 0) out[blockIdx.x] = sum;
}

// RUN: FileCheck %s --check-prefix=AUTO-DIAG --input-file=%t.err
// With --auto-sync each of the five steps of warpReduce gets a __syncwarp()
// before its read and one before its write, in both instantiations, and
// only remarks say so.
// AUTO-LABEL: func.func @_Z7reduce6ILj512EEvPKfPfj(
// AUTO-COUNT-10: simt.barrier warp {inserted}
// AUTO-LABEL: func.func @_Z7reduce6ILj256EEvPKfPfj(
// AUTO-COUNT-10: simt.barrier warp {inserted}
// AUTO-LABEL: func.func @deviceReduceKernel(
// AUTO-NOT: {inserted}
// AUTO: simt.shuffle down
// AUTO-DIAG-NOT: {{warning|error}}:
// AUTO-DIAG: block_reduce_templates.cu:15:38: remark: inserted warp barrier: orders the write at line 14 before the read at line 15
// AUTO-DIAG-NOT: {{warning|error}}:
