// @realcode Topological levels of a DAG by Kahn's algorithm in rounds: each round's frontier (in-degree reached zero) gets the round as its level and decrements its successors' remaining in-degree with atomicSub; the host loops a fixed number of rounds.
// @let V = 1 << 20
// @let D = 4
// @let ROUNDS = 48
// @buf succ u32[V * D] uniform(0, 1 << 20)
// @buf indeg u32[V] zero
// @buf level i32[V] zero
// @buf frontier_flag i32[1] zero
// @launch init_levels grid(cdiv(V, 256)) block(256) args(level, indeg, i32(V))
// @launch count_indegree grid(cdiv(V, 256)) block(256) args(succ, indeg, i32(V), i32(D))
// @loop r = 0; r < ROUNDS; r = r + 1
//   @launch kahn_mark grid(cdiv(V, 256)) block(256) args(indeg, level, frontier_flag, i32(V), i32(r))
//   @launch kahn_relax grid(cdiv(V, 256)) block(256) args(succ, indeg, level, i32(V), i32(D), i32(r))
// @end
// @check level exact
// @check frontier_flag exact

// Edges only go from lower to higher vertex ids (the generator's ids are
// folded so), which makes the graph acyclic.
__device__ __forceinline__ unsigned target_of(const unsigned *succ, int v, int k, int D, int V) {
  unsigned raw = succ[size_t(v) * D + k];
  unsigned span = unsigned(V - 1 - v);
  return span == 0 ? unsigned(V) : unsigned(v) + 1 + raw % span;
}

__global__ void init_levels(int *level, unsigned *indeg, int V) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < V) {
    level[v] = -1;
    indeg[v] = 0;
  }
}

__global__ void count_indegree(const unsigned *succ, unsigned *indeg, int V, int D) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= V) return;
  for (int k = 0; k < D; ++k) {
    unsigned w = target_of(succ, v, k, D, V);
    if (w < unsigned(V)) atomicAdd(&indeg[w], 1u);
  }
}

// Marking and relaxing are separate launches: a vertex freed by this
// round's decrements joins the next round, whatever the thread order.
__global__ void kahn_mark(const unsigned *indeg, int *level, int *frontier_size, int V, int round) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= V || level[v] >= 0 || indeg[v] != 0) return;
  level[v] = round;
  atomicAdd(frontier_size, 1);
}

__global__ void kahn_relax(const unsigned *succ, unsigned *indeg, const int *level, int V, int D, int round) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= V || level[v] != round) return;
  for (int k = 0; k < D; ++k) {
    unsigned w = target_of(succ, v, k, D, V);
    if (w < unsigned(V)) atomicSub(&indeg[w], 1u);
  }
}
