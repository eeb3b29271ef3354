// @realcode Two chained inference kernels written for Hopper's programmatic dependent launch, as TensorRT-LLM and FlashInfer do: an RMSNorm kernel that calls cudaTriggerProgrammaticLaunchCompletion() once its row is written, and a split-K GEMV that does its independent prologue (loading its weight slice's scale) before cudaGridDependencySynchronize() and then reads the normalised activations; the GEMV is compiled with __cluster_dims__(2, 1, 1): the two blocks of a cluster each take half of K and combine their partial dot products through distributed shared memory (cluster.map_shared_rank, cluster.sync()). Launched plainly the PDL calls are no-ops, as they are when the launch attribute is not set.
// @let M = 64
// @let K = 8192
// @let NOUT = 8192
// @buf x f32[M * K] uniform(-2, 2)
// @buf gamma f32[K] uniform(0.5, 1.5)
// @buf xn f32[M * K] zero
// @buf Wt f32[NOUT * K] uniform(-0.05, 0.05)
// @buf wscale f32[NOUT] uniform(0.5, 2)
// @buf y f32[M * NOUT] zero
// @launch rmsnorm_pdl grid(M) block(256) args(x, gamma, xn, i32(K), f32(0.000001))
// @launch gemv_splitk_cluster grid(2 * NOUT / 8, M) block(256) args(xn, Wt, wscale, y, i32(K), i32(NOUT))
// @check xn abs=1e-5 rel=1e-5
// @check y abs=1e-4 rel=1e-4
#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

__global__ void __launch_bounds__(256) rmsnorm_pdl(const float *__restrict__ x, const float *__restrict__ gamma,
                                                  float *__restrict__ out, int k, float eps) {
  __shared__ float part[8];
  __shared__ float inv_rms;
  const float4 *row = reinterpret_cast<const float4 *>(x + (size_t)blockIdx.x * k);
  float ss = 0.f;
  for (int i = threadIdx.x; i < k / 4; i += blockDim.x) {
    const float4 v = row[i];
    ss += v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
  }
  ss = warp_sum(ss);
  if ((threadIdx.x & 31) == 0) part[threadIdx.x >> 5] = ss;
  __syncthreads();
  if (threadIdx.x < 32) {
    float t = threadIdx.x < 8 ? part[threadIdx.x] : 0.f;
    t = warp_sum(t);
    if (threadIdx.x == 0) inv_rms = rsqrtf(t / k + eps);
  }
  __syncthreads();
  float4 *o = reinterpret_cast<float4 *>(out + (size_t)blockIdx.x * k);
  const float4 *g = reinterpret_cast<const float4 *>(gamma);
  for (int i = threadIdx.x; i < k / 4; i += blockDim.x) {
    const float4 v = row[i], gg = g[i];
    o[i] = make_float4(v.x * inv_rms * gg.x, v.y * inv_rms * gg.y, v.z * inv_rms * gg.z, v.w * inv_rms * gg.w);
  }
  // Everything the dependent grid reads is written: let it start.
  cudaTriggerProgrammaticLaunchCompletion();
}

// grid.x = 2 * NOUT / 8: each cluster of two blocks owns 8 outputs, block rank r takes K half r; warp w of a
// block computes output 8 * cluster + w.
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(256)
    gemv_splitk_cluster(const float *__restrict__ xn, const float *__restrict__ Wt, const float *__restrict__ wscale,
                        float *__restrict__ y, int k, int nout) {
  __shared__ float partial[8];
  cg::cluster_group cluster = cg::this_cluster();
  const unsigned rank = cluster.block_rank();
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const int col = (blockIdx.x / 2) * 8 + warp;
  const int m = blockIdx.y;
  // Prologue that does not depend on the previous kernel.
  const float s = wscale[col];
  const int half = k / 2, k0 = rank * half;
  const float4 *w4 = reinterpret_cast<const float4 *>(Wt + (size_t)col * k + k0);
  cudaGridDependencySynchronize();
  const float4 *x4 = reinterpret_cast<const float4 *>(xn + (size_t)m * k + k0);
  float acc = 0.f;
  for (int i = lane; i < half / 4; i += 32) {
    const float4 a = x4[i], b = w4[i];
    acc += a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
  }
  acc = warp_sum(acc);
  if (lane == 0) partial[warp] = acc;
  cluster.sync();
  if (rank == 0 && lane == 0) {
    const float *remote = cluster.map_shared_rank(partial, 1);
    y[(size_t)m * nout + col] = s * (partial[warp] + remote[warp]);
  }
  cluster.sync();   // the peer's shared memory must outlive the remote read
}
