// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// A shared index read from a lookup table whose contents the module holds
// (`__constant__` or `static const` with an initializer) at a function of
// the thread is itself a function of the thread: `blk[c_perm[t]]` with a
// permutation is race-free, with a table that repeats an entry it is a
// proven write-after-write with a witness. (Branch sync30: both were the
// warning "the index ... is per-thread data".)

__constant__ unsigned char c_perm[16] = {0, 1, 4, 8, 5, 2, 3, 6, 9, 12, 13, 10, 7, 11, 14, 15};
__constant__ unsigned char c_repeat_host[16] = {0, 1, 4, 8, 5, 2, 3, 6, 9, 12, 13, 10, 7, 11, 14, 14};
__constant__ unsigned char c_unset[16];

// No diagnostic: a permutation.
__global__ void __launch_bounds__(16) permuted_store(const int *in, int *out) {
  __shared__ int blk[16];
  blk[c_perm[threadIdx.x]] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = blk[threadIdx.x];
}

// No diagnostic: a `static const` table in the function.
__global__ void __launch_bounds__(8) static_table_store(const int *in, int *out) {
  static const int rev[8] = {0, 4, 2, 6, 1, 5, 3, 7};
  __shared__ int blk[8];
  blk[rev[threadIdx.x]] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = blk[threadIdx.x];
}

// Entries 14 and 15 of the read-only table are both 14.
__global__ void __launch_bounds__(16) repeated_store(const int *in, int *out) {
  static const unsigned char c_repeat[16] = {0, 1, 4, 8, 5, 2, 3, 6, 9, 12, 13, 10, 7, 11, 14, 14};
  __shared__ int blk[16];
  // CHECK: :[[@LINE+1]]:3: error: shared-memory race (write-after-write){{.*}}threads 1{{[45]}} and 1{{[45]}}, @_Z14repeated_storePKiPi.blk[14]
  blk[c_repeat[threadIdx.x]] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = blk[threadIdx.x];
}

// Set by the host only: its contents are data, the verdict stays undecided.
__global__ void __launch_bounds__(16) host_table_store(const int *in, int *out) {
  __shared__ int blk[16];
  // CHECK: :[[@LINE+1]]:3: warning: shared-memory race (write-after-write){{.*}}per-thread data
  blk[c_unset[threadIdx.x]] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = blk[threadIdx.x];
}

// A __constant__ table with a repeated entry: the host may have rewritten
// it, so undecided.
__global__ void __launch_bounds__(16) repeated_host_store(const int *in, int *out) {
  __shared__ int blk[16];
  // CHECK: :[[@LINE+1]]:3: warning: shared-memory race (write-after-write){{.*}}per-thread data
  blk[c_repeat_host[threadIdx.x]] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = blk[threadIdx.x];
}
