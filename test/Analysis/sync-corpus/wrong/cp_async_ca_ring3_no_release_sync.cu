// cp_async_ca_ring3_neighbour_sum without the barrier that ends the reads of
// a slot: iteration k + 1 refills slot (k + 3) % 3 = k % 3 with cp.async
// while a slower thread may still read its right neighbour's element of it
// (thread t + 1's copy lands in ring[k % 3][t + 1], which thread t reads).
// LAUNCH: grid=2 block=256 args=in:f32[3072]:rand out:f32[512]:zero ntiles:i32=6
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s

#define T 256
#define SLOTS 3

__device__ __forceinline__ void cp_async4(void *smem, const void *gmem) {
  const unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  // CHECK: cp_async_ca_ring3_no_release_sync.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(s), "l"(gmem));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N)); }

extern "C" __global__ void __launch_bounds__(T) cp_async_ca_ring3_no_release_sync(const float *in, float *out, int ntiles) {
  __shared__ float ring[SLOTS][T];
  const int t = threadIdx.x;
  const float *src = in + (size_t)blockIdx.x * ntiles * T;
  for (int s = 0; s < SLOTS - 1; ++s) {
    if (s < ntiles) cp_async4(&ring[s][t], src + s * T + t);
    cp_async_commit();
  }
  float acc = 0.0f;
  for (int k = 0; k < ntiles; ++k) {
    const int next = k + SLOTS - 1;
    if (next < ntiles) cp_async4(&ring[next % SLOTS][t], src + next * T + t);
    cp_async_commit();
    cp_async_wait<SLOTS - 2>();
    __syncthreads();
    acc += ring[k % SLOTS][t] + ring[k % SLOTS][(t + 1) % T];
  }
  out[blockIdx.x * T + t] = acc;
}
