// @realcode per-thread containers from newer libcu++ headers as graph and geometry code uses them on the device: cuda::std::bitset<64> neighbourhood masks (set/test/count/flip, operator&, operator<<, to_ullong), cuda::std::inplace_vector<int, 16> as a bounded per-thread worklist (push_back, try_push_back, pop_back, size, range-for), and cuda::std::numbers::pi_v / sqrt2_v / inv_pi constants in a small polygon-area and angle computation.
// @let N = 1 << 20
// @buf adj u64[N] uniform(0, 18446744073709551615)
// @buf pts f32[N * 8] uniform(-1, 1)
// @buf counts u32[N * 2] zero
// @buf visits i32[N] zero
// @buf geom f32[N * 2] zero
// @launch containers grid(cdiv(N, 128)) block(128) args(adj, pts, counts, visits, geom, i32(N))
// @check counts exact
// @check visits exact
// @check geom abs=1e-5 rel=1e-5
#include <cuda/std/bitset>
#include <cuda/std/inplace_vector>
#include <cuda/std/numbers>

__global__ void containers(const unsigned long long *__restrict__ adj, const float *__restrict__ pts, unsigned *__restrict__ counts,
                           int *__restrict__ visits, float *__restrict__ geom, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuda::std::bitset<64> nb(adj[i]);
  cuda::std::bitset<64> next(adj[(i + 1) % n]);
  auto common = nb & next;
  nb.set(i & 63).flip(0);
  unsigned shifted = (unsigned)((common << 3).count());
  counts[2 * (size_t)i] = (unsigned)nb.count() | (shifted << 8) | ((nb.test(5) ? 1u : 0u) << 16);
  counts[2 * (size_t)i + 1] = (unsigned)(common.to_ullong() >> 32) ^ (unsigned)common.to_ullong();

  // A bounded worklist: walk set bits in order, push neighbours' low bits, stop when full.
  cuda::std::inplace_vector<int, 16> work;
  for (int b = 0; b < 64 && work.size() < 8; ++b)
    if (nb.test(b)) work.push_back(b);
  int visited = 0, sum = 0;
  while (!work.empty()) {
    int v = work.back();
    work.pop_back();
    ++visited;
    sum += v;
    if ((v & 3) == 1 && v > 1 && work.try_push_back(v / 2 + 1) == nullptr) sum -= 1000;  // v = 1 would push itself forever
  }
  for (int v : work) sum += v;  // empty: exercises begin()/end()
  visits[i] = visited * 1000 + sum;

  const float *p = pts + 8 * (size_t)i;
  float area = 0.f;
  for (int k = 0; k < 4; ++k) {
    int j = (k + 1) & 3;
    area += p[2 * k] * p[2 * j + 1] - p[2 * j] * p[2 * k + 1];
  }
  area *= 0.5f;
  float ang = atan2f(p[1], p[0]);
  geom[2 * (size_t)i] = area * cuda::std::numbers::inv_pi_v<float> + cuda::std::numbers::sqrt2_v<float>;
  geom[2 * (size_t)i + 1] = ang < 0.f ? ang + 2.f * cuda::std::numbers::pi_v<float> : ang;
}
