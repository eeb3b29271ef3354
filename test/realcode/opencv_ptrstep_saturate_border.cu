// @realcode OpenCV cv::cuda-style image kernels: DevPtr / PtrStep<T> / PtrStepSz<T> class templates (pitched rows via ptr(y) with a byte step), saturate_cast<T> function-template specialisations (float -> uchar / short / ushort with __float2int_rn and clamping, int -> uchar), VecTraits<uchar3> / TypeVec-like traits with make() helpers, BrdReplicate / BrdReflect101 border functors with idx_row/idx_col, a BorderReader<Ptr2D, B> wrapper, a templated separable 5-tap Gaussian over uchar3 pixels accumulated in float3 with operator overloads, and a resize-by-area (2x2 mean) kernel; pitches that differ from the width, as cudaMallocPitch gives.
// @let W = 1920
// @let H = 1080
// @let STEP = 5824
// @buf src u8[H * STEP] uniform(0, 256)
// @buf tmp u8[H * STEP] zero
// @buf dst u8[H * STEP] zero
// @buf half_img i16[(H / 2) * (W / 2) * 3] zero
// @launch cv_like::cuda::device::row_filter_5<cv_like::cuda::device::BrdReflect101> grid(cdiv(W, 32), cdiv(H, 8)) block(32, 8) args(src, u64(STEP), tmp, u64(STEP), i32(W), i32(H))
// @launch cv_like::cuda::device::col_filter_5<cv_like::cuda::device::BrdReplicate> grid(cdiv(W, 32), cdiv(H, 8)) block(32, 8) args(tmp, u64(STEP), dst, u64(STEP), i32(W), i32(H))
// @launch cv_like::cuda::device::resize_area_2x_signed grid(cdiv(W / 2, 32), cdiv(H / 2, 8)) block(32, 8) args(dst, u64(STEP), half_img, i32(W / 2), i32(H / 2))
// @check tmp exact
// @check dst exact
// @check half_img exact
#include <cuda_runtime.h>
#include <climits>

typedef unsigned char uchar;
typedef unsigned short ushort;

