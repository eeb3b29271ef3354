// choose_programs_per_block: a packed tile kernel's programs per block for one launch, from the
// program count and the device's SM count (fake counts here; no GPU).
#include <gtest/gtest.h>

#include "kiln/packed_launch.hpp"

namespace kiln {
namespace {

// Many programs: the most per block (the sweep's 65536 rows on an H100's 132 SMs).
TEST(PackedLaunch, ManyProgramsPackFully) {
  EXPECT_EQ(choose_programs_per_block(65536, 1, 4, 132), 4u);
  EXPECT_EQ(choose_programs_per_block(65536, 1, 2, 108), 2u);
}

// Few programs: one per block, so that they spread over the SMs (64 programs on 132 SMs ran up
// to 12% slower in 16 blocks of 4).
TEST(PackedLaunch, FewProgramsKeepOnePerBlock) {
  for (uint64_t n : {1, 3, 64, 130, 263})
    EXPECT_EQ(choose_programs_per_block(n, 1, 4, 132), 1u) << n;
}

// In between: the largest P that keeps 2 blocks per SM (264 on 132 SMs).
TEST(PackedLaunch, LargestPKeepingTwoBlocksPerSM) {
  EXPECT_EQ(choose_programs_per_block(264, 1, 4, 132), 1u);
  EXPECT_EQ(choose_programs_per_block(528, 1, 4, 132), 2u);
  EXPECT_EQ(choose_programs_per_block(789, 1, 4, 132), 2u);   // ceil(789 / 3) = 263
  EXPECT_EQ(choose_programs_per_block(792, 1, 4, 132), 3u);
  EXPECT_EQ(choose_programs_per_block(1056, 1, 4, 132), 4u);
  EXPECT_EQ(choose_programs_per_block(1052, 1, 4, 132), 3u);  // ceil(1052 / 4) = 263
  // The same launch on a smaller device packs more.
  EXPECT_EQ(choose_programs_per_block(528, 1, 4, 66), 4u);
}

// Blocks along y and z count too: 64 rows x 32 columns of programs is 2048 blocks.
TEST(PackedLaunch, CountsTheOtherDimensions) {
  EXPECT_EQ(choose_programs_per_block(64, 32, 4, 132), 4u);
  EXPECT_EQ(choose_programs_per_block(64, 5, 4, 132), 1u);
  EXPECT_EQ(choose_programs_per_block(64, 0, 4, 132), 1u);  // no y/z: 1
}

// A forced count (KILN_PACKED_PROGRAMS) wins, at most the kernel's most; no SM count is 1 SM.
TEST(PackedLaunch, ForcedAndDegenerate) {
  EXPECT_EQ(choose_programs_per_block(1, 1, 4, 132, 3), 3u);
  EXPECT_EQ(choose_programs_per_block(65536, 1, 4, 132, 1), 1u);
  EXPECT_EQ(choose_programs_per_block(65536, 1, 4, 132, 8), 4u);
  EXPECT_EQ(choose_programs_per_block(8, 1, 4, 0), 4u);
  EXPECT_EQ(choose_programs_per_block(0, 1, 4, 132), 1u);
  EXPECT_EQ(choose_programs_per_block(100, 1, 0, 1), 1u);
}

TEST(PackedLaunch, ParseForced) {
  EXPECT_EQ(parse_forced_programs("2"), 2u);
  EXPECT_EQ(parse_forced_programs("1024"), 1024u);
  for (const char* bad : {"", "0", "1025", "-1", "2x", "99999"}) EXPECT_FALSE(parse_forced_programs(bad)) << bad;
}

}  // namespace
}  // namespace kiln
