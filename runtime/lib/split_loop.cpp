// The launch-time choice of a split reduction loop's S, and its workspace (kiln/split_loop.hpp).
#include "kiln/split_loop.hpp"

#include "kiln/bundle.hpp"

#include <algorithm>

namespace kiln {

uint32_t split_blocks_per_sm(uint32_t trip_bytes) {
  uint64_t in_flight = uint64_t(kSplitTripsInFlight) * (trip_bytes ? trip_bytes : kSplitReferenceTripBytes);
  uint64_t blocks = (kSplitBytesInFlightPerSM + in_flight - 1) / in_flight;
  return uint32_t(std::clamp<uint64_t>(blocks, 1, kSplitMaxBlocksPerSM));
}

namespace {
// floor(sqrt(n)), exactly (no floating point: C++ and Python must agree).
uint64_t isqrt(uint64_t n) {
  uint64_t r = 0;
  for (uint64_t bit = uint64_t(1) << 62; bit; bit >>= 2) {
    if (n >= r + bit) {
      n -= r + bit;
      r = (r >> 1) + bit;
    } else {
      r >>= 1;
    }
  }
  return r;
}
}  // namespace

uint32_t choose_splits(uint64_t programs, uint64_t trips, uint32_t trip_bytes, uint32_t slot_bytes,
                       uint32_t sms, uint32_t forced) {
  if (programs == 0) return 1;
  uint64_t splits = kMaxSplits;
  if (forced) {
    splits = std::min<uint64_t>(forced, kMaxSplits);
  } else {
    if (sms == 0) return 1;
    // A grid with a program per SM is not split: the split's fixed cost (the counters' memset,
    // the last program's combine) is ~12 us, more than the fill gains there (H100, fp16 col_sum:
    // 1024 programs 0.0268 ms unsplit against 0.0396 ms at S=2; 256 programs 0.0369 against 0.0393).
    uint64_t target = uint64_t(sms) * split_blocks_per_sm(trip_bytes);
    if (programs >= sms || programs >= target) return 1;
    splits = std::min<uint64_t>(splits, (target + programs - 1) / programs);
    if (trips && trip_bytes && slot_bytes)
      splits = std::min<uint64_t>(splits, isqrt(trips * trip_bytes / slot_bytes));
  }
  if (trips) splits = std::min<uint64_t>(splits, trips);
  return uint32_t(std::max<uint64_t>(splits, 1));
}

uint64_t split_trips(const SplitLoop& split, int64_t extent) {
  if (split.trips) return split.trips;
  if (!split.bound || split.bound->step == 0 || extent <= int64_t(split.bound->start)) return 0;
  uint64_t span = uint64_t(extent) - split.bound->start;
  return (span + split.bound->step - 1) / split.bound->step;
}

std::optional<uint32_t> parse_forced_splits(std::string_view text) {
  if (text.empty() || text.size() > 2) return std::nullopt;
  uint32_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + uint32_t(c - '0');
  }
  if (value < 1 || value > kMaxSplits) return std::nullopt;
  return value;
}

uint64_t split_counter_bytes(uint64_t programs) { return (programs * 4 + 15) / 16 * 16; }

uint64_t split_workspace_bytes(uint64_t programs, uint32_t splits, uint32_t slot_bytes) {
  return split_counter_bytes(programs) + programs * splits * uint64_t(slot_bytes);
}

uint64_t split_workspace_capacity(uint32_t sms, uint32_t slot_bytes, uint32_t trip_bytes) {
  // programs < T and programs x S < T + programs < 2T.
  uint64_t target = uint64_t(sms) * split_blocks_per_sm(trip_bytes);
  return split_counter_bytes(target) + 2 * target * slot_bytes;
}

uint32_t fit_splits(uint64_t programs, uint32_t splits, uint32_t slot_bytes, uint64_t capacity) {
  while (splits > 1 && split_workspace_bytes(programs, splits, slot_bytes) > capacity) --splits;
  return std::max<uint32_t>(splits, 1);
}

}  // namespace kiln
