// Warp collectives: shuffles of every form and type (with widths), votes, __activemask,
// __match_any/all_sync, __reduce_*_sync. One warp's results per 32 outputs.

extern "C" __global__ void shuffles(const int* in, const double* din, int* out, double* dout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  int v = i < n ? in[i] : 0;
  unsigned u = (unsigned)v * 3u;
  long long ll = (long long)v * 1000000007LL;
  float f = (float)v * 0.5f;
  double d = i < n ? din[i] : 0.0;
  unsigned long long ull = (unsigned long long)ll ^ 0xF0F0F0F0F0F0F0F0ull;
  int r0 = __shfl_sync(0xffffffff, v, (lane * 7 + 3) % 32);
  int r1 = __shfl_up_sync(0xffffffff, v, 3);
  int r2 = __shfl_down_sync(0xffffffff, v, 5);
  int r3 = __shfl_xor_sync(0xffffffff, v, 9);
  unsigned r4 = __shfl_sync(0xffffffff, u, 31 - lane);
  long long r5 = __shfl_down_sync(0xffffffff, ll, 1);
  float r6 = __shfl_xor_sync(0xffffffff, f, 16);
  double r7 = __shfl_up_sync(0xffffffff, d, 1);
  unsigned long long r8 = __shfl_sync(0xffffffff, ull, 0);
  int r9 = __shfl_sync(0xffffffff, v, 2, 8);       // width 8: lane 2 of each group of 8
  int r10 = __shfl_up_sync(0xffffffff, v, 2, 16);  // width 16
  int r11 = __shfl_down_sync(0xffffffff, v, 3, 4);
  int r12 = __shfl_xor_sync(0xffffffff, v, 1, 2);
  if (i >= n) return;
  int* o = out + 11 * i;
  o[0] = r0; o[1] = r1; o[2] = r2; o[3] = r3; o[4] = (int)r4; o[5] = (int)(r5 % 1000003);
  o[6] = (int)(r6 * 2.0f); o[7] = (int)(r8 >> 40); o[8] = r9; o[9] = r10; o[10] = r11 * 1000 + r12;
  dout[i] = r7;
}

// Votes and masks. The last warp of the launch may be partial (n % 32 threads): inside it only
// the launched lanes vote.
extern "C" __global__ void votes(const int* in, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32;
  unsigned active = __activemask();  // no divergence yet: every launched lane of the warp
  int v = in[i];
  unsigned b = __ballot_sync(active, v > 0);
  int all = __all_sync(active, v > -1000);
  int any = __any_sync(active, v == 7);
  int none = __any_sync(active, v == 123456);
  unsigned sub = 0;
  if (lane % 3 == 0) sub = __activemask();  // within the branch: a subset holding this lane
  unsigned half = 0;
  if (lane < 16) half = __ballot_sync(active & 0xffffu, v % 2 == 0);
  unsigned* o = out + 7 * i;
  o[0] = active; o[1] = b; o[2] = all; o[3] = any; o[4] = none; o[5] = sub; o[6] = half;
}

extern "C" __global__ void matches(const int* in, const unsigned long long* lin, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  unsigned long long l = lin[i];
  unsigned m1 = __match_any_sync(0xffffffff, v);
  unsigned m2 = __match_any_sync(0xffffffff, l);
  int pred = -1;
  unsigned m3 = __match_all_sync(0xffffffff, v / 1000, &pred);
  unsigned* o = out + 4 * i;
  o[0] = m1; o[1] = m2; o[2] = m3; o[3] = (unsigned)pred;
}

extern "C" __global__ void reductions(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  unsigned u = (unsigned)v;
  int* o = out + 8 * i;
  o[0] = __reduce_add_sync(0xffffffff, v);
  o[1] = __reduce_min_sync(0xffffffff, v);
  o[2] = __reduce_max_sync(0xffffffff, v);
  o[3] = (int)__reduce_min_sync(0xffffffff, u);
  o[4] = (int)__reduce_max_sync(0xffffffff, u);
  o[5] = (int)__reduce_and_sync(0xffffffff, u | 0x10u);
  o[6] = (int)__reduce_or_sync(0xffffffff, u & 0xff);
  o[7] = (int)__reduce_xor_sync(0xffffffff, u) + (int)__reduce_add_sync(0xffffffff, u);
}

// A warp sum by shuffles inside a loop, in a partial warp (mask of the lanes below n),
// followed by __syncwarp.
extern "C" __global__ void partial_warp_sum(const int* in, int* out, int n) {
  int lane = threadIdx.x;
  unsigned mask = __ballot_sync(0xffffffff, lane < n);
  if (lane < n) {
    int v = in[lane];
    for (int o = 1; o < 32; o <<= 1) {
      int w = __shfl_xor_sync(mask, v, o);
      if (((unsigned)(lane ^ o) < (unsigned)n)) v += w;
    }
    __syncwarp(mask);
    out[lane] = v;
  }
}
