// @realcode GPU memory-benchmark style kernels: a latency pointer chase (one thread per block walks a strided permutation ring with inline PTX ld.global.cg.u32 so the L1 is bypassed, clock64() around the walk stored as a side output, the final index and a checksum checked), a global-memory bandwidth probe that reads float4 with __ldcg/__ldca under a template stride, and a shared-memory bank-conflict probe whose stride is a kernel argument; volatile sinks keep the loads alive as such benchmarks do.
// @let N = 1 << 22
// @let STEPS = 4096
// @let NB = 264
// @buf ring u32[N] zero
// @buf chase_out u32[NB * 2] zero
// @buf cycles i64[NB] zero
// @buf data f32[N * 4] uniform(-1, 1)
// @buf bw_out f32[NB * 256] zero
// @buf bank_out u32[NB * 256] zero
// @launch build_ring grid(cdiv(N, 256)) block(256) args(ring, u32(N), u32(4099))
// @launch pointer_chase grid(NB) block(32) args(ring, chase_out, cycles, i32(STEPS))
// @launch read_bandwidth<2> grid(NB) block(256) args(data, bw_out, i32(N))
// @launch shared_bank_probe grid(NB) block(256) args(bank_out, i32(5), i32(64))
// @check ring exact
// @check chase_out exact
// @check bw_out rel=1e-5 abs=1e-5
// @check bank_out exact
#include <cstdint>
#include <cuda_runtime.h>

// ring[i] = (i + stride) mod N: a single cycle when stride and N are coprime.
__global__ void build_ring(unsigned *ring, unsigned n, unsigned stride) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) ring[i] = (i + stride) % n;
}

__device__ __forceinline__ unsigned ld_cg(const unsigned *p) {
  unsigned v;
  asm volatile("ld.global.cg.u32 %0, [%1];" : "=r"(v) : "l"(p));
  return v;
}

__global__ void pointer_chase(const unsigned *__restrict__ ring, unsigned *out, long long *cycles, int steps) {
  if (threadIdx.x != 0) return;
  unsigned j = blockIdx.x * 977u;
  unsigned sum = 0;
  long long start = clock64();
  for (int s = 0; s < steps; ++s) {
    j = ld_cg(ring + j);
    sum += j;
  }
  long long stop = clock64();
  out[2 * blockIdx.x] = j;
  out[2 * blockIdx.x + 1] = sum;
  cycles[blockIdx.x] = stop - start;
}

template <int UNROLL>
__global__ void read_bandwidth(const float4 *__restrict__ data, float *out, int n) {
  float acc = 0.f;
  const int stride = gridDim.x * blockDim.x;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (; i + (UNROLL - 1) * stride < n; i += UNROLL * stride) {
    float4 v[UNROLL];
#pragma unroll
    for (int u = 0; u < UNROLL; ++u) v[u] = (u & 1) ? __ldca(data + i + u * stride) : __ldcg(data + i + u * stride);
#pragma unroll
    for (int u = 0; u < UNROLL; ++u) acc += (v[u].x + v[u].y) + (v[u].z + v[u].w);
  }
  for (; i < n; i += stride) {
    float4 v = __ldcg(data + i);
    acc += (v.x + v.y) + (v.z + v.w);
  }
  volatile float *sink = out;
  sink[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
template __global__ void read_bandwidth<2>(const float4 *, float *, int);

__global__ void shared_bank_probe(unsigned *out, int stride, int iters) {
  __shared__ unsigned smem[256 * 8];
  for (int i = threadIdx.x; i < 256 * 8; i += blockDim.x) smem[i] = i * 2654435761u;
  __syncthreads();
  unsigned idx = (threadIdx.x * stride) % (256 * 8);
  unsigned acc = 0;
  for (int k = 0; k < iters; ++k) {
    acc += smem[idx];
    idx = (idx + acc) % (256 * 8);
  }
  volatile unsigned *sink = out;
  sink[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
