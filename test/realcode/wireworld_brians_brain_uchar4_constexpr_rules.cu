// @realcode Two multi-state cellular automata on 4096^2 byte grids with a torus topology, in the style of CA explorers: one kernel template over an enum class rule whose transition is chosen with if constexpr (Wireworld's head/tail/conductor, Brian's Brain's on/dying/off), each thread updating four cells read as uchar4 through reinterpret_cast from the three rows, the neighbour bytes past either end fetched singly, and the generations ping-ponging one launch per step.
// @let N = 4096
// @let GENS = 16
// @buf ww0 u8[N * N] uniform(0, 4)
// @buf ww1 u8[N * N] zero
// @buf bb0 u8[N * N] uniform(0, 3)
// @buf bb1 u8[N * N] zero
// @loop g = 0; g < GENS; g = g + 1
//   @launch ca_step<(Rule)0> grid(N / 4 / 256, N) block(256) args(sel(g % 2, ww1, ww0), sel(g % 2, ww0, ww1), i32(N))
//   @launch ca_step<(Rule)1> grid(N / 4 / 256, N) block(256) args(sel(g % 2, bb1, bb0), sel(g % 2, bb0, bb1), i32(N))
// @end
// @check ww0 exact
// @check bb0 exact
#include <cstdint>

enum class Rule { Wireworld, BriansBrain };

template <Rule R> struct RuleTraits;
template <> struct RuleTraits<Rule::Wireworld> {
  static constexpr uint8_t kCounted = 1; // electron heads
};
template <> struct RuleTraits<Rule::BriansBrain> {
  static constexpr uint8_t kCounted = 1; // firing cells
};

template <Rule R> __device__ __forceinline__ uint8_t next_state(uint8_t s, int live) {
  if constexpr (R == Rule::Wireworld) {
    // 0 empty, 1 head, 2 tail, 3 conductor
    switch (s) {
    case 1: return 2;
    case 2: return 3;
    case 3: return (live == 1 || live == 2) ? 1 : 3;
    default: return 0;
    }
  } else {
    // 0 off, 1 on, 2 dying
    if (s == 1) return 2;
    if (s == 2) return 0;
    return live == 2 ? 1 : 0;
  }
}

__device__ __forceinline__ int is_counted(uint8_t s, uint8_t want) { return s == want; }

template <Rule R>
__global__ void ca_step(const uint8_t *__restrict__ cur, uint8_t *__restrict__ nxt, int n) {
  constexpr uint8_t want = RuleTraits<R>::kCounted;
  const int quad = blockIdx.x * blockDim.x + threadIdx.x; // four cells
  const int y = blockIdx.y;
  const int x0 = quad * 4;
  const int rows[3] = {(y + n - 1) % n, y, (y + 1) % n};
  const int xl = (x0 + n - 1) % n, xr = (x0 + 4) % n;

  uint8_t cells[3][6]; // each row: left neighbour, four cells, right neighbour
#pragma unroll
  for (int r = 0; r < 3; ++r) {
    const uint8_t *row = cur + (size_t)rows[r] * n;
    uchar4 v = reinterpret_cast<const uchar4 *>(row)[quad];
    cells[r][0] = row[xl];
    cells[r][1] = v.x;
    cells[r][2] = v.y;
    cells[r][3] = v.z;
    cells[r][4] = v.w;
    cells[r][5] = row[xr];
  }
  uint8_t out[4];
#pragma unroll
  for (int c = 1; c <= 4; ++c) {
    int live = 0;
#pragma unroll
    for (int r = 0; r < 3; ++r)
#pragma unroll
      for (int d = -1; d <= 1; ++d)
        if (r != 1 || d != 0) live += is_counted(cells[r][c + d], want);
    out[c - 1] = next_state<R>(cells[1][c], live);
  }
  reinterpret_cast<uchar4 *>(nxt + (size_t)y * n)[quad] = make_uchar4(out[0], out[1], out[2], out[3]);
}

// Host side: the rule is picked in the UI.
void ca_generations(Rule rule, uint8_t *grid[2], int n, int gens, cudaStream_t s) {
  dim3 g(n / 4 / 256, n);
  for (int i = 0; i < gens; ++i) {
    if (rule == Rule::Wireworld)
      ca_step<Rule::Wireworld><<<g, 256, 0, s>>>(grid[i % 2], grid[(i + 1) % 2], n);
    else
      ca_step<Rule::BriansBrain><<<g, 256, 0, s>>>(grid[i % 2], grid[(i + 1) % 2], n);
  }
}
