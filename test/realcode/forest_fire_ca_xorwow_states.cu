// @realcode Drossel-Schwabl forest-fire cellular automaton on a torus: per-cell curandStateXORWOW_t kept in global memory across launches (an init kernel with curand_init(seed, cell, 0)), each step reading the state, drawing curand_uniform for growth and lightning, a Moore-neighbourhood burning test with wrapped indices, writing the state back, and an enum class Cell : unsigned char grid in ping-pong buffers with per-block burning counts.
// @let W = 1024
// @let H = 1024
// @let STEPS = 12
// @buf cells_a u8[W * H] uniform(0, 3)
// @buf cells_b u8[W * H] zero
// @buf rng u32[W * H * 12] zero
// @buf burning u32[STEPS] zero
// @launch init_rng grid(W * H / 256) block(256) args(rng, i32(W * H))
// @loop s = 0; s < STEPS; s = s + 1
//   @launch fire_step grid(W / 32, H / 8) block(32, 8) args(sel(s % 2, cells_b, cells_a), sel(s % 2, cells_a, cells_b), rng, burning, i32(W), i32(H), i32(s), f32(0.03), f32(0.0001))
// @end
// @check cells_a exact
// @check cells_b exact
// @check rng exact
// @check burning exact
#include <cuda_runtime.h>
#include <curand_kernel.h>

enum class Cell : unsigned char { Empty = 0, Tree = 1, Burning = 2 };
static_assert(sizeof(curandStateXORWOW_t) == 48, "12 words a state");

__global__ void init_rng(curandStateXORWOW_t *states, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) curand_init(20261207ULL, static_cast<unsigned long long>(i), 0, &states[i]);
}

__global__ void fire_step(const Cell *__restrict__ cur, Cell *__restrict__ next, curandStateXORWOW_t *__restrict__ states,
                          unsigned *__restrict__ burning, int w, int h, int step, float p_grow, float p_lightning) {
  __shared__ unsigned block_burning;
  if (threadIdx.x == 0 && threadIdx.y == 0) block_burning = 0;
  __syncthreads();
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  const int idx = y * w + x;
  curandStateXORWOW_t st = states[idx];
  const Cell c = cur[idx];
  Cell out = c;
  switch (c) {
  case Cell::Burning:
    out = Cell::Empty;
    break;
  case Cell::Empty:
    if (curand_uniform(&st) < p_grow) out = Cell::Tree;
    break;
  case Cell::Tree: {
    bool neighbour_burning = false;
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        if (dx == 0 && dy == 0) continue;
        const int xx = (x + dx + w) % w, yy = (y + dy + h) % h;
        neighbour_burning |= cur[yy * w + xx] == Cell::Burning;
      }
    if (neighbour_burning || curand_uniform(&st) < p_lightning) out = Cell::Burning;
    break;
  }
  default:  // the initial data's other values: treat as empty ground
    out = Cell::Empty;
    break;
  }
  states[idx] = st;
  next[idx] = out;
  if (out == Cell::Burning) atomicAdd(&block_burning, 1u);
  __syncthreads();
  if (threadIdx.x == 0 && threadIdx.y == 0) atomicAdd(burning + step, block_burning);
}
