// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11: a per-thread data index (`key % 16`, `key & 15`, an unsigned
// char) is only known to lie in a range, so a conflict with it used to be a
// warning without a witness. When the other access's threads touch every
// element of that range, some thread other than the indexing one meets it
// whatever the data is: a proven race, with a witness.

// The counts are read by threads 0..15 while other warps still count.
// CHECK: data-index-coverage.cu:[[#@LINE+8]]:{{.*}} error: shared-memory race (read-after-write){{.*}}threads 32 and 0, @{{.*}}count_mod{{.*}}.count[0], when the per-thread data index at line [[#@LINE+6]] takes any value of its range
__global__ void __launch_bounds__(256) count_mod(const unsigned *keys, unsigned *out) {
  __shared__ unsigned count[16];
  unsigned t = threadIdx.x;
  if (t < 16) count[t] = 0;
  __syncthreads();
  atomicAdd(&count[keys[blockIdx.x * 256 + t] % 16u], 1u);
  if (t < 16)
    out[t] = count[t];
}

// `& 6` reaches only 0, 2, 4, 6: the readers of the odd slots never meet
// it, so the cover argument does not apply; the conflict stays possible.
// CHECK: data-index-coverage.cu:[[#@LINE+8]]:{{.*}} warning: cannot prove {{.*}}only known to lie in a range
__global__ void __launch_bounds__(256) count_holes(const unsigned *keys, unsigned *out) {
  __shared__ unsigned count[8];
  unsigned t = threadIdx.x;
  if (t < 8) count[t] = 0;
  __syncthreads();
  atomicAdd(&count[keys[blockIdx.x * 256 + t] & 6u], 1u);
  if (t < 8)
    out[t] = count[t];
}

// Unsigned char data indexes one of 256 bins, each zeroed by its own
// thread: with data[t] == t every thread meets only itself, so no data-
// independent witness exists; a warning.
// CHECK: data-index-coverage.cu:[[#@LINE+5]]:{{.*}} warning: cannot prove {{.*}}only known to lie in a range
__global__ void __launch_bounds__(256) bins_own_thread(const unsigned char *data, unsigned *hist) {
  __shared__ unsigned h[256];
  unsigned t = threadIdx.x;
  h[t] = 0;
  atomicAdd(&h[data[blockIdx.x * 256 + t]], 1u);
  __syncthreads();
  atomicAdd(&hist[t], h[t]);
}
