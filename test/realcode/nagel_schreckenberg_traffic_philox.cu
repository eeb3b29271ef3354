// @realcode Nagel-Schreckenberg single-lane traffic on a ring road: cars as a cell array (-1 empty, else speed), one thread per cell reads ahead for the gap (modular indices), accelerates, brakes to the gap and dawdles with probability p drawn from curand's Philox4_32_10 (curand_init with the cell as subsequence and the step as offset, curand_uniform), ping-pong cell arrays over a host loop, and a flow counter of cars crossing the origin.
// @let L = 1 << 20
// @let STEPS = 16
// @buf road_a i32[L] uniform(-6, 6)
// @buf road_b i32[L] zero
// @buf flow u32[1] zero
// @loop s = 0; s < STEPS; s = s + 1
//   @launch nasch_step<5> grid(L / 256) block(256) args(sel(s % 2, road_b, road_a), sel(s % 2, road_a, road_b), flow, i32(L), f32(0.2), u32(s))
// @end
// @check road_a exact
// @check road_b exact
// @check flow exact
#include <cuda_runtime.h>
#include <curand_kernel.h>

template <int VMAX>
__global__ void nasch_step(const int *__restrict__ road, int *__restrict__ next, unsigned *__restrict__ flow, int len,
                           float p_slow, unsigned step) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= len) return;
  // A car moving into cell i came from at most VMAX cells behind; the cell is rebuilt by its donor.
  int arriving = -1;
  for (int back = 0; back <= VMAX; ++back) {
    const int j = (i - back + len) % len;
    int v = road[j];
    if (v < 0 || v > VMAX) continue;  // empty (the initial data's out-of-range speeds count as empty)
    int gap = 0;
    while (gap < VMAX + 1) {
      const int a = road[(j + gap + 1) % len];
      if (a >= 0 && a <= VMAX) break;
      ++gap;
    }
    v = min(v + 1, VMAX);
    v = min(v, gap);
    curandStatePhilox4_32_10_t rng;
    curand_init(1234ULL, static_cast<unsigned long long>(j), static_cast<unsigned long long>(step) * 4, &rng);
    if (v > 0 && curand_uniform(&rng) < p_slow) --v;
    if (v == back) {
      arriving = v;
      if (j + v >= len) atomicAdd(flow, 1u);
    }
  }
  next[i] = arriving;
}

template __global__ void nasch_step<5>(const int *, int *, unsigned *, int, float, unsigned);
