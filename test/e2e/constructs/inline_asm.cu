// Inline PTX as production kernels write it (checked on the GPU by construct_language.cpp):
// special registers, warp shuffles and votes in asm, bit tricks (prmt, bfe, lop3, shf),
// multi-word arithmetic with carries, "+r" in/out operands, 16-bit "h" and 64-bit "l"/"d"
// operands, "n" immediates, multi-instruction { .reg ...; } blocks, templates assembled by
// macros, asm in templates and device functions, cache-hinted loads and stores, atomics and
// reductions, shared memory through __cvta_generic_to_shared addresses (ld/st.shared, cp.async),
// barriers (bar.sync 0 and a named barrier for two warps), fences, and clocks.

// ---- helpers in the style of CUTLASS / llm.c / CUDA samples -----------------------------------
__device__ __forceinline__ unsigned lane_id() {
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}

__device__ __forceinline__ unsigned warp_id_hw() {
  unsigned w;
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(w));
  return w;
}

// One butterfly step of a sum in a { .reg } block: the shuffle, then the add
// (a shuffle alone only permutes the lanes' values).
#define SHFL_XOR_ADD_ASM(var, m)                                                               \
  asm volatile("{ .reg .b32 other; shfl.sync.bfly.b32 other, %0, " #m ", 0x1f, 0xffffffff; "   \
               "add.u32 %0, %0, other; }"                                                      \
               : "+r"(var))

__device__ __forceinline__ unsigned warp_sum(unsigned v) {
  SHFL_XOR_ADD_ASM(v, 16);
  SHFL_XOR_ADD_ASM(v, 8);
  SHFL_XOR_ADD_ASM(v, 4);
  SHFL_XOR_ADD_ASM(v, 2);
  SHFL_XOR_ADD_ASM(v, 1);
  return v;
}

__device__ __forceinline__ float warp_max_f(float v) {
  for (int offset = 16; offset > 0; offset >>= 1) {
    float other;
    asm volatile("shfl.sync.down.b32 %0, %1, %2, 0x1f, %3;"
                 : "=f"(other)
                 : "f"(v), "r"(offset), "r"(0xffffffffu));
    v = fmaxf(v, other);
  }
  return v;
}

template <int N>
__device__ __forceinline__ unsigned rotl(unsigned x) {
  unsigned r;
  asm("shf.l.wrap.b32 %0, %1, %1, %2;" : "=r"(r) : "r"(x), "n"(N));
  return r;
}

__device__ __forceinline__ unsigned byte_swap(unsigned x) {
  unsigned r;
  asm("prmt.b32 %0, %1, 0, 0x0123;" : "=r"(r) : "r"(x));
  return r;
}

__device__ __forceinline__ unsigned extract_bits(unsigned x, unsigned pos, unsigned len) {
  unsigned r;
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(pos), "r"(len));
  return r;
}

