// @realcode Brute-force incoherent dedispersion as pulsar/FRB search pipelines (dedisp, heimdall) run it: an 8-bit sigproc filterbank of NCHAN channels by NSAMP samples, a per-channel cold-plasma delay factor in __constant__ memory scaled per trial DM into an integer sample shift with __float2int_rn, each thread summing a tile of output samples over all channels with the channel's samples staged through shared memory in a loop, unsigned byte loads unpacked four at a time from uchar4, integer accumulation (exact), then a second kernel taking per-DM mean and peak (block reductions with a packed 64-bit atomicMax over (value, sample) pairs).
// @let NCHAN = 256
// @let NSAMP = 1 << 16
// @let NDM = 256
// @let OUT = NSAMP - 4096
// @const c_delay f32[256] uniform(0, 1)
// @buf filterbank u8[NCHAN * NSAMP] uniform(0, 256)
// @buf dm_list f32[NDM] iota(0, 0.0625)
// @buf series u32[NDM * OUT] zero
// @buf peaks u64[NDM] zero
// @buf sums u64[NDM] zero
// @launch dedisperse_kernel grid(OUT / 1024, NDM) block(256) args(filterbank, dm_list, series, i32(NSAMP), i32(OUT))
// @launch series_stats_kernel grid(OUT / 4096, NDM) block(256) args(series, peaks, sums, i32(OUT))
// @check series exact
// @check peaks exact
// @check sums exact
#include <cstdint>

#define DEDISP_NCHANS 256
#define DEDISP_SAMPS_PER_THREAD 4
#define DEDISP_BLOCK_SAMPS (256 * DEDISP_SAMPS_PER_THREAD)

typedef unsigned char dedisp_byte;
typedef unsigned int dedisp_word;

// delay of each channel in samples per unit DM, nu^-2 law, precomputed on the host
__constant__ float c_delay[DEDISP_NCHANS];

__device__ __forceinline__ dedisp_word sum_bytes(uchar4 v) { return (dedisp_word)v.x + v.y + v.z + v.w; }

__global__ void __launch_bounds__(256) dedisperse_kernel(const dedisp_byte *__restrict__ d_in, const float *__restrict__ d_dm_list,
                                                         dedisp_word *__restrict__ d_out, int nsamps, int nsamps_computed) {
  // one channel's window of samples for this block: the block's 1024 output samples plus the
  // largest shift any channel gets (at most 4096 for the DMs used)
  __shared__ uchar4 s_window[(DEDISP_BLOCK_SAMPS + 4096) / 4];
  const int dm_idx = blockIdx.y;
  const float dm = d_dm_list[dm_idx];
  const int block_samp = blockIdx.x * DEDISP_BLOCK_SAMPS;
  const int samp = block_samp + threadIdx.x * DEDISP_SAMPS_PER_THREAD;
  dedisp_word sum[DEDISP_SAMPS_PER_THREAD] = {0, 0, 0, 0};
  for (int chan = 0; chan < DEDISP_NCHANS; ++chan) {
    const int delay = __float2int_rn(c_delay[chan] * dm * 255.0f);
    const uchar4 *src = (const uchar4 *)(d_in + (size_t)chan * nsamps + block_samp);
    __syncthreads();
    for (int i = threadIdx.x; i < (DEDISP_BLOCK_SAMPS + 4096) / 4; i += blockDim.x)
      s_window[i] = (block_samp + 4 * i + 3 < nsamps) ? src[i] : make_uchar4(0, 0, 0, 0);
    __syncthreads();
    const unsigned char *w = (const unsigned char *)s_window;
#pragma unroll
    for (int s = 0; s < DEDISP_SAMPS_PER_THREAD; ++s)
      sum[s] += w[threadIdx.x * DEDISP_SAMPS_PER_THREAD + s + delay];
  }
  if (samp + DEDISP_SAMPS_PER_THREAD <= nsamps_computed) {
    uint4 out = make_uint4(sum[0], sum[1], sum[2], sum[3]);
    *(uint4 *)(d_out + (size_t)dm_idx * nsamps_computed + samp) = out;
  }
}

// peak as (value << 32 | ~sample): atomicMax keeps the largest value, earliest sample on ties
__global__ void series_stats_kernel(const dedisp_word *__restrict__ series, unsigned long long *peaks, unsigned long long *sums, int nsamps) {
  __shared__ unsigned long long s_peak[8];
  __shared__ unsigned long long s_sum[8];
  const dedisp_word *row = series + (size_t)blockIdx.y * nsamps;
  unsigned long long best = 0, total = 0;
  for (int i = blockIdx.x * 4096 + threadIdx.x; i < min(nsamps, (int)(blockIdx.x + 1) * 4096); i += blockDim.x) {
    dedisp_word v = row[i];
    total += v;
    unsigned long long key = ((unsigned long long)v << 32) | (0xffffffffu - (unsigned)i);
    best = key > best ? key : best;
  }
  for (int off = 16; off > 0; off >>= 1) {
    unsigned long long ob = __shfl_down_sync(0xffffffffu, best, off);
    best = ob > best ? ob : best;
    total += __shfl_down_sync(0xffffffffu, total, off);
  }
  if ((threadIdx.x & 31) == 0) {
    s_peak[threadIdx.x >> 5] = best;
    s_sum[threadIdx.x >> 5] = total;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int w = 1; w < 8; ++w) {
      best = s_peak[w] > best ? s_peak[w] : best;
      total += s_sum[w];
    }
    atomicMax(&peaks[blockIdx.y], best);
    atomicAdd(&sums[blockIdx.y], total);
  }
}
