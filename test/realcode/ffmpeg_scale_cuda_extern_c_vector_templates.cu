// @realcode FFmpeg vf_scale_cuda-style scaling kernels: a vector_helpers-like traits template mapping uchar/uchar2/ushort/ushort2 to their float vector types with make_vec/to_float/from_float overloads chosen by SFINAE-free partial specialisation, templated nearest and bilinear subsamplers reading pitched planes through a small Plane<T> view, and the extern "C" kernel entry points stamped out by a macro per pixel type (Subsample_Bilinear_uchar2, ...), as the filter loads them by name; bilinear rounds with __float2uint_rn after a +0.5f offset and saturates to the type's range, 10-bit ushort planes are shifted as P010 stores them.
// @let SW = 2048
// @let SH = 2048
// @let DW = 1440
// @let DH = 1080
// @buf srcY u8[SW * SH] uniform(0, 256)
// @buf srcUV u8[SW * SH] uniform(0, 256)
// @buf src16 u16[SW * SH] uniform(0, 65536)
// @buf dstY u8[DW * DH] zero
// @buf dstUV u8[DW * DH] zero
// @buf dst16 u16[DW * DH] zero
// @buf dstN u8[DW * DH] zero
// @launch Subsample_Bilinear_uchar grid(cdiv(DW, 32), cdiv(DH, 16)) block(32, 16) args(srcY, i32(SW), i32(SH), i32(SW), dstY, i32(DW), i32(DH), i32(DW))
// @launch Subsample_Bilinear_uchar2 grid(cdiv(DW / 2, 32), cdiv(DH / 2, 16)) block(32, 16) args(srcUV, i32(SW / 2), i32(SH / 2), i32(SW), dstUV, i32(DW / 2), i32(DH / 2), i32(DW))
// @launch Subsample_Bilinear_ushort grid(cdiv(DW, 32), cdiv(DH, 16)) block(32, 16) args(src16, i32(SW), i32(SH), i32(SW * 2), dst16, i32(DW), i32(DH), i32(DW * 2))
// @launch Subsample_Nearest_uchar grid(cdiv(DW, 32), cdiv(DH, 16)) block(32, 16) args(srcY, i32(SW), i32(SH), i32(SW), dstN, i32(DW), i32(DH), i32(DW))
// Bilinear weights multiply and add in float; a sum that fuses differently can land on the other side of a
// .5 before rounding to an integer, rarely.
// @check dstY frac=0.001 (a bilinear sum within an ulp of .5 rounds either way)
// @check dstUV frac=0.001 (same)
// @check dst16 frac=0.001 (same)
// @check dstN exact
#include <cstdint>

template <typename T> struct vector_helpers;
template <> struct vector_helpers<uchar1> { using ft = float1; static constexpr int ch = 1; static constexpr float maxv = 255.0f; };
template <> struct vector_helpers<uchar2> { using ft = float2; static constexpr int ch = 2; static constexpr float maxv = 255.0f; };
template <> struct vector_helpers<ushort1> { using ft = float1; static constexpr int ch = 1; static constexpr float maxv = 65535.0f; };
template <> struct vector_helpers<ushort2> { using ft = float2; static constexpr int ch = 2; static constexpr float maxv = 65535.0f; };

__device__ __forceinline__ float1 to_float(uchar1 v) { return make_float1(v.x); }
__device__ __forceinline__ float2 to_float(uchar2 v) { return make_float2(v.x, v.y); }
__device__ __forceinline__ float1 to_float(ushort1 v) { return make_float1(v.x >> 6); }  // P010: 10 bits in the high bits
__device__ __forceinline__ float2 to_float(ushort2 v) { return make_float2(v.x >> 6, v.y >> 6); }

