// The split workspace, the trips at launch and KILN_SPLITS (runtime/include/kiln/split_loop.hpp),
// with made-up SM counts: the launch-time half of tile-split-reduction-loop. choose_splits's
// cases are the shared table's (launch_rules_test.cpp).
#include <gtest/gtest.h>

#include "kiln/bundle.hpp"
#include "kiln/split_loop.hpp"

namespace kiln {
namespace {

// Bytes in flight per SM over two trips in flight per program, 1 to 16 blocks.
TEST(SplitLoop, BlocksPerSM) {
  EXPECT_EQ(split_blocks_per_sm(0), 4u);      // unknown: an 8 KiB trip
  EXPECT_EQ(split_blocks_per_sm(8192), 4u);   // [32, 64] f32
  EXPECT_EQ(split_blocks_per_sm(4096), 8u);   // [32, 64] fp16
  EXPECT_EQ(split_blocks_per_sm(5000), 7u);
  EXPECT_EQ(split_blocks_per_sm(64), 16u);
  EXPECT_EQ(split_blocks_per_sm(1u << 20), 1u);
}

// The trips: constant, else ceil((extent - start) / step) of the bound parameter's value.
TEST(SplitLoop, TripsAtLaunch) {
  SplitLoop constant{8, 8192, 128, 4096, std::nullopt};
  EXPECT_EQ(split_trips(constant, 99), 128u);
  SplitLoop none{8, 8192, 0, 4096, std::nullopt};
  EXPECT_EQ(split_trips(none, 1024), 0u);
  SplitLoop rows{8, 8192, 0, 4096, SplitLoop::Bound{1, 0, 32}};
  EXPECT_EQ(split_trips(rows, 1024), 32u);
  EXPECT_EQ(split_trips(rows, 1000), 32u);
  EXPECT_EQ(split_trips(rows, 1), 1u);
  EXPECT_EQ(split_trips(rows, 0), 0u);
  EXPECT_EQ(split_trips(rows, -5), 0u);
  SplitLoop from_one{8, 8192, 0, 4096, SplitLoop::Bound{1, 1, 2}};
  EXPECT_EQ(split_trips(from_one, 6), 3u);  // 1, 3, 5
  EXPECT_EQ(split_trips(from_one, 1), 0u);
}

TEST(SplitLoop, ForcedSplits) {
  EXPECT_EQ(parse_forced_splits("1"), 1u);
  EXPECT_EQ(parse_forced_splits("32"), 32u);
  for (const char* bad : {"", "0", "33", "-1", "2x", "100", " 4"}) EXPECT_FALSE(parse_forced_splits(bad)) << bad;
}

TEST(SplitLoop, WorkspaceLayout) {
  EXPECT_EQ(split_counter_bytes(1), 16u);
  EXPECT_EQ(split_counter_bytes(4), 16u);
  EXPECT_EQ(split_counter_bytes(5), 32u);
  // 16 programs x 32 splits of one [32, 64] f32 tile.
  EXPECT_EQ(split_workspace_bytes(16, 32, 8192), 64u + 16u * 32u * 8192u);
}

// The capacity holds every launch choose_splits's rule allows, on several SM counts, trip
// sizes and trips (S > 1 now also for grids of more programs than SMs).
TEST(SplitLoop, CapacityCoversEveryGrid) {
  for (uint32_t sms : {8u, 46u, 108u, 132u, 170u})
    for (uint32_t trip_bytes : {0u, 256u, 4096u, 8192u})
      for (uint64_t trips : {0u, 3u, 1000u}) {
        uint64_t capacity = split_workspace_capacity(sms, 8192, trip_bytes);
        for (uint64_t programs = 1; programs < 20ull * sms; ++programs) {
          uint32_t s = choose_splits(programs, trips, trip_bytes, 8192, sms);
          if (s == 1) continue;
          EXPECT_LE(split_workspace_bytes(programs, s, 8192), capacity)
              << sms << " SMs, " << programs << " programs, S = " << s;
        }
      }
}

// A forced S that the workspace cannot hold is lowered until it fits.
TEST(SplitLoop, ForcedSplitsFitTheWorkspace) {
  uint64_t capacity = split_workspace_capacity(132, 8192, 4096);
  EXPECT_EQ(fit_splits(64, 32, 8192, capacity), 32u);
  uint32_t s = fit_splits(100000, 32, 8192, capacity);
  EXPECT_EQ(s, 1u);
  uint32_t t = fit_splits(1056, 32, 8192, capacity);
  EXPECT_GT(t, 1u);
  EXPECT_LE(split_workspace_bytes(1056, t, 8192), capacity);
  EXPECT_GT(split_workspace_bytes(1056, t + 1, 8192), capacity);
}

}  // namespace
}  // namespace kiln
