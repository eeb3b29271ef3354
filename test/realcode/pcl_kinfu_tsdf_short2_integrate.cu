// @realcode PCL KinectFusion's TSDF volume integration in its own style: namespace pcl::device, a fixed-point short2 voxel (tsdf scaled by DIVISOR = 32767, weight) packed with __float2int_rz and make_short2 and unpacked with __int2float_rn, PtrStep<T>/PtrStepSz<T> pitched views whose ptr(y) walks a byte step, a Mat33 of three float3 rows, an Intr camera struct with operator() scaling for a pyramid level, float3 operator overloads and dot/norm helpers, and a functor struct whose const operator()() each thread runs after the kernel builds it from its by-value arguments: every voxel of its (x, y) column is projected into the depth image with __float2int_rn, and the truncated signed distance is folded into the weighted running average.
// @let VX = 256
// @let VZ = 128
// @let COLS = 640
// @let ROWS = 480
// @buf depth u16[COLS * ROWS] uniform(600, 2400)
// @buf volume i16[VX * VX * VZ * 2] zero
// @buf intr f32[4] zero set(0, 525.0) set(1, 525.0) set(2, 319.5) set(3, 239.5)
// @buf rinv f32[9] zero set(0, 0.9950042) set(2, -0.0998334) set(4, 1.0) set(6, 0.0998334) set(8, 0.9950042)
// @buf tcurr f32[3] zero set(0, 1.5) set(1, 1.5) set(2, -0.3)
// @buf cell f32[3] zero set(0, 0.01171875) set(1, 0.01171875) set(2, 0.0234375)
// @launch pcl::device::integrateTsdfKernel grid(VX / 32, VX / 8) block(32, 8) args(depth, i64(COLS * 2), i32(COLS), i32(ROWS), volume, bytes(intr), bytes(rinv), bytes(tcurr), bytes(cell), f32(0.03), i32(VX), i32(VZ))
// @launch pcl::device::integrateTsdfKernel grid(VX / 32, VX / 8) block(32, 8) args(depth, i64(COLS * 2), i32(COLS), i32(ROWS), volume, bytes(intr), bytes(rinv), bytes(tcurr), bytes(cell), f32(0.03), i32(VX), i32(VZ))
// @check volume abs=2 frac=1e-3 (a projected coordinate within rounding of a pixel edge may pick the neighbouring depth when the compilers contract the rotation differently)
#include <cstddef>

