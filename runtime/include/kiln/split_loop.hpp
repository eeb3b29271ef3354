// Split reduction loops (bundle `split`, compiler: dialects/tile/Transforms/SplitReductionLoop.cpp):
// how many programs share each output program's loop, chosen at launch, and the workspace the
// partial results go through. Driver-free, so the rule is unit-tested with made-up SM counts and
// the Python sweep launcher (bench/tile_sweep/kbundle.py) can mirror it.
#pragma once

#include <cstdint>

namespace kiln {

// Blocks per SM a split launch aims for: a [32, 64] f32 column-reduction program keeps ~16 KiB of
// loads in flight, and an H100 SM needs ~64 KiB to stream at full bandwidth.
constexpr uint32_t kSplitBlocksPerSM = 4;
// At most this many programs per output program: the last one reads all S partials alone.
constexpr uint32_t kMaxSplits = 32;

// S for a launch of `programs` (output) programs on `sms` multiprocessors, of a loop of `trips`
// trips (0: known only at run time): 1 when the grid already has a program per SM, else enough
// programs per output program for blocks_per_sm blocks per SM, at most kMaxSplits and at most one
// per trip.
uint32_t choose_splits(uint64_t programs, uint32_t trips, uint32_t sms,
                       uint32_t blocks_per_sm = kSplitBlocksPerSM);

// The workspace a split launch uses: `programs` u32 arrival counters, padded to 16 bytes, then
// programs x splits slots of `slot_bytes`. The counters must be zero before the launch; the
// kernel leaves them zero.
uint64_t split_workspace_bytes(uint64_t programs, uint32_t splits, uint32_t slot_bytes);

// The bytes of counters split_workspace_bytes puts first (what must be zero).
uint64_t split_counter_bytes(uint64_t programs);

// A workspace big enough for every split launch choose_splits allows on `sms` multiprocessors
// (fewer than sms programs, programs x S below (blocks_per_sm + 1) x sms), so one allocation per
// kernel and stream serves launches of any grid.
uint64_t split_workspace_capacity(uint32_t sms, uint32_t slot_bytes,
                                  uint32_t blocks_per_sm = kSplitBlocksPerSM);

}  // namespace kiln
