// Tile kernels for sort, argsort, key-value sort, topk and histogram
// (kiln_tile_e2e's tile/sort_* tests check them against host references).
// One row per program; rows are ragged when n is not the tile's width: the
// loads pad with a key that sorts last, the stores skip the padding.
#include <kiln/tile.hpp>
#include <math.h>
using namespace kiln::tile;

// 1-D: one 1024-element row (ascending), 2-D: 4 rows of 256 per program.
KILN_TILE_KERNEL void sort_f32(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0);
  store(y, sort<1>(load<1, 1024>(x, NAN, r, 0)), r, 0); // NaN sorts last: the padding
}
KILN_TILE_KERNEL void sort_f32_desc(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0);
  store(y, sort<1, true>(load<1, 1024>(x, -INFINITY, r, 0)), r, 0);
}
KILN_TILE_KERNEL void sort_rows_f32(tensor<const float, 2> x, tensor<float, 2> y) {
  int64_t r = block_id(0) * 4;
  store(y, sort<1>(load<4, 256>(x, INFINITY, r, 0)), r, 0);
}
KILN_TILE_KERNEL void sort_1d_f32(tensor<const float, 1> x, tensor<float, 1> y) {
  store(y, sort<0>(load<512>(x, INFINITY, 0)), 0);
}
KILN_TILE_KERNEL void sort_f16(tensor<const _Float16, 2> x, tensor<_Float16, 2> y) {
  int64_t r = block_id(0);
  store(y, sort<1>(load<1, 1024>(x, (_Float16)INFINITY, r, 0)), r, 0);
}
KILN_TILE_KERNEL void sort_bf16_desc(tensor<const __bf16, 2> x, tensor<__bf16, 2> y) {
  int64_t r = block_id(0);
  store(y, sort<1, true>(load<1, 1024>(x, (__bf16)-INFINITY, r, 0)), r, 0);
}
KILN_TILE_KERNEL void sort_i32(tensor<const int32_t, 2> x, tensor<int32_t, 2> y) {
  int64_t r = block_id(0);
  store(y, sort<1>(load<1, 1024>(x, 2147483647, r, 0)), r, 0);
}
KILN_TILE_KERNEL void sort_u32_desc(tensor<const uint32_t, 2> x, tensor<uint32_t, 2> y) {
  int64_t r = block_id(0);
  store(y, sort<1, true>(load<1, 256>(x, 0u, r, 0)), r, 0);
}
// argsort (stable): idx[r, i] = the position of the i-th smallest key.
KILN_TILE_KERNEL void argsort_f32(tensor<const float, 2> x, tensor<int32_t, 2> idx) {
  int64_t r = block_id(0);
  store(idx, argsort<1>(load<1, 1024>(x, INFINITY, r, 0)), r, 0);
}
KILN_TILE_KERNEL void argsort_i32_desc(tensor<const int32_t, 2> x, tensor<int32_t, 2> idx) {
  int64_t r = block_id(0) * 2;
  store(idx, argsort<1, true>(load<2, 512>(x, -2147483647 - 1, r, 0)), r, 0);
}
// Key-value sort in place: f16 keys, float payloads.
KILN_TILE_KERNEL void sort_pairs_f16(tensor<const _Float16, 2> k, tensor<const float, 2> v,
                                     tensor<_Float16, 2> ko, tensor<float, 2> vo) {
  int64_t r = block_id(0);
  auto keys = load<1, 1024>(k, (_Float16)INFINITY, r, 0);
  auto vals = load<1, 1024>(v, r, 0);
  sort<1>(keys, vals);
  store(ko, keys, r, 0);
  store(vo, vals, r, 0);
}
// The 8 largest of each row of up to 1024 (values and positions).
KILN_TILE_KERNEL void topk8_f32(tensor<const float, 2> x, tensor<float, 2> vals, tensor<int32_t, 2> idx) {
  int64_t r = block_id(0);
  auto t = load<1, 1024>(x, -INFINITY, r, 0);
  store(vals, topk<8, 1>(t), r, 0);
  store(idx, topk_indices<8, 1>(t), r, 0);
}
// Histogram of one block of 4096 int32 values into 256 bins, masked to n.
KILN_TILE_KERNEL void histogram256(tensor<const int32_t, 1> x, tensor<int32_t, 2> counts) {
  int64_t b = block_id(0);
  auto offs = arange<int64_t, 4096>() + b * 4096;
  auto t = load<4096>(x, b * 4096);
  store(counts, expand_dims<0>(histogram<256>(t, offs < x.shape(0))), b, 0);
}
