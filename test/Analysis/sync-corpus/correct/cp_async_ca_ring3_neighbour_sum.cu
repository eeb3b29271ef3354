// A three-slot ring filled with hand-written 4-byte cp.async.ca PTX: two
// tiles are requested before the loop, iteration k requests tile k + 2 into
// slot (k + 2) % 3 (the slot iteration k - 1 read, freed by its closing
// barrier), commits a group (an empty one past the end keeps the count),
// waits until at most one group is pending (so tile k has landed), and after
// a barrier each thread adds its own element of slot k % 3 and its right
// neighbour's.
// LAUNCH: grid=2 block=256 args=in:f32[3072]:rand out:f32[512]:zero ntiles:i32=6
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define T 256
#define SLOTS 3

__device__ __forceinline__ void cp_async4(void *smem, const void *gmem) {
  const unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(s), "l"(gmem));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N)); }

extern "C" __global__ void __launch_bounds__(T) cp_async_ca_ring3_neighbour_sum(const float *in, float *out, int ntiles) {
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
    __syncthreads();
  }
  out[blockIdx.x * T + t] = acc;
}
