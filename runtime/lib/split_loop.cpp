// The launch-time choice of a split reduction loop's S, and its workspace (kiln/split_loop.hpp).
#include "kiln/split_loop.hpp"

#include <algorithm>

namespace kiln {

uint32_t choose_splits(uint64_t programs, uint32_t trips, uint32_t sms, uint32_t blocks_per_sm) {
  if (programs == 0 || sms == 0 || programs >= sms) return 1;
  uint64_t target = uint64_t(sms) * std::max<uint32_t>(blocks_per_sm, 1);
  uint64_t splits = (target + programs - 1) / programs;
  splits = std::min<uint64_t>(splits, kMaxSplits);
  if (trips) splits = std::min<uint64_t>(splits, trips);
  return uint32_t(std::max<uint64_t>(splits, 1));
}

uint64_t split_counter_bytes(uint64_t programs) { return (programs * 4 + 15) / 16 * 16; }

uint64_t split_workspace_bytes(uint64_t programs, uint32_t splits, uint32_t slot_bytes) {
  return split_counter_bytes(programs) + programs * splits * uint64_t(slot_bytes);
}

uint64_t split_workspace_capacity(uint32_t sms, uint32_t slot_bytes, uint32_t blocks_per_sm) {
  // programs < sms and programs x S < target + programs.
  uint64_t slots = uint64_t(std::max<uint32_t>(blocks_per_sm, 1) + 1) * sms;
  return split_counter_bytes(sms) + slots * slot_bytes;
}

}  // namespace kiln
