// @realcode cuDF-style column kernels: a valid_if kernel that builds a 32-bit-word null mask with __ballot_sync and counts nulls with __popc and a block reduction, a strings column (int32 offsets and UTF-8 chars) read through a string_view-like class whose length counts code points (bytes that are not continuation bytes), an upper-casing transform that writes into a second chars buffer and honours the null mask (bit_is_set), and a character-count kernel writing a size_type column, one warp per string.
// @let NSTR = 1 << 18
// @let MAXLEN = 40
// @buf ints i32[NSTR] uniform(-1000, 1000)
// @buf mask u32[NSTR / 32] zero
// @buf nulls i32[1] zero
// @buf offsets i32[NSTR + 1] rowptr(MAXLEN)
// @buf chars u8[NSTR * MAXLEN] uniform(32, 256)
// @buf upper u8[NSTR * MAXLEN] zero
// @buf counts i32[NSTR] zero
// @launch valid_if_kernel<256> grid(NSTR / 256) block(256) args(mask, nulls, ints, i32(NSTR))
// @launch to_upper_kernel grid(NSTR / 256) block(256) args(offsets, chars, mask, upper, i32(NSTR))
// @launch count_characters_kernel grid(NSTR / 8) block(256) args(offsets, chars, mask, counts, i32(NSTR))
// @check mask exact
// @check nulls exact
// @check upper exact
// @check counts exact
#include <cstdint>

namespace cudf {
using size_type = int32_t;
using bitmask_type = uint32_t;
constexpr size_type detail_warp_size = 32;

__device__ inline bool bit_is_set(const bitmask_type* mask, size_type i) {
  return (mask[i / 32] >> (i % 32)) & 1u;
}

class string_view {
  const char* data_;
  size_type bytes_;

 public:
  __device__ string_view(const char* d, size_type b) : data_(d), bytes_(b) {}
  __device__ size_type size_bytes() const { return bytes_; }
  __device__ const char* data() const { return data_; }
  __device__ bool empty() const { return bytes_ == 0; }
  __device__ size_type length() const {
    size_type n = 0;
    for (size_type i = 0; i < bytes_; ++i) n += ((uint8_t)data_[i] & 0xC0) != 0x80;
    return n;
  }
};

struct column_device_view {
  const size_type* offsets;
  const char* chars;
  const bitmask_type* null_mask;
  size_type size;
  __device__ bool is_valid(size_type i) const { return null_mask == nullptr || bit_is_set(null_mask, i); }
  __device__ string_view element(size_type i) const {
    size_type b = offsets[i];
    return string_view(chars + b, offsets[i + 1] - b);
  }
};
}  // namespace cudf

template <int block_size>
__global__ void valid_if_kernel(cudf::bitmask_type* output, cudf::size_type* valid_count, const int* in, cudf::size_type size) {
  __shared__ cudf::size_type warp_valid[block_size / 32];
  cudf::size_type i = blockIdx.x * block_size + threadIdx.x;
  cudf::size_type local = 0;
  // Null when the value is a multiple of seven: the predicate of the real code is a functor.
  auto pred = [](int v) { return v % 7 != 0; };
  cudf::bitmask_type word = __ballot_sync(0xffffffffu, i < size && pred(in[i]));
  if (threadIdx.x % 32 == 0 && i < size) {
    output[i / 32] = word;
    local = __popc(word);
  }
  if (threadIdx.x % 32 == 0) warp_valid[threadIdx.x / 32] = local;
  __syncthreads();
  if (threadIdx.x == 0) {
    cudf::size_type total = 0;
#pragma unroll
    for (int w = 0; w < block_size / 32; ++w) total += warp_valid[w];
    atomicAdd(valid_count, min(block_size, size - (cudf::size_type)(blockIdx.x * block_size)) - total);
  }
}

__device__ __forceinline__ char ascii_upper(char c) { return (c >= 'a' && c <= 'z') ? (char)(c - 'a' + 'A') : c; }

__global__ void to_upper_kernel(const cudf::size_type* offsets, const char* chars, const cudf::bitmask_type* mask, char* out,
                                cudf::size_type n) {
  const cudf::column_device_view col{offsets, chars, mask, n};
  cudf::size_type i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= col.size) return;
  cudf::string_view s = col.element(i);
  char* d = out + offsets[i];
  if (!col.is_valid(i)) {
    for (cudf::size_type b = 0; b < s.size_bytes(); ++b) d[b] = '\0';
    return;
  }
  for (cudf::size_type b = 0; b < s.size_bytes(); ++b) d[b] = ascii_upper(s.data()[b]);
}

// One warp per string: lanes stride the bytes, then reduce.
__global__ void count_characters_kernel(const cudf::size_type* offsets, const char* chars, const cudf::bitmask_type* mask,
                                        cudf::size_type* counts, cudf::size_type n) {
  const cudf::column_device_view col{offsets, chars, mask, n};
  cudf::size_type i = (blockIdx.x * blockDim.x + threadIdx.x) / cudf::detail_warp_size;
  int lane = threadIdx.x % cudf::detail_warp_size;
  if (i >= col.size) return;
  if (!col.is_valid(i)) {
    if (lane == 0) counts[i] = -1;
    return;
  }
  cudf::string_view s = col.element(i);
  cudf::size_type c = 0;
  for (cudf::size_type b = lane; b < s.size_bytes(); b += cudf::detail_warp_size) c += ((uint8_t)s.data()[b] & 0xC0) != 0x80;
  c = __reduce_add_sync(0xffffffffu, c);
  if (lane == 0) counts[i] = c + (s.length() - c);
}

template __global__ void valid_if_kernel<256>(cudf::bitmask_type*, cudf::size_type*, const int*, cudf::size_type);
