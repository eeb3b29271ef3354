// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | count 0
// A shuffle-up scan: the loop is uniform even though its body updates v
// under a lane-dependent `if`, and `?:` before it may be emitted as control
// flow that merges the same loop start on both sides.
extern "C" __global__ void warp_scan(const int *in, int *out, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int v = i < n ? in[i] : 0;
  for (int o = 1; o < 32; o <<= 1) {
    int up = __shfl_up_sync(0xffffffff, v, o);
    if (lane >= o) v += up;
  }
  if (i < n) out[i] = v;
}
