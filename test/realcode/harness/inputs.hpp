// Deterministic buffer contents: element i of buffer k of a file depends only on (file, k, i), so
// every run, machine and thread count sees the same inputs.
#pragma once

#include <cstdint>
#include <vector>

#include "spec.hpp"

namespace realcode {

uint64_t mix64(uint64_t x);            // splitmix64's finaliser
uint64_t seed_of(const std::string& s);  // FNV-1a of a name

std::vector<uint8_t> make_contents(const Buffer& b, uint64_t seed);

// Element conversions shared with the comparison.
uint16_t float_to_half(float f);  // round to nearest even, as __float2half_rn
float half_to_float(uint16_t h);
uint16_t float_to_bf16(float f);  // round to nearest even, as __float2bfloat16_rn
float bf16_to_float(uint16_t b);
double load_as_double(Elem e, const uint8_t* p);
void store_from_double(Elem e, uint8_t* p, double v);

}  // namespace realcode
