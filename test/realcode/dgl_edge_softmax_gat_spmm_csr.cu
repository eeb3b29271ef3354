// @realcode DGL / PyG-style graph attention on a CSR graph (rows are destination nodes): per-edge GAT scores leaky_relu(el[src] + er[dst]) per head, an edge softmax with one warp per destination (warp max and sum by __shfl_xor_sync over the incoming edges, expf of the shifted score), the attention-weighted SpMM aggregating neighbour features per head with the feature dimension across lanes, and the backward's scatter of edge gradients onto source nodes with atomicAdd; templated on the head count.
// @let NV = 1 << 18
// @let H = 4
// @let F = 32
// @buf rowptr i32[NV + 1] rowptr(32)
// @buf colidx i32[NV * 32] uniform(0, 262144)
// @buf el f32[NV * H] uniform(-1, 1)
// @buf er f32[NV * H] uniform(-1, 1)
// @buf feat f32[NV * H * F] uniform(-1, 1)
// @buf att f32[NV * 32 * H] zero
// @buf out f32[NV * H * F] zero
// @buf grad_src f32[NV * H] zero
// @launch edge_softmax_kernel<4> grid(cdiv(NV, 8)) block(256) args(rowptr, colidx, el, er, att, i32(NV), f32(0.2))
// @launch gat_spmm_kernel<4> grid(cdiv(NV, 8), 4) block(256) args(rowptr, colidx, att, feat, out, i32(NV), i32(F))
// @launch att_backward_scatter<4> grid(cdiv(NV, 8)) block(256) args(rowptr, colidx, att, grad_src, i32(NV))
// @check att rel=1e-5 abs=1e-6
// @check out rel=1e-4 abs=1e-5
// @check grad_src rel=1e-4 abs=1e-4
#include <cuda_runtime.h>
#include <cfloat>

#define FULL_MASK 0xffffffffu

__device__ __forceinline__ float leaky_relu(float x, float slope) { return x > 0.f ? x : slope * x; }

__device__ __forceinline__ float warp_max(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(FULL_MASK, v, o));
  return v;
}

__device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(FULL_MASK, v, o);
  return v;
}

template <int H>
__global__ void edge_softmax_kernel(const int *__restrict__ rowptr, const int *__restrict__ colidx, const float *__restrict__ el,
                                    const float *__restrict__ er, float *__restrict__ att, int nv, float slope) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (warp >= nv) return;
  const int dst = warp;
  const int beg = rowptr[dst], end = rowptr[dst + 1];
#pragma unroll
  for (int h = 0; h < H; ++h) {
    const float erd = er[dst * H + h];
    float m = -FLT_MAX;
    for (int e = beg + lane; e < end; e += 32) m = fmaxf(m, leaky_relu(el[colidx[e] * H + h] + erd, slope));
    m = warp_max(m);
    float s = 0.f;
    for (int e = beg + lane; e < end; e += 32) {
      float a = expf(leaky_relu(el[colidx[e] * H + h] + erd, slope) - m);
      att[e * H + h] = a;
      s += a;
    }
    s = warp_sum(s);
    const float inv = s > 0.f ? 1.f / s : 0.f;
    for (int e = beg + lane; e < end; e += 32) att[e * H + h] *= inv;
  }
}

// blockIdx.y picks the head; a warp per destination, lanes across the feature dimension.
template <int H>
__global__ void gat_spmm_kernel(const int *__restrict__ rowptr, const int *__restrict__ colidx, const float *__restrict__ att,
                                const float *__restrict__ feat, float *__restrict__ out, int nv, int f) {
  const int dst = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  const int h = blockIdx.y;
  if (dst >= nv) return;
  const int beg = rowptr[dst], end = rowptr[dst + 1];
  for (int k = lane; k < f; k += 32) {
    float acc = 0.f;
    for (int e = beg; e < end; ++e) acc += att[e * H + h] * __ldg(&feat[((size_t)colidx[e] * H + h) * f + k]);
    out[((size_t)dst * H + h) * f + k] = acc;
  }
}

template <int H>
__global__ void att_backward_scatter(const int *__restrict__ rowptr, const int *__restrict__ colidx, const float *__restrict__ att,
                                     float *__restrict__ grad_src, int nv) {
  const int dst = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int lane = threadIdx.x & 31;
  if (dst >= nv) return;
  const int beg = rowptr[dst], end = rowptr[dst + 1];
  for (int e = beg + lane; e < end; e += 32) {
    const int src = colidx[e];
#pragma unroll
    for (int h = 0; h < H; ++h) atomicAdd(&grad_src[src * H + h], att[e * H + h] * (1.f - att[e * H + h]));
  }
}

template __global__ void edge_softmax_kernel<4>(const int *, const int *, const float *, const float *, float *, int, float);
template __global__ void gat_spmm_kernel<4>(const int *, const int *, const float *, const float *, float *, int, int);
template __global__ void att_backward_scatter<4>(const int *, const int *, const float *, float *, int);
