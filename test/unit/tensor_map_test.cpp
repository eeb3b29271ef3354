// TMA descriptor arguments are checked before cuTensorMapEncodeTiled (no driver needed here): each
// broken rule is a CudaError naming the call, CUDA_ERROR_INVALID_VALUE and the rule.
#include <gtest/gtest.h>

#include "kiln/driver.hpp"
#include "kiln/tensor_map.hpp"

namespace kiln {
namespace {

// A 256 x 512 row-major bf16 matrix, 128 x 64 boxes with the 128-byte swizzle (a GEMM operand tile).
TensorMapDesc good() {
  TensorView<bfloat16, 2> v;
  v.data = 0x7f0000000000;  // 16-byte aligned; never dereferenced here
  v.shape[0] = 256;
  v.shape[1] = 512;
  v.stride[0] = 512;
  v.stride[1] = 1;
  return tensor_map_desc(v, {128, 64}, TmaSwizzle::b128);
}

// The rule `mutate` breaks, as the exception's text and code report it.
void expect_invalid(void (*mutate)(TensorMapDesc&), const std::string& rule) {
  TensorMapDesc d = good();
  mutate(d);
  try {
    check_tensor_map(d);
    FAIL() << "accepted a descriptor that breaks: " << rule;
  } catch (const CudaError& e) {
    std::string what = e.what();
    EXPECT_EQ(e.code(), CUDA_ERROR_INVALID_VALUE);
    EXPECT_NE(what.find("cuTensorMapEncodeTiled failed: CUDA_ERROR_INVALID_VALUE"), std::string::npos) << what;
    EXPECT_NE(what.find(rule), std::string::npos) << what;
  }
}

TEST(TensorMap, GoodDescriptorPasses) {
  TensorMapDesc d = good();
  EXPECT_NO_THROW(check_tensor_map(d));
  EXPECT_EQ(d.dtype, CU_TENSOR_MAP_DATA_TYPE_BFLOAT16);
  EXPECT_EQ(d.rank, 2u);
  EXPECT_EQ(d.shape[0], 256u);
  EXPECT_EQ(d.box[1], 64u);
}

TEST(TensorMap, IsTheDriversOpaque128Bytes) {
  // Passed by value as a __grid_constant__ parameter: the PTX declares .param .align 64 .b8 [128].
  EXPECT_EQ(sizeof(CUtensorMap), 128u);
  EXPECT_GE(alignof(CUtensorMap), 64u);
}

TEST(TensorMap, RejectsEachRule) {
  expect_invalid([](TensorMapDesc& d) { d.base += 8; }, "16-byte aligned");
  expect_invalid([](TensorMapDesc& d) { d.base = 0; }, "null");
  expect_invalid([](TensorMapDesc& d) { d.rank = 6; }, "rank 1 to 5");
  expect_invalid([](TensorMapDesc& d) { d.stride[1] = 2; }, "innermost dimension must be contiguous");
  expect_invalid([](TensorMapDesc& d) { d.stride[0] = 500; }, "multiples of 16 bytes");
  expect_invalid([](TensorMapDesc& d) { d.box[0] = 512; }, "boxes are 1 to 256");
  expect_invalid([](TensorMapDesc& d) { d.box[1] = 4; }, "multiple of 16 bytes");
  expect_invalid([](TensorMapDesc& d) { d.box[1] = 128; }, "128-byte swizzle span");
  expect_invalid([](TensorMapDesc& d) { d.shape[0] = 0; }, "extents are 1 to 2^32");
  expect_invalid([](TensorMapDesc& d) { d.dtype = CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B; }, "not supported");
}

TEST(TensorMap, SwizzleSpanFollowsMode) {
  TensorMapDesc d = good();
  d.swizzle = TmaSwizzle::b64;  // 64 bf16 = 128 bytes > 64
  EXPECT_THROW(check_tensor_map(d), CudaError);
  d.box[1] = 32;
  EXPECT_NO_THROW(check_tensor_map(d));
  d.swizzle = TmaSwizzle::none;
  d.box[1] = 256;
  EXPECT_NO_THROW(check_tensor_map(d));
}

TEST(TensorMap, DtypeOfElementTypes) {
  static_assert(tensor_map_dtype<float>() == CU_TENSOR_MAP_DATA_TYPE_FLOAT32);
  static_assert(tensor_map_dtype<const half>() == CU_TENSOR_MAP_DATA_TYPE_FLOAT16);
  static_assert(tensor_map_dtype<int8_t>() == CU_TENSOR_MAP_DATA_TYPE_UINT8);
  EXPECT_EQ(tensor_map_element_bytes(CU_TENSOR_MAP_DATA_TYPE_FLOAT64), 8u);
}

}  // namespace
}  // namespace kiln
