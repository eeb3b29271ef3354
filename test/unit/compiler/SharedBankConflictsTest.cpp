//===- SharedBankConflictsTest.cpp - wavefronts of shared-memory conversions ===//
//
// The bank model of dialects/tile/IR/SharedBankConflicts.h on hand-counted
// warps, and the scratch swizzle tile-convert-layouts chooses for the
// conversion a tile transpose needs (the sweep's transpose_2d: a 64 x 64
// block on 8 warps, loaded and stored in 16-byte row vectors, converted
// from the transposed register layout to the row layout).
//
//===----------------------------------------------------------------------===//
#include "dialects/tile/IR/SharedBankConflicts.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace kiln::tile;

namespace {

TEST(SharedBankConflicts, WavefrontsOfHandCountedWarps) {
  SmallVector<int64_t> bytes(32);
  // 32 consecutive words: one wavefront.
  for (int64_t l = 0; l < 32; ++l)
    bytes[l] = 4 * l;
  EXPECT_EQ(warpWavefronts(bytes, 4), 1);
  // A column of a 32 x 32 f32 array: every lane in bank 0, 32 wavefronts.
  for (int64_t l = 0; l < 32; ++l)
    bytes[l] = 128 * l;
  EXPECT_EQ(warpWavefronts(bytes, 4), 32);
  // All lanes read one word: a broadcast, one wavefront.
  for (int64_t l = 0; l < 32; ++l)
    bytes[l] = 64;
  EXPECT_EQ(warpWavefronts(bytes, 4), 1);
  // bf16 pairs share a word: 32 lanes x 2 bytes, one wavefront.
  for (int64_t l = 0; l < 32; ++l)
    bytes[l] = 2 * l;
  EXPECT_EQ(warpWavefronts(bytes, 2), 1);
  // 16-byte vectors of consecutive lanes: four quarter warps, four
  // wavefronts; lanes 128 bytes apart (a column of rows) cost 8 per quarter.
  for (int64_t l = 0; l < 32; ++l)
    bytes[l] = 16 * l;
  EXPECT_EQ(warpWavefronts(bytes, 16), 4);
  for (int64_t l = 0; l < 32; ++l)
    bytes[l] = 128 * l;
  EXPECT_EQ(warpWavefronts(bytes, 16), 32);
  // Inactive lanes cost nothing.
  for (int64_t l = 0; l < 32; ++l)
    bytes[l] = l < 8 ? 128 * l : -1;
  EXPECT_EQ(warpWavefronts(bytes, 4), 8);
}

TEST(SharedBankConflicts, SwizzledOffsets) {
  MLIRContext ctx;
  ctx.loadDialect<TileDialect>();
  auto swz = SharedAttr::get(&ctx, 8, 8, 8, {1, 0});
  // Rows 0..7 share phase 0; row 8 xors the 8-element group with 1, row 17
  // with 2.
  EXPECT_EQ(sharedElementOffset({3, 5}, {64, 64}, swz), 3 * 64 + 5);
  EXPECT_EQ(sharedElementOffset({8, 5}, {64, 64}, swz), 8 * 64 + 8 + 5);
  EXPECT_EQ(sharedElementOffset({17, 9}, {64, 64}, swz), 17 * 64 + 24 + 1);
  EXPECT_EQ(sharedElementOffset({17, 9}, {64, 64}, SharedAttr()), 17 * 64 + 9);
}

class TransposeScratch : public ::testing::TestWithParam<int> {
protected:
  TransposeScratch() { ctx.loadDialect<TileDialect>(); }
  MLIRContext ctx;
};

// The layouts tile-assign-layouts gives transpose_2d on 8 warps: 16-byte
// row vectors for the load and the store, the permute's transposed layout
// in between (the conversion's source).
TEST_P(TransposeScratch, ConflictFreeAndVectorised) {
  int bits = GetParam();
  Type elem = bits == 16 ? Type(BFloat16Type::get(&ctx)) : Float32Type::get(&ctx);
  unsigned vec = 128 / bits;
  unsigned cols = 64 / vec, rows = 32 / cols;
  auto dst = RankedTensorType::get(
      {64, 64}, elem,
      BlockedAttr::get(&ctx, {1, vec}, {rows, cols}, {8, 1}, {1, 0}));
  auto src = RankedTensorType::get(
      {64, 64}, elem,
      BlockedAttr::get(&ctx, {vec, 1}, {cols, rows}, {1, 8}, {0, 1}));
  auto rowVectors = SharedAttr::get(&ctx, vec, std::max(1u, 128u / (64 * bits / 8)),
                                    8, {1, 0});
  auto chosen = chooseConversionScratch(src, dst, 8, rowVectors);
  auto d = *getLayoutDesc(dst, 8), s = *getLayoutDesc(src, 8);
  auto st = sharedAccessCost(s, elem, 8, chosen, {64, 64}, true);
  auto ld = sharedAccessCost(d, elem, 8, chosen, {64, 64}, false);
  auto st0 = sharedAccessCost(s, elem, 8, rowVectors, {64, 64}, true);
  auto ld0 = sharedAccessCost(d, elem, 8, rowVectors, {64, 64}, false);
  // The row-vector swizzle phases by row: the source writes a column of 8
  // rows per lane group with one phase: 8-way conflicts.
  EXPECT_EQ(st0.wavefronts, 8 * st0.conflictFree);
  EXPECT_EQ(ld0.wavefronts, ld0.conflictFree);
  // The chosen swizzle: loads 16-byte vectors without conflicts; bf16
  // stores conflict-free (each lane group's 8 rows get 8 phases), f32 stores
  // 2-way (16 rows, two columns a warp, one vector group: no XOR swizzle of
  // 4-element groups spreads them over 32 banks).
  EXPECT_EQ(st.wavefronts, bits == 16 ? st.conflictFree : 2 * st.conflictFree);
  EXPECT_EQ(ld.wavefronts, ld.conflictFree);
  EXPECT_EQ(ld.instructions, 8 * 64 * 64 / (8 * 32 * vec));
  EXPECT_EQ(chosen.getVec(), vec);
  EXPECT_GT(chosen.getPerPhase(), 1u);
  ::testing::Test::RecordProperty(
      "wavefronts", std::to_string(st0.wavefronts + ld0.wavefronts) + " -> " +
                        std::to_string(st.wavefronts + ld.wavefronts));
}

INSTANTIATE_TEST_SUITE_P(Types, TransposeScratch, ::testing::Values(16, 32));

} // namespace
