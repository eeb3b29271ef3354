// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DWRONG 2>&1 | FileCheck %s
// Issue 11 (branch sync26): a loop counter whose values the search cannot
// enumerate (`for (j = 0; j < cnt; ++j)`, cnt = min(32, n - base) per warp)
// left a missing __syncwarp() a warning: "the addresses differ by a value not
// known here". Every run of the loop's body starts with j at its entry
// value, so where the access runs in every iteration and the other access is
// outside the loop (or in the same iteration), binding j = 0 gives a pair
// the code runs: lane 1 reads s_p[w][0], which lane 0 writes
// (Impl::firstIterationConflict). The correct kernel has the __syncwarp().
__global__ void __launch_bounds__(128) weigh_rows(const float *v, float *out, int n) {
  __shared__ float s_p[4][32];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  float acc = 0.f;
  for (int base = warp * 32; base < n; base += 128) {
    s_p[warp][lane] = v[base + lane];
#ifndef WRONG
    __syncwarp();
#endif
    const int cnt = min(32, n - base);
    for (int j = 0; j < cnt; ++j)
      // CHECK: first-iteration-counter.cu:[[@LINE+1]]:{{.*}} error: warp-synchronous shared-memory access without __syncwarp(){{.*}}(read-after-write){{.*}}threads {{[0-9]+}} and {{[0-9]+}}{{.*}}first iteration
      acc += s_p[warp][j] * v[base + j];
    __syncwarp();
  }
  out[threadIdx.x] = acc;
}