__device__ __forceinline__ unsigned sat(float f, float maxv) { return __float2uint_rn(fminf(fmaxf(f, 0.0f), maxv)); }
template <typename T> __device__ T from_float(typename vector_helpers<T>::ft f);
template <> __device__ uchar1 from_float<uchar1>(float1 f) { return make_uchar1(sat(f.x, 255.0f)); }
template <> __device__ uchar2 from_float<uchar2>(float2 f) { return make_uchar2(sat(f.x, 255.0f), sat(f.y, 255.0f)); }
template <> __device__ ushort1 from_float<ushort1>(float1 f) { return make_ushort1(sat(f.x, 1023.0f) << 6); }
template <> __device__ ushort2 from_float<ushort2>(float2 f) { return make_ushort2(sat(f.x, 1023.0f) << 6, sat(f.y, 1023.0f) << 6); }

__device__ __forceinline__ float1 operator*(float1 a, float s) { return make_float1(a.x * s); }
__device__ __forceinline__ float2 operator*(float2 a, float s) { return make_float2(a.x * s, a.y * s); }
__device__ __forceinline__ float1 operator+(float1 a, float1 b) { return make_float1(a.x + b.x); }
__device__ __forceinline__ float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ __forceinline__ float1 operator+(float1 a, float s) { return make_float1(a.x + s); }
__device__ __forceinline__ float2 operator+(float2 a, float s) { return make_float2(a.x + s, a.y + s); }

template <typename T>
struct Plane {
  const uint8_t* base;
  int width, height, pitch;  // pitch in bytes
  __device__ T at(int x, int y) const {
    x = min(max(x, 0), width - 1);
    y = min(max(y, 0), height - 1);
    return *reinterpret_cast<const T*>(base + (size_t)y * pitch + (size_t)x * sizeof(T));
  }
};

template <typename T>
__device__ __forceinline__ void subsample_nearest(const uint8_t* src, int sw, int sh, int spitch, uint8_t* dst, int dw, int dh, int dpitch) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= dw || y >= dh) return;
  const Plane<T> p{src, sw, sh, spitch};
  float hs = (float)sw / dw, vs = (float)sh / dh;
  T v = p.at((int)((x + 0.5f) * hs), (int)((y + 0.5f) * vs));
  *reinterpret_cast<T*>(dst + (size_t)y * dpitch + (size_t)x * sizeof(T)) = v;
}

template <typename T>
__device__ __forceinline__ void subsample_bilinear(const uint8_t* src, int sw, int sh, int spitch, uint8_t* dst, int dw, int dh, int dpitch) {
  using VH = vector_helpers<T>;
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= dw || y >= dh) return;
  const Plane<T> p{src, sw, sh, spitch};
  float hs = (float)sw / dw, vs = (float)sh / dh;
  float xi = (x + 0.5f) * hs - 0.5f, yi = (y + 0.5f) * vs - 0.5f;
  int x0 = (int)floorf(xi), y0 = (int)floorf(yi);
  float fx = xi - x0, fy = yi - y0;
  typename VH::ft c00 = to_float(p.at(x0, y0)), c10 = to_float(p.at(x0 + 1, y0));
  typename VH::ft c01 = to_float(p.at(x0, y0 + 1)), c11 = to_float(p.at(x0 + 1, y0 + 1));
  typename VH::ft top = c00 * (1.0f - fx) + c10 * fx, bot = c01 * (1.0f - fx) + c11 * fx;
  typename VH::ft r = top * (1.0f - fy) + bot * fy;
  *reinterpret_cast<T*>(dst + (size_t)y * dpitch + (size_t)x * sizeof(T)) = from_float<T>(r);
}

extern "C" {
#define SUBSAMPLE(Kind, Name, T)                                                                                   \
  __global__ void Subsample_##Kind##_##Name(const uint8_t* src, int sw, int sh, int spitch, uint8_t* dst, int dw, \
                                            int dh, int dpitch) {                                                  \
    subsample_##Kind<T>(src, sw, sh, spitch, dst, dw, dh, dpitch);                                                 \
  }
#define subsample_Nearest subsample_nearest
#define subsample_Bilinear subsample_bilinear
SUBSAMPLE(Nearest, uchar, uchar1)
SUBSAMPLE(Nearest, uchar2, uchar2)
SUBSAMPLE(Bilinear, uchar, uchar1)
SUBSAMPLE(Bilinear, uchar2, uchar2)
SUBSAMPLE(Bilinear, ushort, ushort1)
SUBSAMPLE(Bilinear, ushort2, ushort2)
}
