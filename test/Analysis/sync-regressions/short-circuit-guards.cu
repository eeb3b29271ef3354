// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11: a guard spelled with `&&` or `||` reaches the analyses as one
// branch on the join of the short-circuit (a block argument), which the
// counter search could not evaluate and so assumed true: Batcher's
// odd-even merge sort (`r < k && x / 2p == partner / 2p`) got a proven race
// naming thread 31, which the first conjunct excludes. Each conjunct that
// must hold where the guarded code runs is now a guard of its own. (The
// division in the second operand keeps the frontend from folding the
// short-circuit into one `and`.)

// `&&`: the compare-exchange of (t, t + k) runs for the low half of each 2k
// group only. Silent.
// CHECK-NOT: short-circuit-guards.cu:{{(1[0-9]|2[0-9])}}:{{.*}}{{error|warning}}
__global__ void merge_steps_and(int *data) {
  __shared__ int s[256];
  int t = threadIdx.x;
  s[t] = data[t];
  __syncthreads();
  for (int k = 1; k < 256; k <<= 1) {
    if (t % (2 * k) < k && t / (2 * k) == (t + k) / (2 * k)) {
      int a = s[t], b = s[t + k];
      s[t] = min(a, b);
      s[t + k] = max(a, b);
    }
    __syncthreads();
  }
  data[t] = s[t];
}

// `||` on the side that skips: the else branch runs when both are false.
// Silent.
// CHECK-NOT: short-circuit-guards.cu:{{(3[0-9]|4[0-9])}}:{{.*}}{{error|warning}}
__global__ void merge_steps_or(int *data) {
  __shared__ int s[256];
  int t = threadIdx.x;
  s[t] = data[t];
  __syncthreads();
  for (int k = 1; k < 256; k <<= 1) {
    if (t % (2 * k) >= k || t / (2 * k) != (t + k) / (2 * k)) {
    } else {
      int a = s[t], b = s[t + k];
      s[t] = min(a, b);
      s[t + k] = max(a, b);
    }
    __syncthreads();
  }
  data[t] = s[t];
}

// `||` with a second test that is no partner test (`t` even) lets both ends
// of a pair run the exchange: a proven race (thread 2 runs it at k = 2 as
// thread 0 does). The `||` of the two tests of merge_steps_and would be
// correct code: `t / 2k == (t + k) / 2k` holds exactly when `t % 2k < k`;
// this test expected an error there while the counter search could not
// evaluate the join and assumed it true (branch sync32 evaluates it).
__global__ void merge_steps_or_wrong(int *data) {
  __shared__ int s[256];
  int t = threadIdx.x;
  s[t] = data[t];
  __syncthreads();
  for (int k = 1; k < 256; k <<= 1) {
    if (t % (2 * k) < k || t / 2 * 2 == t) {
      int a = s[t], b = s[t + k];
      // CHECK: short-circuit-guards.cu:[[@LINE+1]]:{{.*}}error: shared-memory race
      s[t] = min(a, b);
      s[t + k] = max(a, b);
    }
    __syncthreads();
  }
  data[t] = s[t];
}
