// Shared-memory histogram in Kiln spelling: block-scope atomics on shared
// bins, then device-scope atomics to merge into the global histogram.
#include <kiln/simt.hpp>

constexpr int kBins = 256;

extern "C" __global__ void kiln_histogram(const unsigned char *__restrict__ data,
                                          unsigned *hist, long n) {
  __shared__ unsigned bins[kBins];
  unsigned tid = kiln::thread_idx().x, threads = kiln::block_dim().x;
  for (unsigned b = tid; b < kBins; b += threads)
    bins[b] = 0;
  kiln::sync(kiln::scope::block);
  long stride = (long)kiln::grid_dim().x * threads;
  for (long i = (long)kiln::block_idx().x * threads + tid; i < n; i += stride) {
    kiln::atomic_ref<unsigned, kiln::scope::block> bin(bins[data[i]]);
    bin.fetch_add(1u, kiln::memory_order::relaxed);
  }
  kiln::sync(kiln::scope::block);
  for (unsigned b = tid; b < kBins; b += threads)
    if (bins[b])
      kiln::atomic_ref<unsigned>(hist[b]).fetch_add(bins[b], kiln::memory_order::relaxed);
}
