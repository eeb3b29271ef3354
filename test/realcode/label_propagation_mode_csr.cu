// @realcode Synchronous label propagation for community detection (the GPU LPA of graph analytics frameworks): each vertex takes the most frequent label among its CSR neighbours, ties to the smallest label and a vertex with no neighbours keeping its own, counted in O(d^2) re-reads of the neighbours' labels through __ldg as register-lean implementations do, ping-pong label arrays over ten launches and a global atomicAdd of the number of changed labels.
// @let N = 1 << 20
// @let MAXLEN = 16
// @buf row_ptr i32[N + 1] rowptr(MAXLEN)
// @buf cols i32[N * MAXLEN] uniform(0, N)
// @buf lab_a i32[N] iota
// @buf lab_b i32[N] zero
// @buf changed u32[1] zero
// @loop it = 0; it < 10; it = it + 1
//   @launch lpa_step grid(N / 256) block(256) args(row_ptr, cols, sel(it % 2, lab_b, lab_a), sel(it % 2, lab_a, lab_b), changed, i32(N))
// @end
// @check lab_a exact
// @check lab_b exact
// @check changed exact
#include <climits>

__global__ void lpa_step(const int *__restrict__ row_ptr, const int *__restrict__ cols, const int *__restrict__ in,
                         int *__restrict__ out, unsigned *__restrict__ changed, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n)
    return;
  int begin = row_ptr[v], end = row_ptr[v + 1];
  int best = in[v], best_count = 0;
  for (int e = begin; e < end; ++e) {
    int l = __ldg(in + __ldg(cols + e));
    // Counted once, at its first occurrence in the list.
    bool first = true;
    for (int f = begin; f < e && first; ++f)
      first = __ldg(in + __ldg(cols + f)) != l;
    if (!first)
      continue;
    int c = 1;
    for (int f = e + 1; f < end; ++f)
      c += __ldg(in + __ldg(cols + f)) == l;
    if (c > best_count || (c == best_count && l < best)) {
      best = l;
      best_count = c;
    }
  }
  out[v] = best;
  if (best != in[v])
    atomicAdd(changed, 1u);
}
