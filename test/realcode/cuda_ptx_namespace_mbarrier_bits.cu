// @realcode kernels written against libcu++'s <cuda/ptx> wrappers, as recent CCCL-based code does instead of raw asm: cuda::ptx::mbarrier_init / mbarrier_arrive / mbarrier_try_wait_parity as a block-wide phase barrier around a shared-memory producer/consumer step, cuda::ptx::fence_mbarrier_init, cuda::ptx::get_sreg_laneid / get_sreg_lanemask_lt / get_sreg_ntid_x / get_sreg_dynamic_smem_size, and the bit instructions cuda::ptx::bfind, bmsk_clamp / bmsk_wrap, prmt, shl / shr (arithmetic on signed).
// @let N = 1 << 22
// @buf x u32[N] uniform(0, 4294967295)
// @buf bits u32[N * 2] zero
// @buf rolled u32[N] zero
// @buf ranks u32[N] zero
// @launch ptx_bits grid(N / 256) block(256) args(x, bits, i32(N))
// @launch mbarrier_roll grid(N / 256) block(256) shared(1024) args(x, rolled, ranks)
// @check bits exact
// @check rolled exact
// @check ranks exact
#include <cuda/ptx>
#include <cuda/std/cstdint>

namespace ptx = cuda::ptx;

__global__ void ptx_bits(const cuda::std::uint32_t *__restrict__ x, cuda::std::uint32_t *__restrict__ bits, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuda::std::uint32_t v = x[i];
  cuda::std::uint32_t hi = ptx::bfind(v);                       // 0xffffffff for 0
  cuda::std::uint32_t sh = ptx::bfind_shiftamt(v);
  cuda::std::uint32_t m1 = ptx::bmsk_clamp(v & 31u, (v >> 5) & 63u);
  cuda::std::uint32_t m2 = ptx::bmsk_wrap(v & 31u, (v >> 11) & 63u);
  cuda::std::uint32_t p = ptx::prmt(v, ~v, 0x3715u);
  cuda::std::int32_t s = ptx::shr((cuda::std::int32_t)v, (v >> 27) + 3u);  // arithmetic shift, clamped by PTX
  cuda::std::uint32_t l = ptx::shl(v, (v & 63u));                           // shift >= 32 gives 0
  cuda::std::uint32_t b = ptx::bfind((cuda::std::int64_t)(cuda::std::int32_t)v * -3);
  bits[2 * (size_t)i] = hi ^ (sh << 8) ^ (m1 << 3) ^ m2 ^ b;
  bits[2 * (size_t)i + 1] = p + (cuda::std::uint32_t)s + l;
}

__global__ void mbarrier_roll(const cuda::std::uint32_t *__restrict__ x, cuda::std::uint32_t *__restrict__ rolled,
                              cuda::std::uint32_t *__restrict__ ranks) {
  extern __shared__ cuda::std::uint32_t buf[];
  __shared__ cuda::std::uint64_t bar;
  const cuda::std::uint32_t tid = threadIdx.x, nt = ptx::get_sreg_ntid_x();
  if (tid == 0) {
    ptx::mbarrier_init(&bar, nt);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  const cuda::std::size_t i = (cuda::std::size_t)blockIdx.x * nt + tid;
  cuda::std::uint32_t parity = 0;
  buf[tid] = x[i];
  for (int round = 0; round < 3; ++round) {
    (void)ptx::mbarrier_arrive(&bar);
    while (!ptx::mbarrier_try_wait_parity(&bar, parity)) {}
    parity ^= 1u;
    cuda::std::uint32_t left = buf[(tid + nt - 1) % nt], right = buf[(tid + 1) % nt];
    cuda::std::uint32_t mine = buf[tid];
    (void)ptx::mbarrier_arrive(&bar);
    while (!ptx::mbarrier_try_wait_parity(&bar, parity)) {}
    parity ^= 1u;
    buf[tid] = (left >> 1) + (right >> 2) + (mine >> 2) + (cuda::std::uint32_t)round;
  }
  cuda::std::uint32_t lane = ptx::get_sreg_laneid();
  cuda::std::uint32_t below = __popc(ptx::get_sreg_lanemask_lt() & __ballot_sync(0xffffffffu, buf[tid] & 1u));
  rolled[i] = buf[tid];
  ranks[i] = below | (lane << 8) | (ptx::get_sreg_dynamic_smem_size() << 16);
}
