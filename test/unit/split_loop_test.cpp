// choose_splits and the split workspace (runtime/include/kiln/split_loop.hpp), with made-up SM
// counts: the launch-time half of tile-split-reduction-loop.
#include <gtest/gtest.h>

#include "kiln/split_loop.hpp"

namespace kiln {
namespace {

// A grid with a program per SM is not split.
TEST(SplitLoop, FullGridIsNotSplit) {
  EXPECT_EQ(choose_splits(132, 0, 132), 1u);
  EXPECT_EQ(choose_splits(1024, 0, 132), 1u);
  EXPECT_EQ(choose_splits(0, 0, 132), 1u);
  EXPECT_EQ(choose_splits(16, 0, 0), 1u);  // SM count unknown
}

// col_sum on 132 SMs: N / 64 programs, split for 4 blocks per SM (528).
TEST(SplitLoop, TallNarrowShapesOnAnH100) {
  EXPECT_EQ(choose_splits(64, 0, 132), 9u);   // 4096 columns: 576 blocks
  EXPECT_EQ(choose_splits(32, 0, 132), 17u);  // 2048 columns
  EXPECT_EQ(choose_splits(16, 0, 132), 32u);  // 1024 columns: ceil(528 / 16) = 33, capped
  EXPECT_EQ(choose_splits(100, 0, 132), 6u);
  EXPECT_EQ(choose_splits(131, 0, 132), 5u);
}

TEST(SplitLoop, OtherSmCountsAndTargets) {
  EXPECT_EQ(choose_splits(16, 0, 108), 27u);      // A100
  EXPECT_EQ(choose_splits(16, 0, 132, 2), 17u);   // 2 blocks per SM
  EXPECT_EQ(choose_splits(1, 0, 8), 32u);         // capped at kMaxSplits
  EXPECT_EQ(choose_splits(4, 0, 8), 8u);
}

// No more programs than trips when the compiler knew the trip count.
TEST(SplitLoop, NoMoreSplitsThanTrips) {
  EXPECT_EQ(choose_splits(16, 5, 132), 5u);
  EXPECT_EQ(choose_splits(16, 1, 132), 1u);
  EXPECT_EQ(choose_splits(16, 1000, 132), 32u);
}

TEST(SplitLoop, WorkspaceLayout) {
  EXPECT_EQ(split_counter_bytes(1), 16u);
  EXPECT_EQ(split_counter_bytes(4), 16u);
  EXPECT_EQ(split_counter_bytes(5), 32u);
  // 16 programs x 32 splits of one [32, 64] f32 tile.
  EXPECT_EQ(split_workspace_bytes(16, 32, 8192), 64u + 16u * 32u * 8192u);
}

// The capacity holds every launch choose_splits allows, on several SM counts.
TEST(SplitLoop, CapacityCoversEveryGrid) {
  for (uint32_t sms : {8u, 46u, 108u, 132u, 170u})
    for (uint32_t trips : {0u, 3u, 1000u})
      for (uint64_t programs = 1; programs < 2 * sms; ++programs) {
        uint32_t s = choose_splits(programs, trips, sms);
        if (s == 1) continue;
        EXPECT_LE(split_workspace_bytes(programs, s, 8192), split_workspace_capacity(sms, 8192))
            << sms << " SMs, " << programs << " programs, S = " << s;
      }
}

}  // namespace
}  // namespace kiln
