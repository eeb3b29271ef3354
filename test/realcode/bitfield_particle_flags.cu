// @realcode Particles packed with C bitfields the way game and physics code stores them: a 32-bit header of species:3, alive:1, bounces:6 and cell:22 next to position/velocity, decoded, advanced, bounced off the box walls and re-encoded; a second kernel counts live particles per species with bitfield reads only.
// @let N = 1 << 22
// @buf hdr u32[N] uniform(0, 2147483647)
// @buf pos f32[N * 2] uniform(0, 1)
// @buf vel f32[N * 2] uniform(-0.05, 0.05)
// @buf counts u32[8] zero
// @launch advance_particles grid(cdiv(N, 256)) block(256) args(hdr, pos, vel, i32(N), f32(0.5))
// @launch count_species grid(cdiv(N, 256)) block(256) args(hdr, counts, i32(N))
// @check hdr exact
// @check pos abs=1e-6 rel=1e-6
// @check vel exact
// @check counts exact

struct Header {
  unsigned species : 3;
  unsigned alive : 1;
  unsigned bounces : 6;
  unsigned cell : 22;
};
static_assert(sizeof(Header) == 4, "header must stay one word");

union HeaderWord {
  unsigned word;
  Header h;
};

__global__ void advance_particles(unsigned *__restrict__ hdr, float *__restrict__ pos, float *__restrict__ vel, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  HeaderWord hw;
  hw.word = hdr[i];
  Header h = hw.h;
  if (!h.alive) return;
  float x = pos[2 * i], y = pos[2 * i + 1], vx = vel[2 * i], vy = vel[2 * i + 1];
  float speed = 1.0f + 0.25f * h.species;
  x += vx * speed * dt;
  y += vy * speed * dt;
  if (x < 0.f || x > 1.f) { vx = -vx; x = fminf(fmaxf(x, 0.f), 1.f); h.bounces++; }
  if (y < 0.f || y > 1.f) { vy = -vy; y = fminf(fmaxf(y, 0.f), 1.f); h.bounces++; }
  if (h.bounces == 63) h.alive = 0;
  unsigned cx = min((unsigned)(x * 2048.f), 2047u), cy = min((unsigned)(y * 2048.f), 2047u);
  h.cell = ((cy << 11) | cx) & 0x3fffffu;
  hw.h = h;
  hdr[i] = hw.word;
  pos[2 * i] = x; pos[2 * i + 1] = y;
  vel[2 * i] = vx; vel[2 * i + 1] = vy;
}

__global__ void count_species(const unsigned *__restrict__ hdr, unsigned *counts, int n) {
  __shared__ unsigned local[8];
  if (threadIdx.x < 8) local[threadIdx.x] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    HeaderWord hw;
    hw.word = hdr[i];
    if (hw.h.alive) atomicAdd(&local[hw.h.species], 1u);
  }
  __syncthreads();
  if (threadIdx.x < 8) atomicAdd(&counts[threadIdx.x], local[threadIdx.x]);
}
