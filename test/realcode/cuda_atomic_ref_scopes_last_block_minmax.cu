// @realcode A single-pass min/max/sum reduction with libcu++ atomics at explicit scopes: cuda::atomic_ref<int, cuda::thread_scope_block> on __shared__ counters with fetch_min/fetch_max (the libcu++ extensions) and fetch_add, per-block results published to global memory and a device-scope ticket (cuda::atomic_ref<unsigned, cuda::thread_scope_device>::fetch_add with memory_order_acq_rel) so the last block to arrive folds every block's partials and resets the ticket for the next launch; cuda::atomic_thread_fence at device scope between the partial store and the ticket, and a release store / acquire load pair on a flag.
// @let N = 1 << 24
// @let BLOCKS = 1024
// @buf data i32[N] uniform(-1000000, 1000000)
// @buf partials i32[BLOCKS * 3] zero
// @buf ticket u32[1] zero
// @buf result i64[3] zero
// @buf ready i32[1] zero
// @launch minmax_sum_single_pass grid(BLOCKS) block(256) args(data, i32(N), partials, ticket, result, ready)
// @check result exact
// @check partials exact
// @check ready exact
#include <cuda/atomic>
#include <cuda/std/climits>

__global__ void minmax_sum_single_pass(const int *__restrict__ data, int n, int *partials, unsigned *ticket,
                                       long long *result, int *ready) {
  __shared__ int s_min, s_max, s_sum;
  __shared__ bool am_last;
  if (threadIdx.x == 0) {
    s_min = INT_MAX;
    s_max = INT_MIN;
    s_sum = 0;
  }
  __syncthreads();
  cuda::atomic_ref<int, cuda::thread_scope_block> bmin(s_min), bmax(s_max), bsum(s_sum);
  int lmin = INT_MAX, lmax = INT_MIN, lsum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    int v = data[i];
    lmin = min(lmin, v);
    lmax = max(lmax, v);
    lsum += v >> 8;  // scaled so a block's sum fits an int
  }
  bmin.fetch_min(lmin, cuda::memory_order_relaxed);
  bmax.fetch_max(lmax, cuda::memory_order_relaxed);
  bsum.fetch_add(lsum, cuda::memory_order_relaxed);
  __syncthreads();
  if (threadIdx.x == 0) {
    partials[3 * blockIdx.x + 0] = s_min;
    partials[3 * blockIdx.x + 1] = s_max;
    partials[3 * blockIdx.x + 2] = s_sum;
    cuda::atomic_thread_fence(cuda::memory_order_release, cuda::thread_scope_device);
    cuda::atomic_ref<unsigned, cuda::thread_scope_device> t(*ticket);
    am_last = t.fetch_add(1u, cuda::memory_order_acq_rel) == gridDim.x - 1;
  }
  __syncthreads();
  if (!am_last) return;
  // The last block: fold all partials (its warps split the work).
  __shared__ long long f_min, f_max, f_sum;
  if (threadIdx.x == 0) {
    f_min = LLONG_MAX;
    f_max = LLONG_MIN;
    f_sum = 0;
  }
  __syncthreads();
  cuda::atomic_ref<long long, cuda::thread_scope_block> gmin(f_min), gmax(f_max), gsum(f_sum);
  for (int b = threadIdx.x; b < (int)gridDim.x; b += blockDim.x) {
    cuda::atomic_ref<int, cuda::thread_scope_device> pm(partials[3 * b]), px(partials[3 * b + 1]),
        ps(partials[3 * b + 2]);
    gmin.fetch_min(pm.load(cuda::memory_order_relaxed));
    gmax.fetch_max(px.load(cuda::memory_order_relaxed));
    gsum.fetch_add(ps.load(cuda::memory_order_relaxed));
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    result[0] = f_min;
    result[1] = f_max;
    result[2] = f_sum;
    cuda::atomic_ref<int, cuda::thread_scope_device>(*ready).store(1, cuda::memory_order_release);
    cuda::atomic_ref<unsigned, cuda::thread_scope_device>(*ticket).store(0u, cuda::memory_order_relaxed);
  }
}
