// @realcode ATen-style index_select along dim 1 of a permuted (non-contiguous) 3-D tensor: a TensorInfo-like geometry struct (sizes/strides arrays of MAX_DIMS, by value), IndexToOffset with a compile-time Dims specialisation and the runtime -1 loop, C10_LAUNCH_BOUNDS_1 and C10_UNROLL macros, CUDA_KERNEL_LOOP_TYPE with int64 indices, and the small-index / large-index kernels the dispatcher picks between.
// @let A = 64
// @let B = 512
// @let C = 96
// @let NI = 300
// @buf src f32[A * B * C] uniform(-1, 1)
// @buf geom i64[17] zero set(0, 64) set(1, 512) set(2, 96) set(8, 512) set(9, 1) set(10, 32768) set(16, 3)
// @buf idx i64[NI] uniform(0, 512)
// @buf out_small f32[A * NI * C] zero
// @buf out_large f32[A * NI * C] zero
// @launch index_select_small_index grid(NI) block(128) args(src, bytes(geom), idx, out_small, i64(NI), i64(A * C))
// @launch index_select_large_index<-1> grid(cdiv(A * NI * C, 256)) block(256) args(src, bytes(geom), idx, out_large, i64(A * NI * C))
// @check out_small exact
// @check out_large exact
#include <cstdint>
#include <cuda_runtime.h>

#define C10_LAUNCH_BOUNDS_1(max_threads_per_block) __launch_bounds__((max_threads_per_block))
#define C10_UNROLL _Pragma("unroll")
#define C10_HOST_DEVICE __host__ __device__
#define CUDA_KERNEL_LOOP_TYPE(i, n, index_type)                                                     \
  int64_t _i_n_d_e_x = blockIdx.x * blockDim.x + threadIdx.x;                                      \
  for (index_type i = _i_n_d_e_x; _i_n_d_e_x < (n); _i_n_d_e_x += blockDim.x * gridDim.x, i = _i_n_d_e_x)

namespace at { namespace cuda { namespace detail {
constexpr int MAX_TENSORINFO_DIMS = 8;

// The geometry half of ATen's TensorInfo (the data pointer travels separately here).
template <typename IndexType>
struct TensorGeometry {
  IndexType sizes[MAX_TENSORINFO_DIMS];
  IndexType strides[MAX_TENSORINFO_DIMS];
  int dims;
  C10_HOST_DEVICE bool isContiguous() const { return dims == 1 && strides[0] == 1; }
};

template <typename IndexType, int Dims>
struct IndexToOffset {
  static __device__ __forceinline__ IndexType get(IndexType linearId, const TensorGeometry<IndexType> &info) {
    IndexType offset = 0;
    C10_UNROLL
    for (int i = Dims - 1; i > 0; --i) {
      IndexType curDimIndex = linearId % info.sizes[i];
      offset += curDimIndex * info.strides[i];
      linearId /= info.sizes[i];
    }
    return offset + linearId * info.strides[0];
  }
};

// Dims == -1: the number of dimensions is only known at run time.
template <typename IndexType>
struct IndexToOffset<IndexType, -1> {
  static __device__ __forceinline__ IndexType get(IndexType linearId, const TensorGeometry<IndexType> &info) {
    IndexType offset = 0;
    for (int i = info.dims - 1; i > 0; --i) {
      IndexType curDimIndex = linearId % info.sizes[i];
      offset += curDimIndex * info.strides[i];
      linearId /= info.sizes[i];
    }
    return offset + linearId * info.strides[0];
  }
};
}}}  // namespace at::cuda::detail

using at::cuda::detail::IndexToOffset;
using at::cuda::detail::TensorGeometry;

// One block per selected index: the outer and inner dimensions of that slice are walked by the block.
__global__ void C10_LAUNCH_BOUNDS_1(128)
index_select_small_index(const float *__restrict__ src, TensorGeometry<int64_t> g, const int64_t *__restrict__ index,
                         float *__restrict__ dst, int64_t numIndices, int64_t sliceSize) {
  const int64_t j = index[blockIdx.x];
  for (int64_t linear = threadIdx.x; linear < sliceSize; linear += blockDim.x) {
    int64_t a = linear / g.sizes[2], c = linear % g.sizes[2];
    int64_t srcOff = a * g.strides[0] + j * g.strides[1] + c * g.strides[2];
    int64_t dstOff = (a * numIndices + blockIdx.x) * g.sizes[2] + c;
    dst[dstOff] = src[srcOff];
  }
}

// One thread per output element, the source offset through IndexToOffset.
template <int Dims>
__global__ void C10_LAUNCH_BOUNDS_1(256)
index_select_large_index(const float *__restrict__ src, TensorGeometry<int64_t> g, const int64_t *__restrict__ index,
                         float *__restrict__ dst, int64_t total) {
  CUDA_KERNEL_LOOP_TYPE(linear, total, int64_t) {
    const int64_t C = g.sizes[2];
    const int64_t numIndices = total / (g.sizes[0] * C);
    int64_t c = linear % C, rest = linear / C;
    int64_t k = rest % numIndices, a = rest / numIndices;
    int64_t srcLinear = (a * g.sizes[1] + index[k]) * C + c;
    dst[linear] = src[IndexToOffset<int64_t, Dims>::get(srcLinear, g)];
  }
}
template __global__ void index_select_large_index<-1>(const float *, TensorGeometry<int64_t>, const int64_t *, float *, int64_t);
template __global__ void index_select_large_index<3>(const float *, TensorGeometry<int64_t>, const int64_t *, float *, int64_t);
