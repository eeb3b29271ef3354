// RUN: kilnc %s --arch=sm_90 -o /dev/null 2> %t.err; FileCheck %s --implicit-check-not=warning: --implicit-check-not=error: < %t.err
// Issue 11 (branch sync36): each thread's keys in a shared column,
// keys[k * 128 + t] with 128 threads, sorted by a comparator network whose
// pairs come from a __constant__ table (lo, hi: uniform values nothing
// knows). Every address is 128 * (something) + t, so different threads
// never meet, whatever lo, hi and k are; "the addresses ... differ by a
// value not known here" (seven warnings) because the residue rule ran only
// for data indices (widened ranges), never for uniform symbols with a common
// step.

__constant__ int pairs[6][2] = {{0, 1}, {2, 3}, {0, 2}, {1, 3}, {1, 2}, {0, 3}};

// Silent.
extern "C" __global__ void __launch_bounds__(128) network_columns(const int *in, int *out) {
  __shared__ int keys[4 * 128];
  const int t = threadIdx.x;
  for (int k = 0; k < 4; ++k)
    keys[k * 128 + t] = in[t * 4 + k];
  for (int s = 0; s < 6; ++s) {
    const int lo = pairs[s][0], hi = pairs[s][1];
    const int a = keys[lo * 128 + t], b = keys[hi * 128 + t];
    keys[lo * 128 + t] = min(a, b);
    keys[hi * 128 + t] = max(a, b);
  }
  for (int k = 0; k < 4; ++k)
    out[t * 4 + k] = keys[k * 128 + t];
}

// 256 threads in rows of 128 (the array has room for them): thread t and
// t + 128 share a column. The comparators' rows are the table's (the host
// may rewrite it): warnings there; the copies' rows are counters: errors.
extern "C" __global__ void __launch_bounds__(256) network_shared_columns(const int *in, int *out) {
  __shared__ int keys[8 * 128];
  const int t = threadIdx.x;
  for (int k = 0; k < 4; ++k)
    // CHECK: uniform-symbol-rows-thread-columns.cu:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}(write-after-write){{.*}}threads
    keys[k * 128 + t] = in[t * 4 + k];
  for (int s = 0; s < 6; ++s) {
    const int lo = pairs[s][0], hi = pairs[s][1];
    // CHECK-COUNT-2: uniform-symbol-rows-thread-columns.cu:[[@LINE+1]]:{{[0-9]+}}: warning: {{.*}}(read-after-write)
    const int a = keys[lo * 128 + t], b = keys[hi * 128 + t];
    // CHECK-COUNT-2: uniform-symbol-rows-thread-columns.cu:[[@LINE+1]]:{{[0-9]+}}: warning:
    keys[lo * 128 + t] = min(a, b);
    // CHECK-COUNT-2: uniform-symbol-rows-thread-columns.cu:[[@LINE+1]]:{{[0-9]+}}: warning:
    keys[hi * 128 + t] = max(a, b);
  }
  for (int k = 0; k < 4; ++k)
    // CHECK: uniform-symbol-rows-thread-columns.cu:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}(read-after-write){{.*}}threads
    out[t * 4 + k] = keys[k * 128 + t];
}
