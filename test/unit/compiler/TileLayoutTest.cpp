//===- TileLayoutTest.cpp - the layout algebra of dialects/tile ----------===//
//
// getLayoutDesc describes where each element of a tile lives (TileLayout.h:
// c_d = (laneIdx_d * laneScale_d + warpIdx_d * warpScale_d) mod S_d
//       + regs[r][d] mod S_d). These tests evaluate that formula for every
// thread and register and check it against what the layouts promise: a
// blocked layout gives every element exactly one owner, and the mma layouts
// place each register where the PTX ISA's mma.m16n8k16 / m16n8k8 fragment
// tables put it.
//
//===----------------------------------------------------------------------===//
#include "dialects/tile/IR/TileDialect.h"
#include "dialects/tile/IR/TileLayout.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <map>

using namespace mlir;
using namespace kiln::tile;

namespace {

class TileLayoutTest : public ::testing::Test {
protected:
  TileLayoutTest() { ctx.loadDialect<TileDialect>(); }

  RankedTensorType tileOf(ArrayRef<int64_t> shape, Attribute enc,
                          Type elem = {}) {
    return RankedTensorType::get(shape, elem ? elem : Float32Type::get(&ctx),
                                 enc);
  }
  BlockedAttr blocked(ArrayRef<unsigned> spt, ArrayRef<unsigned> tpw,
                      ArrayRef<unsigned> wpc, ArrayRef<unsigned> order) {
    return BlockedAttr::get(&ctx, spt, tpw, wpc, order);
  }
  LayoutDesc descOf(RankedTensorType t, int64_t warps) {
    FailureOr<LayoutDesc> d = getLayoutDesc(t, warps);
    EXPECT_TRUE(succeeded(d)) << "no layout description";
    return succeeded(d) ? *d : LayoutDesc();
  }