namespace cv_like {
namespace cuda {

template <typename T>
struct DevPtr {
  typedef T elem_type;
  typedef int index_type;
  enum { elem_size = sizeof(elem_type) };
  T *data;
  __host__ __device__ __forceinline__ DevPtr() : data(0) {}
  __host__ __device__ __forceinline__ DevPtr(T *data_) : data(data_) {}
  __host__ __device__ __forceinline__ operator T *() { return data; }
  __host__ __device__ __forceinline__ operator const T *() const { return data; }
};

template <typename T>
struct PtrStep : public DevPtr<T> {
  __host__ __device__ __forceinline__ PtrStep() : step(0) {}
  __host__ __device__ __forceinline__ PtrStep(T *data_, size_t step_) : DevPtr<T>(data_), step(step_) {}
  size_t step;  // bytes between rows
  __host__ __device__ __forceinline__ T *ptr(int y = 0) { return (T *)((char *)DevPtr<T>::data + y * step); }
  __host__ __device__ __forceinline__ const T *ptr(int y = 0) const {
    return (const T *)((const char *)DevPtr<T>::data + y * step);
  }
  __host__ __device__ __forceinline__ T &operator()(int y, int x) { return ptr(y)[x]; }
  __host__ __device__ __forceinline__ const T &operator()(int y, int x) const { return ptr(y)[x]; }
};

template <typename T>
struct PtrStepSz : public PtrStep<T> {
  __host__ __device__ __forceinline__ PtrStepSz() : cols(0), rows(0) {}
  __host__ __device__ __forceinline__ PtrStepSz(int rows_, int cols_, T *data_, size_t step_)
      : PtrStep<T>(data_, step_), cols(cols_), rows(rows_) {}
  int cols;
  int rows;
};

namespace device {

template <typename _Tp>
__device__ __forceinline__ _Tp saturate_cast(uchar v) { return _Tp(v); }
template <typename _Tp>
__device__ __forceinline__ _Tp saturate_cast(int v) { return _Tp(v); }
template <typename _Tp>
__device__ __forceinline__ _Tp saturate_cast(float v) { return _Tp(v); }

template <>
__device__ __forceinline__ uchar saturate_cast<uchar>(int v) {
  uint res = 0;
  int vi = v;
  asm("cvt.sat.u8.s32 %0, %1;" : "=r"(res) : "r"(vi));
  return res;
}
template <>
__device__ __forceinline__ uchar saturate_cast<uchar>(float v) {
  uint res = 0;
  asm("cvt.rni.sat.u8.f32 %0, %1;" : "=r"(res) : "f"(v));
  return res;
}
template <>
__device__ __forceinline__ short saturate_cast<short>(float v) {
  const int iv = __float2int_rn(v);
  return (short)(iv < SHRT_MIN ? SHRT_MIN : (iv > SHRT_MAX ? SHRT_MAX : iv));
}
template <>
__device__ __forceinline__ ushort saturate_cast<ushort>(float v) {
  const int iv = __float2int_rn(v);
  return (ushort)(iv < 0 ? 0 : (iv > USHRT_MAX ? USHRT_MAX : iv));
}

template <typename T>
struct VecTraits;
template <>
struct VecTraits<uchar3> {
  typedef uchar elem_type;
  enum { cn = 3 };
  static __device__ __host__ __forceinline__ uchar3 all(uchar v) { return make_uchar3(v, v, v); }
  static __device__ __host__ __forceinline__ uchar3 make(uchar a0, uchar a1, uchar a2) { return make_uchar3(a0, a1, a2); }
};
template <>
struct VecTraits<float3> {
  typedef float elem_type;
  enum { cn = 3 };
  static __device__ __host__ __forceinline__ float3 all(float v) { return make_float3(v, v, v); }
};

__device__ __forceinline__ float3 operator*(float s, const uchar3 &a) { return make_float3(s * a.x, s * a.y, s * a.z); }
__device__ __forceinline__ float3 operator+(const float3 &a, const float3 &b) {
  return make_float3(a.x + b.x, a.y + b.y, a.z + b.z);
}
__device__ __forceinline__ float3 &operator+=(float3 &a, const float3 &b) {
  a.x += b.x;
  a.y += b.y;
  a.z += b.z;
  return a;
}

struct BrdReplicate {
  __host__ __device__ __forceinline__ BrdReplicate(int height, int width) : last_row(height - 1), last_col(width - 1) {}
  __device__ __forceinline__ int idx_row_low(int y) const { return ::max(y, 0); }
  __device__ __forceinline__ int idx_row_high(int y) const { return ::min(y, last_row); }
  __device__ __forceinline__ int idx_row(int y) const { return idx_row_low(idx_row_high(y)); }
  __device__ __forceinline__ int idx_col_low(int x) const { return ::max(x, 0); }
  __device__ __forceinline__ int idx_col_high(int x) const { return ::min(x, last_col); }
  __device__ __forceinline__ int idx_col(int x) const { return idx_col_low(idx_col_high(x)); }
  int last_row;
  int last_col;
};

struct BrdReflect101 {
  __host__ __device__ __forceinline__ BrdReflect101(int height, int width) : last_row(height - 1), last_col(width - 1) {}
  __device__ __forceinline__ int idx_row_low(int y) const { return ::abs(y) % (last_row + 1); }
  __device__ __forceinline__ int idx_row_high(int y) const { return ::abs(last_row - ::abs(last_row - y)) % (last_row + 1); }
  __device__ __forceinline__ int idx_row(int y) const { return idx_row_low(idx_row_high(y)); }
  __device__ __forceinline__ int idx_col_low(int x) const { return ::abs(x) % (last_col + 1); }
  __device__ __forceinline__ int idx_col_high(int x) const { return ::abs(last_col - ::abs(last_col - x)) % (last_col + 1); }
  __device__ __forceinline__ int idx_col(int x) const { return idx_col_low(idx_col_high(x)); }
  int last_row;
  int last_col;
};

template <typename Ptr2D, typename B>
struct BorderReader {
  typedef typename Ptr2D::elem_type elem_type;
  __host__ __device__ __forceinline__ BorderReader(const Ptr2D &ptr_, const B &b_) : ptr(ptr_), b(b_) {}
  __device__ __forceinline__ elem_type operator()(int y, int x) const { return ptr(b.idx_row(y), b.idx_col(x)); }
  Ptr2D ptr;
  B b;
};

// Binomial 5-tap kernel (1 4 6 4 1) / 16
__constant__ float c_kernel5[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};

template <typename Brd>
__global__ void row_filter_5(const uchar *src_data, size_t src_step, uchar *dst_data, size_t dst_step, int cols,
                             int rows) {
  const PtrStepSz<uchar3> src(rows, cols, (uchar3 *)src_data, src_step);
  PtrStepSz<uchar3> dst(rows, cols, (uchar3 *)dst_data, dst_step);
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= cols || y >= rows) return;
  const BorderReader<PtrStep<uchar3>, Brd> reader(src, Brd(rows, cols));
  float3 sum = VecTraits<float3>::all(0.f);
#pragma unroll
  for (int k = 0; k < 5; ++k) sum += c_kernel5[k] * reader(y, x + k - 2);
  dst(y, x) = VecTraits<uchar3>::make(saturate_cast<uchar>(sum.x), saturate_cast<uchar>(sum.y), saturate_cast<uchar>(sum.z));
}

template <typename Brd>
__global__ void col_filter_5(const uchar *src_data, size_t src_step, uchar *dst_data, size_t dst_step, int cols,
                             int rows) {
  const PtrStepSz<uchar3> src(rows, cols, (uchar3 *)src_data, src_step);
  PtrStepSz<uchar3> dst(rows, cols, (uchar3 *)dst_data, dst_step);
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= cols || y >= rows) return;
  const BorderReader<PtrStep<uchar3>, Brd> reader(src, Brd(rows, cols));
  float3 sum = VecTraits<float3>::all(0.f);
#pragma unroll
  for (int k = 0; k < 5; ++k) sum += c_kernel5[k] * reader(y + k - 2, x);
  dst(y, x) = VecTraits<uchar3>::make(saturate_cast<uchar>(sum.x), saturate_cast<uchar>(sum.y), saturate_cast<uchar>(sum.z));
}

// 2x2 area mean into a signed 16-bit image centred on 128 (a tightly packed short3 row).
__global__ void resize_area_2x_signed(const uchar *src_data, size_t src_step, short *dst_data, int dcols, int drows) {
  const PtrStep<uchar3> src((uchar3 *)src_data, src_step);
  PtrStep<short3> dst((short3 *)dst_data, dcols * sizeof(short3));
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= dcols || y >= drows) return;
  float3 sum = VecTraits<float3>::all(0.f);
#pragma unroll
  for (int dy = 0; dy < 2; ++dy) {
#pragma unroll
    for (int dx = 0; dx < 2; ++dx) sum += 0.25f * src(2 * y + dy, 2 * x + dx);
  }
  dst(y, x) = make_short3(saturate_cast<short>((sum.x - 128.f) * 300.f), saturate_cast<short>((sum.y - 128.f) * 300.f),
                          saturate_cast<short>((sum.z - 128.f) * 300.f));
}

template __global__ void row_filter_5<BrdReflect101>(const uchar *, size_t, uchar *, size_t, int, int);
template __global__ void col_filter_5<BrdReplicate>(const uchar *, size_t, uchar *, size_t, int, int);

}  // namespace device
}  // namespace cuda
}  // namespace cv_like