__device__ __forceinline__ unsigned majority(unsigned a, unsigned b, unsigned c) {
  unsigned r;
  asm("lop3.b32 %0, %1, %2, %3, 0xE8;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}

// 96-bit + 96-bit with carries (multi-precision arithmetic as in crypto kernels).
__device__ __forceinline__ void add96(unsigned &a0, unsigned &a1, unsigned &a2, unsigned b0,
                                      unsigned b1, unsigned b2) {
  asm("add.cc.u32 %0, %0, %3;\n\t"
      "addc.cc.u32 %1, %1, %4;\n\t"
      "addc.u32 %2, %2, %5;"
      : "+r"(a0), "+r"(a1), "+r"(a2)
      : "r"(b0), "r"(b1), "r"(b2));
}

__device__ __forceinline__ unsigned long long mul_wide(unsigned a, unsigned b) {
  unsigned long long r;
  asm("mul.wide.u32 %0, %1, %2;" : "=l"(r) : "r"(a), "r"(b));
  return r;
}

// min of three with a predicate block and %% escapes.
__device__ __forceinline__ int clamp_asm(int x, int lo, int hi) {
  int r;
  asm("{\n\t"
      ".reg .pred %%p;\n\t"
      "setp.lt.s32 %%p, %1, %2;\n\t"
      "selp.s32 %0, %2, %1, %%p;\n\t"
      "setp.gt.s32 %%p, %0, %3;\n\t"
      "@%%p mov.s32 %0, %3;\n\t"
      "}"
      : "=r"(r)
      : "r"(x), "r"(lo), "r"(hi));
  return r;
}

__device__ __forceinline__ float4 ld_nc_v4(const float4 *p) {
  float4 r;
  asm volatile("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];"
               : "=f"(r.x), "=f"(r.y), "=f"(r.z), "=f"(r.w)
               : "l"(p));
  return r;
}

__device__ __forceinline__ void st_cs_v4(float4 *p, float4 v) {
  asm volatile("st.global.cs.v4.f32 [%0], {%1, %2, %3, %4};" ::"l"(p), "f"(v.x), "f"(v.y),
               "f"(v.z), "f"(v.w)
               : "memory");
}

__device__ __forceinline__ double fma_d(double a, double b, double c) {
  double r;
  asm("fma.rn.f64 %0, %1, %2, %3;" : "=d"(r) : "d"(a), "d"(b), "d"(c));
  return r;
}

__device__ __forceinline__ unsigned short add_h(unsigned short a, unsigned short b) {
  unsigned short r;
  asm("add.u16 %0, %1, %2;" : "=h"(r) : "h"(a), "h"(b));
  return r;
}

// ---- kernels ----------------------------------------------------------------------------------

// Registers and bit tricks: one record of eight results per thread.
extern "C" __global__ void asm_registers(const unsigned *in, unsigned *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  unsigned x = in[t];
  unsigned *o = out + 8 * t;
  o[0] = lane_id() == (threadIdx.x & 31) ? 1u : 0u;
  o[1] = rotl<7>(x);
  o[2] = byte_swap(x);
  o[3] = extract_bits(x, t % 24, 8);
  o[4] = majority(x, x >> 3, ~x << 5);
  o[5] = unsigned(clamp_asm(int(x % 2000) - 1000, -300, 400));
  unsigned long long w = mul_wide(x, x ^ 0x9e3779b9u);
  o[6] = unsigned(w >> 32) ^ unsigned(w);
  o[7] = add_h((unsigned short)x, (unsigned short)(x >> 16));
}

// Warp collectives in asm: a block sum through shfl.sync and shared memory addressed by
// __cvta_generic_to_shared, with bar.sync 0 as the barrier.
// Each block's sum also goes to block_sums[blockIdx.x] by a plain store, so that a wrong total
// says whether the shared-memory/bar.sync part or the red.global part went wrong.
extern "C" __global__ void asm_block_sum(const unsigned *in, unsigned *out, unsigned *block_sums, int n) {
  __shared__ unsigned partial[32];
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = t < n ? in[t] : 0u;
  v = warp_sum(v);
  unsigned lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0) {
    unsigned addr = static_cast<unsigned>(__cvta_generic_to_shared(&partial[warp]));
    asm volatile("st.shared.u32 [%0], %1;" ::"r"(addr), "r"(v) : "memory");
  }
  asm volatile("bar.sync 0;" ::: "memory");
  if (warp == 0) {
    unsigned s = 0;
    if (lane < blockDim.x / 32) {
      unsigned addr = static_cast<unsigned>(__cvta_generic_to_shared(&partial[lane]));
      asm volatile("ld.shared.u32 %0, [%1];" : "=r"(s) : "r"(addr) : "memory");
    }
    s = warp_sum(s);
    if (lane == 0) {
      block_sums[blockIdx.x] = s;
      asm volatile("red.global.add.u32 [%0], %1;" ::"l"(out), "r"(s) : "memory");
    }
  }
}

// Max of floats: shfl.sync.down with operands for the delta and the mask.
extern "C" __global__ void asm_warp_max(const float *in, float *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float m = warp_max_f(in[t]);
  if ((threadIdx.x & 31) == 0)
    out[t / 32] = m;
}

// Streaming copy with non-coherent vector loads and cache-streaming stores, scaled by a
// double fma and a 96-bit counter.
extern "C" __global__ void asm_stream(const float4 *in, float4 *out, unsigned *counters, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 v = ld_nc_v4(in + i);
  double s = fma_d(double(i), 0.5, 1.0);
  v.x = float(v.x * s);
  v.y = float(v.y + s);
  v.z = v.z - 1.0f;
  v.w = float(s);
  st_cs_v4(out + i, v);
  unsigned a0 = 0xffffffffu, a1 = 0xffffffffu, a2 = unsigned(i);
  add96(a0, a1, a2, unsigned(i) + 1u, 0u, 0u);
  counters[3 * i + 0] = a0;
  counters[3 * i + 1] = a1;
  counters[3 * i + 2] = a2;
}

// Shared-memory atomics and a named barrier: each of the first two warps counts its
// lanes' residues mod 16 with red.shared; the two warps meet at barrier 1 (64 threads) while
// the rest of the block is elsewhere; then they publish.
extern "C" __global__ void asm_named_barrier(const unsigned *in, unsigned *out) {
  __shared__ unsigned bins[16];
  unsigned t = threadIdx.x;
  if (t < 16)
    bins[t] = 0;
  __syncthreads();
  if (t < 64) {
    unsigned v = in[blockIdx.x * blockDim.x + t] & 15u;
    unsigned addr = static_cast<unsigned>(__cvta_generic_to_shared(&bins[v]));
    asm volatile("red.shared.add.u32 [%0], 1;" ::"r"(addr) : "memory");
    asm volatile("bar.sync 1, 64;" ::: "memory");
    if (t < 16)
      out[blockIdx.x * 16 + t] = bins[t];
  }
}

// cp.async (sm_80+): stage a tile of global memory into shared memory with 16-byte
// asynchronous copies, wait for the group, barrier, then read it transposed.
extern "C" __global__ void asm_cp_async(const float *in, float *out) {
  __shared__ __align__(16) float tile[32 * 4];
  unsigned t = threadIdx.x; // 32 threads, 16 bytes each
  const float *src = in + blockIdx.x * 128 + 4 * t;
  unsigned dst = static_cast<unsigned>(__cvta_generic_to_shared(&tile[4 * t]));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(dst), "l"(src) : "memory");
  asm volatile("cp.async.commit_group;" ::: "memory");
  asm volatile("cp.async.wait_group 0;" ::: "memory");
  __syncthreads();
  for (int k = 0; k < 4; ++k)
    out[blockIdx.x * 128 + k * 32 + t] = tile[4 * t + k] + tile[(4 * ((t + 1) & 31)) + k];
}

// Clocks and fences: elapsed cycles are non-negative, the global timer does not go back,
// membar/fence order the flag after the data (last-block pattern).
extern "C" __global__ void asm_clock_fence(unsigned long long *times, unsigned *data,
                                           unsigned *counter, unsigned *result) {
  unsigned long long c0, c1, g0, g1;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(c0));
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g0));
  data[blockIdx.x] = blockIdx.x + 1;
  asm volatile("membar.gl;" ::: "memory");
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(c1));
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g1));
  if (threadIdx.x == 0) {
    times[2 * blockIdx.x] = c1 - c0;
    times[2 * blockIdx.x + 1] = g1 >= g0 ? 1 : 0;
    unsigned ticket = atomicAdd(counter, 1u);
    if (ticket == gridDim.x - 1) {
      unsigned s = 0;
      for (unsigned b = 0; b < gridDim.x; ++b)
        s += ((volatile unsigned *)data)[b];
      *result = s;
    }
  }
  (void)warp_id_hw();
}
