// @realcode Rotating and normalising 2-D points in the graphics style: sincosf/sincospif for the angle, rsqrtf for the normal, float2 loads and make_float2, M_PI from <cmath> with no other include.
// @let N = 1 << 24
// @buf pts f32[2 * N] uniform(-4, 4)
// @buf angles f32[N] uniform(-1, 1)
// @buf out f32[2 * N] zero
// @buf unit f32[2 * N] zero
// @launch rotate_points grid(cdiv(N, 256)) block(256) args(pts, angles, out, unit, i32(N))
// @check out abs=1e-5 rel=1e-5
// @check unit abs=1e-5 rel=1e-5
#include <cuda_runtime.h>
#include <cmath>

__global__ void rotate_points(const float2 *__restrict__ pts, const float *__restrict__ turns,
                              float2 *__restrict__ rotated, float2 *__restrict__ unit, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float2 p = pts[i];
  float s, c;
  // Half of the points give their angle in radians, half in turns of pi.
  if (i & 1) {
    sincosf(turns[i] * (float)M_PI, &s, &c);
  } else {
    sincospif(turns[i], &s, &c);
  }
  rotated[i] = make_float2(c * p.x - s * p.y, s * p.x + c * p.y);
  float len2 = fmaf(p.x, p.x, p.y * p.y);
  float inv = len2 > 1e-12f ? rsqrtf(len2) : 0.0f;
  unit[i] = make_float2(p.x * inv, p.y * inv);
}