namespace pcl {
namespace device {

const int DIVISOR = 32767; // SHRT_MAX
enum { MAX_WEIGHT = 128 };

template <typename T> struct DevPtr {
  T *data;
  __device__ __forceinline__ DevPtr(T *d) : data(d) {}
};
template <typename T> struct PtrStep : public DevPtr<T> {
  size_t step;
  __device__ __forceinline__ PtrStep(T *d, size_t s) : DevPtr<T>(d), step(s) {}
  __device__ __forceinline__ T *ptr(int y = 0) { return (T *)((char *)DevPtr<T>::data + y * step); }
  __device__ __forceinline__ const T *ptr(int y = 0) const { return (const T *)((const char *)DevPtr<T>::data + y * step); }
};
template <typename T> struct PtrStepSz : public PtrStep<T> {
  int cols, rows;
  __device__ __forceinline__ PtrStepSz(T *d, size_t s, int c, int r) : PtrStep<T>(d, s), cols(c), rows(r) {}
};

struct Mat33 { float3 data[3]; };
struct Intr {
  float fx, fy, cx, cy;
  __device__ __forceinline__ Intr operator()(int level_index) const {
    int div = 1 << level_index;
    return {fx / div, fy / div, cx / div, cy / div};
  }
};

__device__ __forceinline__ float3 operator+(const float3 &a, const float3 &b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__device__ __forceinline__ float3 operator-(const float3 &a, const float3 &b) { return make_float3(a.x - b.x, a.y - b.y, a.z - b.z); }
__device__ __forceinline__ float dot(const float3 &v1, const float3 &v2) { return v1.x * v2.x + v1.y * v2.y + v1.z * v2.z; }
__device__ __forceinline__ float3 &operator+=(float3 &vec, const float &v) { vec.x += v; vec.y += v; vec.z += v; return vec; }
__device__ __forceinline__ float3 operator*(const Mat33 &m, const float3 &vec) { return make_float3(dot(m.data[0], vec), dot(m.data[1], vec), dot(m.data[2], vec)); }
__device__ __forceinline__ float norm(const float3 &v) { return sqrtf(dot(v, v)); }

__device__ __forceinline__ void pack_tsdf(float tsdf, int weight, short2 &value) {
  int fixedp = max(-DIVISOR, min(DIVISOR, __float2int_rz(tsdf * DIVISOR)));
  value = make_short2(fixedp, weight);
}
__device__ __forceinline__ void unpack_tsdf(short2 value, float &tsdf, int &weight) {
  weight = value.y;
  tsdf = __int2float_rn(value.x) / DIVISOR;
}
__device__ __forceinline__ float unpack_tsdf(short2 value) { return static_cast<float>(value.x) / DIVISOR; }

struct TsdfVolume {
  PtrStepSz<const unsigned short> depth_raw;
  PtrStep<short2> volume;
  Intr intr;
  Mat33 Rcurr_inv;
  float3 tcurr;
  float3 cell_size;
  float tranc_dist;
  int vx, vz;

  __device__ __forceinline__ void operator()() const {
    int x = threadIdx.x + blockIdx.x * blockDim.x;
    int y = threadIdx.y + blockIdx.y * blockDim.y;
    if (x >= vx || y >= vx) return;
    const float tranc_dist_inv = 1.0f / tranc_dist;
    short2 *pos = const_cast<PtrStep<short2> &>(volume).ptr(y) + x;
    int elem_step = volume.step * vx / sizeof(short2);
    const Intr in = intr(0);
    float3 v_g = make_float3((x + 0.5f) * cell_size.x, (y + 0.5f) * cell_size.y, 0.5f * cell_size.z) - tcurr;
#pragma unroll 4
    for (int z = 0; z < vz; ++z, pos += elem_step) {
      float3 v = Rcurr_inv * v_g;
      v_g.z += cell_size.z;
      if (v.z <= 0) continue;
      int2 coo = make_int2(__float2int_rn(v.x * in.fx / v.z + in.cx), __float2int_rn(v.y * in.fy / v.z + in.cy));
      if (coo.x < 0 || coo.y < 0 || coo.x >= depth_raw.cols || coo.y >= depth_raw.rows) continue;
      int Dp = depth_raw.ptr(coo.y)[coo.x];
      if (Dp == 0) continue;
      float xl = (coo.x - in.cx) / in.fx;
      float yl = (coo.y - in.cy) / in.fy;
      float lambda_inv = rsqrtf(xl * xl + yl * yl + 1);
      float3 vc = v;
      float sdf = Dp * 0.001f - norm(vc) * lambda_inv;
      if (sdf >= -tranc_dist) {
        float tsdf = fmin(1.0f, sdf * tranc_dist_inv);
        int weight_prev;
        float tsdf_prev;
        unpack_tsdf(*pos, tsdf_prev, weight_prev);
        const int Wrk = 1;
        float tsdf_new = (tsdf_prev * weight_prev + Wrk * tsdf) / (weight_prev + Wrk);
        int weight_new = min(weight_prev + Wrk, (int)MAX_WEIGHT);
        pack_tsdf(tsdf_new, weight_new, *pos);
      }
    }
  }
};

__global__ void integrateTsdfKernel(const unsigned short *depth, size_t depth_step, int cols, int rows, short2 *volume, const Intr intr, const Mat33 Rcurr_inv, const float3 tcurr, const float3 cell_size, float tranc_dist, int vx, int vz) {
  const TsdfVolume tsdf{PtrStepSz<const unsigned short>(depth, depth_step, cols, rows), PtrStep<short2>(volume, vx * sizeof(short2)), intr, Rcurr_inv, tcurr, cell_size, tranc_dist, vx, vz};
  tsdf();
}

} // namespace device
} // namespace pcl