  MLIRContext ctx;
};

int64_t index(const DimMap &m, int64_t lane, int64_t warp, bool ofWarp) {
  int64_t id = ofWarp ? warp : lane;
  int64_t stride = ofWarp ? m.warpStride : m.laneStride;
  int64_t count = ofWarp ? m.warpCount : m.laneCount;
  return (id / stride) % count;
}

/// The thread part of dimension d's coordinate, before wrapping.
int64_t unwrappedBase(const DimMap &m, int64_t lane, int64_t warp) {
  return index(m, lane, warp, false) * m.laneScale +
         index(m, lane, warp, true) * m.warpScale;
}

/// The coordinates register r of thread (lane, warp) holds.
SmallVector<int64_t> coordsOf(const LayoutDesc &d, int64_t lane, int64_t warp,
                              size_t r) {
  SmallVector<int64_t> c;
  for (int64_t k = 0; k < d.rank(); ++k)
    c.push_back((unwrappedBase(d.dims[k], lane, warp) & (d.shape[k] - 1)) +
                d.regCoord(r, k));
  return c;
}

/// Whether thread (lane, warp) owns what it holds (as the lowering's owner()).
bool owns(const LayoutDesc &d, int64_t lane, int64_t warp) {
  for (const DimMap &m : d.dupComps)
    if (index(m, lane, warp, false) != 0 || index(m, lane, warp, true) != 0)
      return false;
  for (int64_t k = 0; k < d.rank(); ++k)
    if (unwrappedBase(d.dims[k], lane, warp) >= d.shape[k])
      return false;
  return true;
}

/// Every coordinate in bounds; every element held by some thread and owned
/// by exactly one (thread, register).
void expectCoveredOnce(const LayoutDesc &d, int64_t warps) {
  std::map<SmallVector<int64_t>, int> owners, holders;
  for (int64_t w = 0; w < warps; ++w)
    for (int64_t l = 0; l < 32; ++l)
      for (size_t r = 0; r < d.numRegs(); ++r) {
        SmallVector<int64_t> c = coordsOf(d, l, w, r);
        for (int64_t k = 0; k < d.rank(); ++k)
          ASSERT_LT(c[k], d.shape[k]) << "lane " << l << " warp " << w
                                      << " register " << r << " dim " << k;
        ++holders[c];
        if (owns(d, l, w) && !d.regIsDup(r))
          ++owners[c];
      }
  int64_t elements = 1;
  for (int64_t s : d.shape)
    elements *= s;
  EXPECT_EQ((int64_t)holders.size(), elements);
  EXPECT_EQ((int64_t)owners.size(), elements);
  for (auto &[c, n] : owners)
    EXPECT_EQ(n, 1) << "element (" << c[0] << (c.size() > 1 ? ", ..." : "")
                    << ") has " << n << " owners";
}

TEST(BlockedDimOffsets, RepeatsTheCtaTileAlongTheDimension) {
  // 2 per thread, 4 threads, 2 warps: extent 16; a 64-wide dimension
  // repeats it 4 times.
  EXPECT_EQ(blockedDimOffsets(2, 4, 2, 64),
            (SmallVector<int64_t>{0, 1, 16, 17, 32, 33, 48, 49}));
  // Smaller than the extent: one repetition (threads wrap).
  EXPECT_EQ(blockedDimOffsets(4, 32, 4, 128), (SmallVector<int64_t>{0, 1, 2, 3}));
}

TEST_F(TileLayoutTest, BlockedOneDimensional) {
  auto t = tileOf({512}, blocked({4}, {32}, {4}, {0}));
  LayoutDesc d = descOf(t, 4);
  ASSERT_EQ(d.numRegs(), 4u);
  EXPECT_EQ(d.dims[0].laneScale, 4);
  EXPECT_EQ(d.dims[0].warpScale, 128);
  // Lane 1 of warp 2 holds 2 * 128 + 4 .. + 3.
  EXPECT_EQ(coordsOf(d, 1, 2, 0)[0], 260);
  EXPECT_EQ(coordsOf(d, 1, 2, 3)[0], 263);
  expectCoveredOnce(d, 4);
}

TEST_F(TileLayoutTest, BlockedTwoDimensionalRowMajor) {
  auto t = tileOf({64, 64}, blocked({1, 4}, {2, 16}, {4, 1}, {1, 0}));
  LayoutDesc d = descOf(t, 4);
  // 64 * 64 elements over 128 threads.
  EXPECT_EQ(d.numRegs(), 32u);
  // Registers vary fastest along the order's first dimension (columns).
  EXPECT_EQ(d.regs[1][1] - d.regs[0][1], 1);
  expectCoveredOnce(d, 4);
}

TEST_F(TileLayoutTest, BlockedColumnMajor) {
  auto t = tileOf({32, 64}, blocked({4, 1}, {16, 2}, {1, 4}, {0, 1}));
  expectCoveredOnce(descOf(t, 4), 4);
}

TEST_F(TileLayoutTest, BlockedSmallerThanTheCtaTileReplicates) {
  // 4 x 32 x 4 = 512 elements of layout for a 128-element tile: threads
  // wrap, and only the first 32 threads own elements.
  auto t = tileOf({128}, blocked({4}, {32}, {4}, {0}));
  LayoutDesc d = descOf(t, 4);
  EXPECT_TRUE(owns(d, 31, 0));
  EXPECT_FALSE(owns(d, 0, 1));
  expectCoveredOnce(d, 4);
}

TEST_F(TileLayoutTest, BlockedRankMismatchHasNoLayout) {
  auto t = tileOf({16, 16}, blocked({4}, {32}, {4}, {0}));
  EXPECT_TRUE(failed(getLayoutDesc(t, 4)));
}

TEST_F(TileLayoutTest, SliceDropsTheDimensionAndReplicatesAlongIt) {
  auto parent = blocked({1, 4}, {2, 16}, {4, 1}, {1, 0});
  auto rows = tileOf({64}, SliceAttr::get(&ctx, 1, parent));
  LayoutDesc d = descOf(rows, 4);
  ASSERT_EQ(d.rank(), 1);
  // The removed dimension's lanes only replicate.
  ASSERT_EQ(d.dupComps.size(), 1u);
  EXPECT_EQ(d.dupComps[0].laneCount, 16);
  expectCoveredOnce(d, 4);
  auto cols = tileOf({64}, SliceAttr::get(&ctx, 0, parent));
  expectCoveredOnce(descOf(cols, 4), 4);
}

TEST_F(TileLayoutTest, MmaAccumulatorMatchesTheM16n8Fragment) {
  // One warp, one 16 x 8 tile: c0, c1 at (lane / 4, 2 * (lane % 4) + {0, 1}),
  // c2, c3 eight rows below (PTX ISA, mma.m16n8k16 accumulator fragment).
  auto t = tileOf({16, 8}, MmaAttr::get(&ctx, 2, {1, 1}));
  LayoutDesc d = descOf(t, 1);
  ASSERT_EQ(d.numRegs(), 4u);
  for (int64_t lane = 0; lane < 32; ++lane) {
    int64_t g = lane / 4, tq = lane % 4;
    for (size_t r = 0; r < 4; ++r) {
      SmallVector<int64_t> c = coordsOf(d, lane, 0, r);
      EXPECT_EQ(c[0], g + 8 * int64_t(r / 2)) << "lane " << lane << " c" << r;
      EXPECT_EQ(c[1], 2 * tq + int64_t(r % 2)) << "lane " << lane << " c" << r;
    }
  }
  expectCoveredOnce(d, 1);
}

TEST_F(TileLayoutTest, MmaAccumulatorAcrossWarps) {
  auto t = tileOf({64, 64}, MmaAttr::get(&ctx, 2, {2, 2}));
  LayoutDesc d = descOf(t, 4);
  // 64 x 64 f32 over 128 threads: 32 registers, 4 per 16 x 8 tile.
  EXPECT_EQ(d.numRegs(), 32u);
  expectCoveredOnce(d, 4);
  // Smaller than the warps' tile (a bias row broadcast in the accumulator's layout): the
  // dimension wraps, the rows beyond it are duplicates, as in blocked layouts.
  auto small = getLayoutDesc(tileOf({1, 16}, MmaAttr::get(&ctx, 2, {2, 2})), 4);
  ASSERT_TRUE(succeeded(small));
  EXPECT_EQ(small->numRegs(), 4u);
  EXPECT_FALSE(small->regIsDup(0));
  EXPECT_TRUE(small->regIsDup(2));  // row offset 8 of a 1-row tile
}

TEST_F(TileLayoutTest, MmaOperandAMatchesTheF16Fragment) {
  // a0..a7 of m16n8k16 (16-bit): row g (+8 for a2, a3, a6, a7), column
  // 2 * (lane % 4) + {0, 1} (+8 for a4..a7).
  auto mma = MmaAttr::get(&ctx, 2, {1, 1});
  auto t = tileOf({16, 16}, DotOperandAttr::get(&ctx, 0, mma),
                  Float16Type::get(&ctx));
  LayoutDesc d = descOf(t, 1);
  ASSERT_EQ(d.numRegs(), 8u);
  for (int64_t lane = 0; lane < 32; ++lane) {
    int64_t g = lane / 4, tq = lane % 4;
    for (size_t r = 0; r < 8; ++r) {
      SmallVector<int64_t> c = coordsOf(d, lane, 0, r);
      EXPECT_EQ(c[0], g + 8 * int64_t((r / 2) % 2)) << "lane " << lane << " a" << r;
      EXPECT_EQ(c[1], 2 * tq + int64_t(r % 2) + 8 * int64_t(r / 4))
          << "lane " << lane << " a" << r;
    }
  }
  expectCoveredOnce(d, 1);
}

TEST_F(TileLayoutTest, MmaOperandBMatchesTheF16Fragment) {
  // b0..b3 of m16n8k16: row 2 * (lane % 4) + {0, 1} (+8 for b2, b3),
  // column lane / 4.
  auto mma = MmaAttr::get(&ctx, 2, {1, 1});
  auto t = tileOf({16, 8}, DotOperandAttr::get(&ctx, 1, mma),
                  Float16Type::get(&ctx));
  LayoutDesc d = descOf(t, 1);
  ASSERT_EQ(d.numRegs(), 4u);
  for (int64_t lane = 0; lane < 32; ++lane) {
    int64_t g = lane / 4, tq = lane % 4;
    for (size_t r = 0; r < 4; ++r) {
      SmallVector<int64_t> c = coordsOf(d, lane, 0, r);
      EXPECT_EQ(c[0], 2 * tq + int64_t(r % 2) + 8 * int64_t(r / 2))
          << "lane " << lane << " b" << r;
      EXPECT_EQ(c[1], g) << "lane " << lane << " b" << r;
    }
  }
  expectCoveredOnce(d, 1);
}

TEST_F(TileLayoutTest, MmaOperandsMatchTheTf32Fragments) {
  // m16n8k8 with f32 (tf32) operands, one element per register:
  // a0..a3 at (g + 8 * (r % 2), lane % 4 + 4 * (r / 2));
  // b0, b1 at (lane % 4 + 4 * r, g).
  auto mma = MmaAttr::get(&ctx, 2, {1, 1});
  LayoutDesc a = descOf(tileOf({16, 8}, DotOperandAttr::get(&ctx, 0, mma)), 1);
  LayoutDesc b = descOf(tileOf({8, 8}, DotOperandAttr::get(&ctx, 1, mma)), 1);
  ASSERT_EQ(a.numRegs(), 4u);
  ASSERT_EQ(b.numRegs(), 2u);
  for (int64_t lane = 0; lane < 32; ++lane) {
    int64_t g = lane / 4, tq = lane % 4;
    for (size_t r = 0; r < 4; ++r)
      EXPECT_EQ(coordsOf(a, lane, 0, r),
                (SmallVector<int64_t>{g + 8 * int64_t(r % 2), tq + 4 * int64_t(r / 2)}))
          << "lane " << lane << " a" << r;
    for (size_t r = 0; r < 2; ++r)
      EXPECT_EQ(coordsOf(b, lane, 0, r),
                (SmallVector<int64_t>{tq + 4 * int64_t(r), g}))
          << "lane " << lane << " b" << r;
  }
  expectCoveredOnce(a, 1);
  expectCoveredOnce(b, 1);
}

TEST_F(TileLayoutTest, MmaOperandsAcrossWarpsReplicateAlongTheOtherDimension) {
  // With warps [2, 2], A is needed by both warps of a row of warps and B by
  // both of a column: one warp owns each element, the other is a replica.
  auto mma = MmaAttr::get(&ctx, 2, {2, 2});
  auto bf16 = BFloat16Type::get(&ctx);
  LayoutDesc a = descOf(tileOf({64, 32}, DotOperandAttr::get(&ctx, 0, mma), bf16), 4);
  LayoutDesc b = descOf(tileOf({32, 64}, DotOperandAttr::get(&ctx, 1, mma), bf16), 4);
  ASSERT_EQ(a.dupComps.size(), 1u);
  ASSERT_EQ(b.dupComps.size(), 1u);
  expectCoveredOnce(a, 4);
  expectCoveredOnce(b, 4);
}

TEST_F(TileLayoutTest, FmaOperandsHoldTheWholeK) {
  // Operands of a blocked accumulator: each thread holds, for its rows (A)
  // or columns (B), every k.
  auto acc = blocked({1, 4}, {4, 8}, {2, 1}, {1, 0});
  LayoutDesc a = descOf(tileOf({16, 8}, DotOperandAttr::get(&ctx, 0, acc)), 2);
  // Rows 0..7 and 8..15 (two repetitions of the 8-row CTA tile), 8 k each.
  EXPECT_EQ(a.numRegs(), 16u);
  for (size_t r = 0; r < a.numRegs(); ++r)
    EXPECT_EQ(a.regs[r][1], int64_t(r % 8));
  expectCoveredOnce(a, 2);
  expectCoveredOnce(descOf(tileOf({8, 32}, DotOperandAttr::get(&ctx, 1, acc)), 2), 2);
}

TEST_F(TileLayoutTest, MmaWarpsAlongRowsAreTheWgmmaFragments) {
  // With warps [8, 1] (two warpgroups), WarpgroupDot.cpp hands register
  // (i * N / 8 + j) * 4 + q of the accumulator to wgmma m64nNk16 of slab i
  // as d[4j + q], and registers (i * K / 16 + k) * 8 + e of the A operand
  // (pairs e, e + 1 packed) as a[e / 2] of slice k. The PTX ISA's wgmma
  // tables: warp w % 4 of warpgroup w / 4 owns rows 16 * (w % 4) of its
  // 64-row slab; d[4j + q] at row lane / 4 + 8 * (q / 2), column
  // 8j + 2 * (lane % 4) + q % 2; register A a[e / 2] (16-bit) at row
  // lane / 4 + 8 * ((e / 2) % 2), column 2 * (lane % 4) + e % 2 + 8 * (e / 4).
  // Slab i of warpgroup g covers rows 64 * (i * 2 + g).
  auto mma = MmaAttr::get(&ctx, 2, {8, 1});
  auto bf16 = BFloat16Type::get(&ctx);
  const int64_t M = 256, N = 64, K = 32;
  LayoutDesc acc = descOf(tileOf({M, N}, mma), 8);
  LayoutDesc a = descOf(tileOf({M, K}, DotOperandAttr::get(&ctx, 0, mma), bf16), 8);
  ASSERT_EQ(acc.numRegs(), size_t(M * N / 256));
  ASSERT_EQ(a.numRegs(), size_t(M * K / 256));
  for (int64_t warp = 0; warp < 8; ++warp)
    for (int64_t lane = 0; lane < 32; ++lane) {
      int64_t g = lane / 4, tq = lane % 4;
      for (int64_t i = 0; i < M / 128; ++i) {
        int64_t row0 = 64 * (i * 2 + warp / 4) + 16 * (warp % 4) + g;
        for (int64_t j = 0; j < N / 8; ++j)
          for (int64_t q = 0; q < 4; ++q)
            EXPECT_EQ(coordsOf(acc, lane, warp, (i * N / 8 + j) * 4 + q),
                      (SmallVector<int64_t>{row0 + 8 * (q / 2), 8 * j + 2 * tq + q % 2}))
                << "warp " << warp << " lane " << lane << " slab " << i << " d" << 4 * j + q;
        for (int64_t k = 0; k < K / 16; ++k)
          for (int64_t e = 0; e < 8; ++e)
            EXPECT_EQ(coordsOf(a, lane, warp, (i * K / 16 + k) * 8 + e),
                      (SmallVector<int64_t>{row0 + 8 * ((e / 2) % 2),
                                            16 * k + 2 * tq + e % 2 + 8 * (e / 4)}))
                << "warp " << warp << " lane " << lane << " slab " << i << " slice " << k
                << " element " << e;
      }
    }
  expectCoveredOnce(acc, 8);
  expectCoveredOnce(a, 8);
}

TEST_F(TileLayoutTest, WarpgroupMmaNeedsItsShapesAndRegisterBudget) {
  Type bf16 = BFloat16Type::get(&ctx), f32 = Float32Type::get(&ctx);
  Type e4m3 = Float8E4M3FNType::get(&ctx), e5m2 = Float8E5M2Type::get(&ctx);
  EXPECT_TRUE(fitsWarpgroupMma(bf16, 128, 128, 64, 8, false));
  EXPECT_TRUE(fitsWarpgroupMma(bf16, 128, 128, 64, 8, true)) << "a @ b.T";
  EXPECT_TRUE(fitsWarpgroupMma(Float16Type::get(&ctx), 64, 64, 16, 4, false));
  EXPECT_FALSE(fitsWarpgroupMma(f32, 128, 128, 64, 8, false)) << "tf32 rows of 256 bytes";
  // tf32: B transposed in the copy (K x N only), k 16 or 32 (64/128-byte rows).
  EXPECT_TRUE(fitsWarpgroupMma(f32, 128, 128, 32, 8, false));
  EXPECT_TRUE(fitsWarpgroupMma(f32, 64, 64, 16, 4, false));
  EXPECT_FALSE(fitsWarpgroupMma(f32, 128, 128, 8, 8, false)) << "the copy maps k in 16s";
  EXPECT_FALSE(fitsWarpgroupMma(f32, 128, 128, 32, 8, true)) << "tf32 B K x N only";
  EXPECT_FALSE(fitsWarpgroupMma(Float64Type::get(&ctx), 128, 128, 16, 8, false));
  EXPECT_FALSE(fitsWarpgroupMma(bf16, 128, 128, 64, 2, false)) << "whole warpgroups";
  EXPECT_FALSE(fitsWarpgroupMma(bf16, 128, 96, 64, 8, false)) << "n in 64-column blocks";
  EXPECT_FALSE(fitsWarpgroupMma(bf16, 128, 128, 128, 8, false)) << "k one swizzle atom";
  // 256 x 256 f32 accumulator over 128 threads: 512 registers each.
  EXPECT_FALSE(fitsWarpgroupMma(bf16, 256, 256, 64, 4, false)) << "register budget";
  // fp8: k of 32..128 bytes, B K-major only (no transpose bit).
  EXPECT_TRUE(fitsWarpgroupMma(e4m3, 128, 256, 128, 8, true));
  EXPECT_TRUE(fitsWarpgroupMma(e5m2, 64, 64, 32, 4, true));
  EXPECT_FALSE(fitsWarpgroupMma(e4m3, 128, 256, 128, 8, false)) << "fp8 B must be K-major";
  EXPECT_FALSE(fitsWarpgroupMma(e4m3, 128, 128, 16, 8, true)) << "fp8 k is 32 per instruction";
  EXPECT_FALSE(fitsWarpgroupMma(e4m3, 128, 128, 256, 8, true)) << "k one swizzle atom";
}

} // namespace
