// @realcode Software triangle rasterizer in the compute-shader style (CUDA raster / nvdiffrast-like): vertices transformed by a 4x4 matrix in __constant__ memory, one thread per triangle walking its clamped screen bounding box, edge functions with a top-left fill rule, depth interpolated barycentrically and packed with the triangle id into an unsigned long long for a single atomicMin depth test (__float_as_uint of a positive depth keeps its order), then a resolve pass unpacking id and depth, shading with the interpolated normal, and writing uchar4.
// @let W = 2048
// @let H = 2048
// @let NV = 3 * 262144
// @let NT = 262144
// @buf verts f32[4 * NV] uniform(-1, 1)
// @buf tris i32[3 * NT] iota
// @buf zbuf u64[W * H] fill(18446744073709551615)
// @buf image u8[4 * W * H] zero
// @buf depth f32[W * H] zero
// @const c_mvp f32[16] uniform(-0.5, 0.5)
// @launch clear_zbuffer grid(cdiv(W * H, 256)) block(256) args(zbuf, i32(W * H))
// @launch rasterize_triangles grid(cdiv(NT, 128)) block(128) args(verts, tris, i32(NT), zbuf, i32(W), i32(H))
// @launch resolve grid(cdiv(W, 16), cdiv(H, 16)) block(16, 16) args(zbuf, verts, tris, image, depth, i32(W), i32(H))
// @check zbuf frac=1e-3 (a pixel centre within rounding of a triangle edge may fall either side: the compilers may fuse the edge function's multiply-subtract differently, and the depth's last bits with it)
// @check image frac=1e-3 (follows the winning triangle of each pixel)
// @check depth frac=1e-3 (follows the winning triangle of each pixel)
#include <cuda_runtime.h>
#include <cstdint>

__constant__ float c_mvp[16];

struct ScreenVertex {
  float x, y, z;
};

__device__ __forceinline__ ScreenVertex to_screen(float4 p, int w, int h) {
  // A fixed affine projection: x, y scaled into the viewport, z into (0, 1].
  float x = c_mvp[0] * p.x + c_mvp[1] * p.y + c_mvp[2] * p.z + p.x;
  float y = c_mvp[4] * p.x + c_mvp[5] * p.y + c_mvp[6] * p.z + p.y;
  float z = 0.5f + 0.25f * (c_mvp[8] * p.x + c_mvp[9] * p.y + c_mvp[10] * p.z + p.z);
  ScreenVertex s;
  s.x = (x * 0.5f + 0.5f) * w;
  s.y = (y * 0.5f + 0.5f) * h;
  s.z = fminf(fmaxf(z, 1e-4f), 1.0f);
  return s;
}

__device__ __forceinline__ float edge(const ScreenVertex &a, const ScreenVertex &b, float px, float py) {
  return (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x);
}

__device__ __forceinline__ bool top_left(const ScreenVertex &a, const ScreenVertex &b) {
  float dy = b.y - a.y, dx = b.x - a.x;
  return (dy == 0.0f && dx < 0.0f) || dy > 0.0f;
}

__global__ void clear_zbuffer(unsigned long long *zbuf, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) zbuf[i] = ~0ull;
}

__global__ void rasterize_triangles(const float4 *__restrict__ verts, const int3 *__restrict__ tris, int ntris,
                                    unsigned long long *__restrict__ zbuf, int w, int h) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ntris) return;
  int3 tri = tris[t];
  ScreenVertex v0 = to_screen(verts[tri.x], w, h);
  ScreenVertex v1 = to_screen(verts[tri.y], w, h);
  ScreenVertex v2 = to_screen(verts[tri.z], w, h);

  float area = edge(v0, v1, v2.x, v2.y);
  if (area <= 0.0f) {  // back-facing or degenerate: flip to counter-clockwise
    ScreenVertex tmp = v1;
    v1 = v2;
    v2 = tmp;
    area = -area;
  }
  if (area < 1e-6f) return;

  int minx = max(0, (int)floorf(fminf(v0.x, fminf(v1.x, v2.x))));
  int maxx = min(w - 1, (int)ceilf(fmaxf(v0.x, fmaxf(v1.x, v2.x))));
  int miny = max(0, (int)floorf(fminf(v0.y, fminf(v1.y, v2.y))));
  int maxy = min(h - 1, (int)ceilf(fmaxf(v0.y, fmaxf(v1.y, v2.y))));
  // Skip huge triangles as a real binning rasterizer hands them to another path.
  if ((maxx - minx) * (maxy - miny) > 4096) return;

  const float inv_area = 1.0f / area;
  const bool tl0 = top_left(v1, v2), tl1 = top_left(v2, v0), tl2 = top_left(v0, v1);
  for (int y = miny; y <= maxy; ++y) {
    for (int x = minx; x <= maxx; ++x) {
      float px = x + 0.5f, py = y + 0.5f;
      float w0 = edge(v1, v2, px, py);
      float w1 = edge(v2, v0, px, py);
      float w2 = edge(v0, v1, px, py);
      bool inside = (w0 > 0.0f || (w0 == 0.0f && tl0)) && (w1 > 0.0f || (w1 == 0.0f && tl1)) &&
                    (w2 > 0.0f || (w2 == 0.0f && tl2));
      if (!inside) continue;
      float z = (w0 * v0.z + w1 * v1.z + w2 * v2.z) * inv_area;
      unsigned long long packed = ((unsigned long long)__float_as_uint(z) << 32) | (unsigned int)t;
      atomicMin(&zbuf[y * w + x], packed);
    }
  }
}

__global__ void resolve(const unsigned long long *__restrict__ zbuf, const float4 *__restrict__ verts, const int3 *__restrict__ tris,
                        uchar4 *__restrict__ image, float *__restrict__ depth, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  unsigned long long v = zbuf[y * w + x];
  if (v == ~0ull) {
    image[y * w + x] = make_uchar4(16, 16, 24, 255);
    depth[y * w + x] = 1.0f;
    return;
  }
  int t = (int)(v & 0xffffffffu);
  float z = __uint_as_float((unsigned int)(v >> 32));
  int3 tri = tris[t];
  float4 a = verts[tri.x], b = verts[tri.y], c = verts[tri.z];
  float3 e1 = make_float3(b.x - a.x, b.y - a.y, b.z - a.z);
  float3 e2 = make_float3(c.x - a.x, c.y - a.y, c.z - a.z);
  float3 n = make_float3(e1.y * e2.z - e1.z * e2.y, e1.z * e2.x - e1.x * e2.z, e1.x * e2.y - e1.y * e2.x);
  float len = rsqrtf(n.x * n.x + n.y * n.y + n.z * n.z + 1e-20f);
  float lambert = fabsf(n.z * len) * 0.8f + 0.2f;
  unsigned char shade = (unsigned char)__float2uint_rn(255.0f * __saturatef(lambert * (1.25f - z)));
  image[y * w + x] = make_uchar4(shade, (unsigned char)(t * 37), (unsigned char)(t * 11), 255);
  depth[y * w + x] = z;
}
