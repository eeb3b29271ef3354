// choose_programs_per_block: the launch-time programs per block of packed tile kernels.
#include "kiln/packed_launch.hpp"

#include <algorithm>

namespace kiln {

uint32_t choose_programs_per_block(uint64_t programs_x, uint64_t other_blocks, uint32_t max_programs,
                                   uint32_t multiprocessors, uint32_t forced) {
  max_programs = std::max<uint32_t>(max_programs, 1);
  if (forced) return std::min(forced, max_programs);
  uint64_t wanted = kPackedBlocksPerSM * std::max<uint32_t>(multiprocessors, 1);
  other_blocks = std::max<uint64_t>(other_blocks, 1);
  for (uint32_t p = max_programs; p > 1; --p)
    if ((programs_x + p - 1) / p * other_blocks >= wanted) return p;
  return 1;
}

std::optional<uint32_t> parse_forced_programs(std::string_view text) {
  if (text.empty() || text.size() > 4) return std::nullopt;
  uint32_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + uint32_t(c - '0');
  }
  if (value < 1 || value > 1024) return std::nullopt;
  return value;
}

}  // namespace kiln
