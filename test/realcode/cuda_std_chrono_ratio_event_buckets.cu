// @realcode telemetry bucketing in the style of libcu++ users: nanosecond timestamps held as cuda::std::chrono::duration<int64_t, nano>, duration_cast to microseconds/milliseconds, floor/ceil/round of durations, compile-time cuda::std::ratio arithmetic (ratio_multiply/ratio_divide) for a resampling factor, and a shared-memory per-bucket histogram with the duration's count() as the key.
// @let N = 1 << 22
// @buf stamps u64[N] uniform(0, 4000000000)
// @buf lat u32[N] uniform(100, 5000000)
// @buf hist u32[1024] zero
// @buf rounded i64[N] zero
// @buf resampled i64[N] zero
// @buf spans i32[N] zero
// @launch bucket_events grid(cdiv(N, 256)) block(256) args(stamps, lat, hist, rounded, resampled, spans, i32(N))
// @check hist exact
// @check rounded exact
// @check resampled exact
// @check spans exact
#include <cuda/std/chrono>
#include <cuda/std/ratio>
#include <cuda/std/cstdint>

namespace chr = cuda::std::chrono;
using nanos = chr::duration<cuda::std::int64_t, cuda::std::nano>;
using frames = chr::duration<cuda::std::int64_t, cuda::std::ratio<1, 240>>;   // 240 Hz ticks
using per_sample = cuda::std::ratio_divide<cuda::std::ratio<1, 48000>, cuda::std::ratio<1, 240>>;
using scaled = cuda::std::ratio_multiply<per_sample, cuda::std::ratio<3, 2>>;
static_assert(per_sample::num == 1 && per_sample::den == 200, "ratio_divide reduces");

__global__ void bucket_events(const cuda::std::uint64_t *__restrict__ stamps, const unsigned *__restrict__ lat,
                              unsigned *__restrict__ hist, cuda::std::int64_t *__restrict__ rounded,
                              cuda::std::int64_t *__restrict__ resampled, int *__restrict__ spans, int n) {
  __shared__ unsigned local_hist[1024];
  for (int b = threadIdx.x; b < 1024; b += blockDim.x) local_hist[b] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    nanos t{(cuda::std::int64_t)stamps[i]};
    nanos latency{(cuda::std::int64_t)lat[i]};
    auto end = t + latency;
    auto ms = chr::duration_cast<chr::milliseconds>(end);               // truncates
    atomicAdd(&local_hist[(unsigned)(ms.count() % 1024)], 1u);
    auto us_floor = chr::floor<chr::microseconds>(latency);
    auto us_ceil = chr::ceil<chr::microseconds>(latency);
    auto us_round = chr::round<chr::microseconds>(latency);
    rounded[i] = us_floor.count() * 1000000 + (us_ceil - us_floor).count() * 1000 + us_round.count() % 1000;
    frames f = chr::duration_cast<frames>(end);
    resampled[i] = f.count() * scaled::num / scaled::den + chr::duration_cast<chr::seconds>(t).count();
    spans[i] = (int)chr::duration_cast<chr::microseconds>(latency % chr::milliseconds{1}).count();
  }
  __syncthreads();
  for (int b = threadIdx.x; b < 1024; b += blockDim.x)
    if (local_hist[b]) atomicAdd(&hist[b], local_hist[b]);
}
