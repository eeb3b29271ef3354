#include <gtest/gtest.h>

#include "kiln/tile_signature.hpp"

namespace kiln {
namespace {

Param value(const char* type, uint32_t size = 8) { return Param{ParamKind::value, size, size, type}; }
Param pointer(const char* type) { return Param{ParamKind::pointer, 8, 8, type}; }

// softmax(tensor<const float, 2>, tensor<float, 2>, float) as kilnc writes it.
KernelInfo softmax_like() {
  KernelInfo k;
  k.name = "softmax";
  k.signature = "softmax(tensor<const float, 2>, tensor<float, 2>, float)";
  for (int t = 0; t < 2; ++t) {
    k.params.push_back(pointer("f32*"));
    for (int j = 0; j < 4; ++j) k.params.push_back(value("i64"));
  }
  k.params.push_back(value("f32", 4));
  return k;
}

TEST(TileSignature, GroupsTensorsAndScalars) {
  auto params = tile_parameters(softmax_like());
  ASSERT_TRUE(params);
  ASSERT_EQ(params->size(), 3u);
  EXPECT_TRUE((*params)[0].is_tensor);
  EXPECT_TRUE((*params)[0].is_const);
  EXPECT_EQ((*params)[0].rank, 2);
  EXPECT_EQ((*params)[0].element, "f32");
  EXPECT_EQ((*params)[0].first, 0u);
  EXPECT_FALSE((*params)[1].is_const);
  EXPECT_EQ((*params)[1].first, 5u);
  EXPECT_FALSE((*params)[2].is_tensor);
  EXPECT_EQ((*params)[2].element, "f32");
  EXPECT_EQ((*params)[2].first, 10u);
  EXPECT_EQ((*params)[2].spelling, "float");
}

TEST(TileSignature, NothingWhenTheParametersDoNotMatch) {
  KernelInfo k = softmax_like();
  k.params.pop_back();  // the scalar is missing
  EXPECT_FALSE(tile_parameters(k));
  k = softmax_like();
  k.params[3] = value("i32", 4);  // a shape entry that is not i64
  EXPECT_FALSE(tile_parameters(k));
  k = softmax_like();
  k.signature.clear();  // extern "C" CUDA kernels carry none
  EXPECT_FALSE(tile_parameters(k));
}

TEST(TileSignature, SplitsAtTopLevelCommasOnly) {
  auto p = signature_params("f(tensor<float, 2>, kiln::tile::tensor<const __bf16, 1>, long)");
  ASSERT_EQ(p.size(), 3u);
  EXPECT_EQ(tensor_rank(p[0]), 2);
  EXPECT_EQ(tensor_rank(p[1]), 1);
  EXPECT_EQ(tensor_rank(p[2]), 0);
  EXPECT_EQ(tensor_rank("mytensor<float, 2>"), 0);
}

}  // namespace
}  // namespace kiln
