// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --emit=simt -o /dev/null -DWRONG 2>&1 | FileCheck %s
// Issue 11 (branch sync17): CUB-style warp totals folded by the first WARPS
// threads, `if (t < 8) for (w = 0; w < t; ++w) p += totals[w]`, then
// `prefix[t] = p` in the same union. The counter's bound is the thread, and
// its values were enumerated over every thread's bound (256 distinct: over
// the budget, "values not known", a warning). Only the threads that run the
// access count (the guard's 8): enumerateThreadBoundedLoopValues takes the
// side's active threads. The twin lets prefix overlap totals (prefix starts
// at totals[4]): thread 5 reads totals[4] while thread 0 writes it.
union Temp {
  int totals[16];
  struct { int pad[8]; int prefix[8]; } out;
#ifdef WRONG
  struct { int pad[4]; int prefix[8]; } bad;
#endif
};

__global__ void __launch_bounds__(256) warp_prefix(const int *in, int *out) {
  __shared__ Temp tmp;
  const int t = threadIdx.x;
  if ((t & 31) == 31) tmp.totals[t >> 5] = in[t];
  __syncthreads();
  if (t < 8) {
    int p = 0;
    for (int w = 0; w < t; ++w) p += tmp.totals[w];
#ifdef WRONG
    // CHECK: thread-bounded-counter-guard.cu:[[@LINE+1]]:{{.*}} error: {{.*}} races (write-after-read){{.*}}threads 5 and 0, {{.*}}tmp[4]
    tmp.bad.prefix[t] = p;
#else
    tmp.out.prefix[t] = p;
#endif
  }
  __syncthreads();
  out[t] = tmp.out.prefix[(t >> 5) & 7];
}
