// Split reduction loops (bundle `split`, compiler: dialects/tile/Transforms/SplitReductionLoop.cpp):
// how many programs share each output program's loop, chosen at launch, and the workspace the
// partial results go through. Driver-free, so the rule is unit-tested with made-up SM counts and
// the Python sweep launcher (bench/tile_sweep/kbundle.py) mirrors it; both check the same table
// (test/unit/Inputs/launch-rules.txt).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace kiln {

struct SplitLoop;

// The bytes of loads an SM keeps in flight to stream at full bandwidth: an H100's ~3.35 TB/s
// times ~0.7 us of DRAM latency is ~18 KiB per SM at the least; 64 KiB leaves room for the
// latency under load (and was the old rule's 4 blocks of a 16 KiB f32 column-sum program).
constexpr uint32_t kSplitBytesInFlightPerSM = 64 * 1024;
// Trips whose loads a program has in flight: the one it reduces and the one prefetched
// (tile-prefetch-loads' default depth 1).
constexpr uint32_t kSplitTripsInFlight = 2;
// A trip's bytes where the bundle does not say (bundles from before): a [32, 64] f32 tile.
constexpr uint32_t kSplitReferenceTripBytes = 8192;
// At most this many blocks per SM are aimed for (tiny trips would ask for more than fit).
constexpr uint32_t kSplitMaxBlocksPerSM = 16;
// At most this many programs per output program.
constexpr uint32_t kMaxSplits = 32;

// Blocks per SM a split launch aims for: enough programs with kSplitTripsInFlight trips of
// `trip_bytes` (0: unknown) in flight for kSplitBytesInFlightPerSM, 1 to kSplitMaxBlocksPerSM.
uint32_t split_blocks_per_sm(uint32_t trip_bytes);

// S for a launch of `programs` output programs on `sms` multiprocessors of a loop of `trips`
// trips (0: unknown) that load `trip_bytes` each (0: unknown) and leave `slot_bytes` of
// partials. S is the smallest of:
//  - fill: enough programs for split_blocks_per_sm blocks per SM (1 when the grid has them, or
//    has a program per SM: the split's fixed cost, ~12 us, is more than it gains there);
//  - balance: floor(sqrt(trips x trip_bytes / slot_bytes)), when both are known. A split
//    program streams trips / S trips; the last one then reads S slots alone. The time
//    trips x trip_bytes / S + S x slot_bytes is least at that S: more splits make the serial
//    combine cost more than the loop they shorten;
//  - the trips (each program at least one), and kMaxSplits.
// `forced` (1..kMaxSplits, KILN_SPLITS; 0: none) replaces the rule, at most the trips if known.
uint32_t choose_splits(uint64_t programs, uint64_t trips, uint32_t trip_bytes, uint32_t slot_bytes,
                       uint32_t sms, uint32_t forced = 0);

// The loop's trips at this launch: the bundle's constant trips, else ceil((extent - start) /
// step) of its bound parameter's value `extent` (0 when the loop has no bound parameter).
uint64_t split_trips(const SplitLoop& split, int64_t extent);

// KILN_SPLITS's value as `forced`: a decimal 1..kMaxSplits, else nullopt (ignored).
std::optional<uint32_t> parse_forced_splits(std::string_view text);

// The workspace a split launch uses: `programs` u32 arrival counters, padded to 16 bytes, then
// programs x splits slots of `slot_bytes`. The counters must be zero before the launch; the
// kernel leaves them zero.
uint64_t split_workspace_bytes(uint64_t programs, uint32_t splits, uint32_t slot_bytes);

// The bytes of counters split_workspace_bytes puts first (what must be zero).
uint64_t split_counter_bytes(uint64_t programs);

// A workspace big enough for every split launch choose_splits's rule allows on `sms`
// multiprocessors (S > 1 only with fewer programs than the target T = sms x
// split_blocks_per_sm(trip_bytes) blocks, and then programs x S < 2T), so one allocation per
// kernel and stream serves launches of any grid. A forced S that does not fit is lowered
// (fit_splits).
uint64_t split_workspace_capacity(uint32_t sms, uint32_t slot_bytes, uint32_t trip_bytes);

// The largest S up to `splits` whose workspace fits in `capacity` bytes (1 needs none).
uint32_t fit_splits(uint64_t programs, uint32_t splits, uint32_t slot_bytes, uint64_t capacity);

}  // namespace kiln
