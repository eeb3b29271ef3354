//===- cuda_pipeline.h - CUDA's async-copy pipeline API for kilnc ---------===//
//
// The C++ half of the CUDA toolkit's <cuda_pipeline.h>, written for kilnc on
// the primitives of <cuda_pipeline_primitives.h> (which it includes, as the
// toolkit's does): nvcuda::experimental::pipeline (commit, commit_and_wait,
// wait, wait_prior<N>), memcpy_async(dst, src, pipe) for an object and for
// an array segment (segment<N>(ptr)). Copies of trivially copyable objects
// from global to shared memory are cp.async of the largest chunks (16, 8, 4
// bytes) their alignment allows, as in the toolkit; anything else is copied
// by the thread at once. pipeline::arrive_on(awbarrier&) arrives on an
// arrive-wait barrier of <cuda_awbarrier.h> (included, as by the toolkit's)
// once this thread's earlier copies have landed; the overload for libcu++'s
// cuda::barrier is not provided.
//
//===----------------------------------------------------------------------===//
#ifndef _CUDA_PIPELINE_H_
#define _CUDA_PIPELINE_H_

#include <cuda_pipeline_primitives.h>
#include <cuda_awbarrier.h>

namespace nvcuda {
namespace experimental {

template <size_t N, typename T> __device__ __forceinline__ auto segment(T *ptr) -> T (*)[N] {
  return (T(*)[N])ptr;
}

class pipeline {
public:
  pipeline(const pipeline &) = delete;
  pipeline(pipeline &&) = delete;
  pipeline &operator=(const pipeline &) = delete;
  pipeline &operator=(pipeline &&) = delete;

  __device__ __forceinline__ pipeline() : current_batch(0) {}
  /// Closes the current batch of copies; returns its number.
  __device__ __forceinline__ size_t commit() {
    __pipeline_commit();
    return current_batch++;
  }
  __device__ __forceinline__ void commit_and_wait() {
    (void)commit();
    wait_prior<0>();
  }
  /// Waits for batch `batch` (and those before it).
  __device__ __forceinline__ void wait(size_t batch) {
    __pipeline_wait_prior(current_batch > batch ? current_batch - batch : 0);
  }
  template <unsigned N> __device__ __forceinline__ void wait_prior() { __kiln_pipeline::wait_prior<N>(); }
  __device__ __forceinline__ void arrive_on(awbarrier &barrier) { __pipeline_arrive_on(&barrier.barrier); }

private:
  size_t current_batch;
};

namespace __kiln_detail {
__KILN_PRIM("is_space.shared") bool is_shared(const void *p);
__KILN_PRIM("is_space.global") bool is_global(const void *p);

template <size_t Size, size_t SrcSize>
__device__ __forceinline__ void copy_chunk(void *__restrict__ dst, const void *__restrict__ src) {
  if (is_global(src) && is_shared(dst)) {
    __kiln_pipeline::copy<Size>(dst, src, Size - SrcSize);
  } else {
    char *d = (char *)dst;
    const char *s = (const char *)src;
    for (size_t i = 0; i < Size; i++)
      d[i] = i < SrcSize ? s[i] : 0;
  }
}
} // namespace __kiln_detail

template <class T> __device__ __forceinline__ void memcpy_async(T &dst, const T &src, pipeline &pipe) {
  (void)pipe;
  if (__is_trivially_copyable(T)) {
    char *d = reinterpret_cast<char *>(&dst);
    const char *s = reinterpret_cast<const char *>(&src);
    constexpr size_t align = alignof(T);
    size_t done = 0;
#pragma unroll
    for (; align >= 16 && done + 16 <= sizeof(T); done += 16)
      __kiln_detail::copy_chunk<16, 16>(d + done, s + done);
#pragma unroll
    for (; align >= 8 && done + 8 <= sizeof(T); done += 8)
      __kiln_detail::copy_chunk<8, 8>(d + done, s + done);
#pragma unroll
    for (; align >= 4 && done + 4 <= sizeof(T); done += 4)
      __kiln_detail::copy_chunk<4, 4>(d + done, s + done);
    for (; done < sizeof(T); done++)
      d[done] = s[done];
  } else {
    dst = src;
  }
}

template <class T, size_t DstN, size_t SrcN>
__device__ __forceinline__ void memcpy_async(T (*dst)[DstN], const T (*src)[SrcN], pipeline &pipe) {
  (void)pipe;
  constexpr size_t dst_size = sizeof(*dst);
  constexpr size_t src_size = sizeof(*src);
  static_assert(dst_size == 4 || dst_size == 8 || dst_size == 16, "Unsupported copy size.");
  static_assert(src_size <= dst_size, "Source size must be less than or equal to destination size.");
  if (__is_trivially_copyable(T)) {
    __kiln_detail::copy_chunk<dst_size, src_size>((void *)*dst, (const void *)*src);
  } else {
    for (size_t i = 0; i < DstN; ++i)
      (*dst)[i] = (i < SrcN) ? (*src)[i] : T();
  }
}

} // namespace experimental
} // namespace nvcuda

#endif // _CUDA_PIPELINE_H_
