// Launch-time variants of tile kernels (tile-specialize-contiguous): the bundle lines that tie a
// variant to its kernel and the condition the runtime checks on the flattened arguments.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "kiln/bundle.hpp"
#include "kiln/error.hpp"

namespace kiln {
namespace {

// Flattened tile arguments as launch_tile passes them: one 8-byte slot per parameter.
struct Args {
  std::vector<int64_t> slots;
  std::vector<void*> pointers;
  void* const* data() {
    pointers.clear();
    for (int64_t& s : slots) pointers.push_back(&s);
    return pointers.data();
  }
};

// A rank-2 bf16 tensor (pointer, 2 extents, 2 strides) then a float scalar.
Args rows(uint64_t ptr, int64_t rows_, int64_t cols, int64_t row_stride, int64_t col_stride) {
  return Args{{int64_t(ptr), rows_, cols, row_stride, col_stride, 0}, {}};
}

const std::vector<ContiguousTensor> kBf16Rows = {{0, 2, 2}};

TEST(ContiguousArguments, ContiguousAlignedDivisibleTensorsQualify) {
  Args a = rows(0x7f0000000000, 64, 1024, 1024, 1);
  EXPECT_TRUE(contiguous_arguments(kBf16Rows, a.data(), a.slots.size()));
  // A row stride larger than the row (a slice of a wider matrix) is fine when it is 16-byte aligned.
  Args b = rows(0x7f0000000000, 64, 1024, 4096, 1);
  EXPECT_TRUE(contiguous_arguments(kBf16Rows, b.data(), b.slots.size()));
}

TEST(ContiguousArguments, EachBrokenConditionFallsBack) {
  Args unaligned = rows(0x7f0000000002, 64, 1024, 1024, 1);
  EXPECT_FALSE(contiguous_arguments(kBf16Rows, unaligned.data(), unaligned.slots.size()));
  Args strided = rows(0x7f0000000000, 64, 1024, 1, 64);  // a transposed view
  EXPECT_FALSE(contiguous_arguments(kBf16Rows, strided.data(), strided.slots.size()));
  Args ragged = rows(0x7f0000000000, 64, 1001, 1001, 1);  // 1001 bf16 is not a multiple of 16 bytes
  EXPECT_FALSE(contiguous_arguments(kBf16Rows, ragged.data(), ragged.slots.size()));
  Args odd_rows = rows(0x7f0000000000, 64, 1024, 1028, 1);  // 2056-byte row pitch
  EXPECT_FALSE(contiguous_arguments(kBf16Rows, odd_rows.data(), odd_rows.slots.size()));
}

TEST(ContiguousArguments, EveryListedTensorMustQualify) {
  // Two rank-1 f32 tensors at arguments 0 and 3.
  std::vector<ContiguousTensor> two = {{0, 4, 1}, {3, 4, 1}};
  Args ok{{0x1000, 256, 1, 0x2000, 256, 1}, {}};
  EXPECT_TRUE(contiguous_arguments(two, ok.data(), ok.slots.size()));
  Args second_unaligned{{0x1000, 256, 1, 0x2004, 256, 1}, {}};
  EXPECT_FALSE(contiguous_arguments(two, second_unaligned.data(), second_unaligned.slots.size()));
}

TEST(ContiguousArguments, ATensorPastTheArgumentsNeverQualifies) {
  std::vector<ContiguousTensor> past = {{4, 4, 1}};
  Args a{{0x1000, 256, 1, 0x2000, 256}, {}};
  EXPECT_FALSE(contiguous_arguments(past, a.data(), a.slots.size()));
}

// Variants with TMA loads (sm_90a): launch_tile also needs descriptors the driver can encode.
TEST(TensorMapArguments, EncodableTensorsQualify) {
  std::vector<TensorMapSource> a(1);
  a[0].param = 6, a[0].arg = 0, a[0].element_bytes = 2, a[0].rank = 2, a[0].box = {128, 64}, a[0].swizzle = 128;
  Args ok = rows(0x7f0000000000, 4000, 4000, 4000, 1);
  EXPECT_TRUE(tensor_map_arguments(a, ok.data(), ok.slots.size()));
  Args empty = rows(0x7f0000000000, 0, 4096, 4096, 1);  // no rows: extents are 1 to 2^32
  EXPECT_FALSE(tensor_map_arguments(a, empty.data(), empty.slots.size()));
  Args broadcast = rows(0x7f0000000000, 64, 1024, 0, 1);  // stride 0 passes contiguous_arguments
  EXPECT_TRUE(contiguous_arguments(kBf16Rows, broadcast.data(), broadcast.slots.size()));
  EXPECT_FALSE(tensor_map_arguments(a, broadcast.data(), broadcast.slots.size()));
  Args pitch = rows(0x7f0000000000, 64, 1024, 1028, 1);  // 2056-byte rows
  EXPECT_FALSE(tensor_map_arguments(a, pitch.data(), pitch.slots.size()));
  Args past{{0x1000, 64, 64, 64}, {}};  // the strides are not among the arguments
  EXPECT_FALSE(tensor_map_arguments(a, past.data(), past.slots.size()));
}

TEST(ContiguousVariantBundle, RoundTrips) {
  Bundle b;
  KernelInfo general;
  general.name = "_Z9layernorm";
  general.signature = "layernorm(tensor<const __bf16, 2>)";
  general.params = {{ParamKind::pointer, 8, 8, "bf16*"}};
  KernelInfo variant = general;
  variant.name = "_Z9layernorm__kiln_contiguous";
  variant.signature.clear();
  variant.specializes = general.name;
  variant.contiguous = {{0, 2, 2}, {5, 4, 1}};
  b.kernels = {general, variant};
  std::string text = write_bundle(b);
  EXPECT_NE(text.find("  specializes _Z9layernorm\n  contiguous 0:2:2 5:4:1\nend\n"), std::string::npos) << text;
  Bundle parsed = parse_bundle(text);
  ASSERT_EQ(parsed.kernels.size(), 2u);
  EXPECT_TRUE(parsed.kernels[0].specializes.empty());
  EXPECT_TRUE(parsed.kernels[0].contiguous.empty());
  EXPECT_EQ(parsed.kernels[1].specializes, "_Z9layernorm");
  ASSERT_EQ(parsed.kernels[1].contiguous.size(), 2u);
  EXPECT_EQ(parsed.kernels[1].contiguous[1].arg, 5u);
  EXPECT_EQ(parsed.kernels[1].contiguous[1].element_bytes, 4u);
  EXPECT_EQ(parsed.kernels[1].contiguous[1].rank, 1u);
  EXPECT_EQ(write_bundle(parsed), text);
}

TEST(ContiguousVariantBundle, MalformedConditionsAreErrors) {
  auto error_of = [](const std::string& text) {
    try {
      parse_bundle(text);
    } catch (const BundleError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(error_of("kiln-bundle 1\nkernel k\n  contiguous 0:2\nend\n").find("<arg>:<element-bytes>:<rank>"),
            std::string::npos);
  EXPECT_NE(error_of("kiln-bundle 1\nkernel k\n  contiguous 0:0:1\nend\n").find("above 0"), std::string::npos);
  EXPECT_NE(error_of("kiln-bundle 1\nkernel k\n  contiguous\nend\n").find("expected 'contiguous"),
            std::string::npos);
  EXPECT_NE(error_of("kiln-bundle 1\nkernel k\n  specializes\nend\n").find("specializes <symbol>"),
            std::string::npos);
}

}  // namespace
}  // namespace kiln
