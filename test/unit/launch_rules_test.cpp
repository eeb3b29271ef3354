// The launch-time rules of split reduction loops (kiln::choose_splits) and packed tile kernels
// (kiln::choose_programs_per_block) against the table that the tile sweep's Python launcher is
// checked against too (test/unit/Inputs/launch-rules.txt, test/Scripts/launch-rules.test).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "kiln/packed_launch.hpp"
#include "kiln/split_loop.hpp"

namespace kiln {
namespace {

TEST(LaunchRules, SharedTable) {
  std::ifstream in(KILN_LAUNCH_RULES);
  ASSERT_TRUE(in) << "cannot read " << KILN_LAUNCH_RULES;
  std::string line;
  int splits = 0, packed = 0;
  for (int number = 1; std::getline(in, line); ++number) {
    std::istringstream fields(line);
    std::string kind;
    if (!(fields >> kind) || kind[0] == '#') continue;
    if (kind == "split") {
      uint64_t programs = 0, trips = 0;
      uint32_t trip_bytes = 0, slot_bytes = 0, sms = 0, forced = 0, want = 0;
      ASSERT_TRUE(fields >> programs >> trips >> trip_bytes >> slot_bytes >> sms >> forced >> want)
          << "line " << number << ": " << line;
      EXPECT_EQ(choose_splits(programs, trips, trip_bytes, slot_bytes, sms, forced), want)
          << "line " << number << ": " << line;
      ++splits;
    } else if (kind == "packed") {
      uint64_t programs_x = 0, other_blocks = 0;
      uint32_t most = 0, sms = 0, forced = 0, want = 0;
      ASSERT_TRUE(fields >> programs_x >> other_blocks >> most >> sms >> forced >> want)
          << "line " << number << ": " << line;
      EXPECT_EQ(choose_programs_per_block(programs_x, other_blocks, most, sms, forced), want)
          << "line " << number << ": " << line;
      ++packed;
    } else {
      ADD_FAILURE() << "line " << number << ": unknown rule '" << kind << "'";
    }
  }
  // The table is not empty (a wrong path or format checks nothing).
  EXPECT_GE(splits, 20);
  EXPECT_GE(packed, 8);
}

}  // namespace
}  // namespace kiln
