// Switches become compare trees as nvcc emits them, never `brx.idx` (an
// indirect branch a warp whose lanes pick different cases serialises: a 4-way
// LCG random walk ran at 0.24x nvcc on an H200 with one). A covered switch
// (`r & 3` with four cases) keeps an unreachable default edge out of the loop;
// the loop is still runtime-unrolled by 4 as nvcc does.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s --check-prefix=WALK < %t.ptx
// RUN: FileCheck %s --check-prefix=DENSE < %t.ptx

// WALK-LABEL: .entry walk(
// WALK-NOT: brx.idx
// WALK-COUNT-4: mad.lo.s64 {{.*}}6364136223846793005
// WALK-NOT: brx.idx
// WALK: ret;
extern "C" __global__ void walk(int2* xy, int steps, unsigned long long seed) {
  unsigned long long s = seed ^ (threadIdx.x * 0x9E3779B97F4A7C15ull);
  int x = 0, y = 0;
  for (int i = 0; i < steps; ++i) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    switch ((unsigned)(s >> 33) & 3u) {
    case 0: ++x; break;
    case 1: --x; break;
    case 2: ++y; break;
    default: --y; break;
    }
  }
  xy[threadIdx.x] = make_int2(x, y);
}

// DENSE-LABEL: .entry dense(
// DENSE-NOT: brx.idx
// DENSE: ret;
extern "C" __global__ void dense(int* out, const int* in) {
  int v = in[threadIdx.x], r;
  switch (v & 15) {
  case 0: r = 3; break;       case 1: r = in[5] * 7; break; case 2: r = in[9] ^ v; break;
  case 3: r = v * v; break;   case 4: r = in[1] + 2; break; case 5: r = v >> 3; break;
  case 6: r = in[2] * v; break; case 7: r = 11; break;      case 8: r = in[3] - v; break;
  case 9: r = v | 77; break;  case 10: r = in[4]; break;    case 11: r = v * 13; break;
  case 12: r = in[6] + v; break; case 13: r = v & 5; break; case 14: r = in[7]; break;
  default: r = in[8] * 3; break;
  }
  out[threadIdx.x] = r;
}
