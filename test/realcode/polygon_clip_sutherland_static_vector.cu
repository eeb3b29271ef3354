// @realcode Sutherland-Hodgman clipping of triangles against an axis-aligned window as GPU rasterisers and GIS overlays write it: the working polygon in a fixed-capacity static_vector whose elements live in an alignas byte buffer constructed by placement new (the small-buffer pattern of libcu++'s inplace_vector), ping-ponged between two such vectors across the four clip edges, helpers marked __inline_hint__, the shoelace area and centroid of each clipped polygon, and per-block edge statistics kept in a heap table that the block's first thread allocates with new int[4]{...} and frees.
// @let NT = 1 << 20
// @buf tris f32[NT * 6] uniform(-0.5, 1.5)
// @buf areas f32[NT] zero
// @buf centroids f32[NT * 2] zero
// @buf nverts u8[NT] zero
// @buf stats i32[4] zero
// @launch clip_triangles grid(NT / 128) block(128) args(tris, areas, centroids, nverts, stats, i32(NT), f32(0.0), f32(0.0), f32(1.0), f32(1.0))
// @check areas abs=1e-5 rel=1e-4
// @check centroids abs=1e-4 rel=1e-4 frac=1e-3 (a sliver whose area is a few ulps divides by a different rounding)
// @check nverts exact
// @check stats exact
#include <cstdint>
#include <new>

template <typename T, int Cap> class StaticVector {
  alignas(T) unsigned char storage_[Cap * sizeof(T)];
  int size_ = 0;

public:
  __device__ int size() const { return size_; }
  __device__ void clear() { size_ = 0; }
  __device__ void push_back(const T &v) {
    if (size_ < Cap) {
      new (storage_ + size_ * sizeof(T)) T(v);
      ++size_;
    }
  }
  __device__ const T &operator[](int i) const { return reinterpret_cast<const T *>(storage_)[i]; }
};

struct Pt {
  float x, y;
};

using Poly = StaticVector<Pt, 9>;

// Edge e of the window: 0 left, 1 right, 2 bottom, 3 top.
__device__ __inline_hint__ bool inside(const Pt &p, int e, float x0, float y0, float x1, float y1) {
  switch (e) {
  case 0: return p.x >= x0;
  case 1: return p.x <= x1;
  case 2: return p.y >= y0;
  default: return p.y <= y1;
  }
}

__device__ __inline_hint__ Pt cross_edge(const Pt &a, const Pt &b, int e, float x0, float y0, float x1, float y1) {
  float t;
  if (e < 2) {
    float x = e == 0 ? x0 : x1;
    t = (x - a.x) / (b.x - a.x);
    return {x, a.y + t * (b.y - a.y)};
  }
  float y = e == 2 ? y0 : y1;
  t = (y - a.y) / (b.y - a.y);
  return {a.x + t * (b.x - a.x), y};
}

__global__ void __launch_bounds__(128) clip_triangles(const float *__restrict__ tris, float *__restrict__ areas,
                                                      float2 *__restrict__ centroids, uint8_t *__restrict__ nverts,
                                                      int *__restrict__ stats, int nt, float x0, float y0, float x1,
                                                      float y1) {
  // Per-block counters: triangles fully inside, clipped, culled, and the
  // largest vertex count; on the heap as the original code keeps them.
  __shared__ int *block_stats;
  if (threadIdx.x == 0)
    block_stats = new int[4]{0, 0, 0, 3};
  __syncthreads();
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < nt) {
    Poly a, b;
    const float *v = tris + (size_t)t * 6;
    for (int k = 0; k < 3; ++k)
      a.push_back({v[2 * k], v[2 * k + 1]});
    Poly *in = &a, *out = &b;
    for (int e = 0; e < 4; ++e) {
      out->clear();
      int n = in->size();
      for (int k = 0; k < n; ++k) {
        const Pt &cur = (*in)[k];
        const Pt &prev = (*in)[(k + n - 1) % n];
        bool ci = inside(cur, e, x0, y0, x1, y1), pi = inside(prev, e, x0, y0, x1, y1);
        if (ci) {
          if (!pi)
            out->push_back(cross_edge(prev, cur, e, x0, y0, x1, y1));
          out->push_back(cur);
        } else if (pi) {
          out->push_back(cross_edge(prev, cur, e, x0, y0, x1, y1));
        }
      }
      Poly *tmp = in;
      in = out;
      out = tmp;
    }
    int n = in->size();
    float area2 = 0.f, cx = 0.f, cy = 0.f;
    for (int k = 0; k < n; ++k) {
      const Pt &p = (*in)[k], &q = (*in)[(k + 1) % n];
      float c = p.x * q.y - q.x * p.y;
      area2 += c;
      cx += (p.x + q.x) * c;
      cy += (p.y + q.y) * c;
    }
    float area = 0.5f * fabsf(area2);
    areas[t] = area;
    centroids[t] = area2 != 0.f ? make_float2(cx / (3.f * area2), cy / (3.f * area2)) : make_float2(0.f, 0.f);
    nverts[t] = (uint8_t)n;
    bool untouched = n == 3 && inside((*in)[0], 0, x0, y0, x1, y1) && (*in)[0].x == v[0] && (*in)[0].y == v[1];
    atomicAdd(&block_stats[n == 0 ? 2 : (untouched ? 0 : 1)], 1);
    atomicMax(&block_stats[3], n);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    atomicAdd(&stats[0], block_stats[0]);
    atomicAdd(&stats[1], block_stats[1]);
    atomicAdd(&stats[2], block_stats[2]);
    atomicMax(&stats[3], block_stats[3]);
    delete[] block_stats;
  }
}
