// How many programs each block of a packed tile kernel runs in one launch (bundle `packed` with
// `packed-at-launch`, docs/bundle-format.md). Part of kiln_bundle: no CUDA, so launchers without
// a driver (tests, the Python launcher's mirror) apply the same rule.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace kiln {

// Blocks per SM a launch keeps before it packs programs: 2, so that every SM gets a block and a
// second to start while the first drains. Packing pays where blocks are many (fewer, larger
// blocks fill the SM's warp slots and cost fewer block launches); with few programs it leaves SMs
// idle (64 one-warp programs in 16 blocks of 4 ran up to 12% slower on an H100's 132 SMs).
inline constexpr uint64_t kPackedBlocksPerSM = 2;

// The largest P in 1..max_programs whose launch of ceil(programs_x / P) x other_blocks blocks
// (other_blocks: grid y times z) still gives every one of `multiprocessors` SMs
// kPackedBlocksPerSM blocks; 1 when even one program per block does not. `forced` (1..max;
// 0: none) overrides the rule, clamped to max_programs (KILN_PACKED_PROGRAMS, for tests).
uint32_t choose_programs_per_block(uint64_t programs_x, uint64_t other_blocks, uint32_t max_programs,
                                   uint32_t multiprocessors, uint32_t forced = 0);

// KILN_PACKED_PROGRAMS's value as `forced`: a decimal 1..1024, else nullopt (ignored).
std::optional<uint32_t> parse_forced_programs(std::string_view text);

}  // namespace kiln
