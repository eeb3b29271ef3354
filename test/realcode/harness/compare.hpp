// Comparing one output buffer of the nvcc run with the same buffer of the kilnc run.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "spec.hpp"

namespace realcode {

struct Verdict {
  bool ok = true;
  std::string why;  // the first mismatch and how many elements differ, when !ok
};

// `initial` is the buffer before the run: a result equal to it everywhere means the kernel wrote
// nothing the check looks at, which is a bug in the header or the kernel.
Verdict compare_outputs(const Buffer& buffer, const Check& check, const std::vector<uint8_t>& nvcc,
                        const std::vector<uint8_t>& kilnc, const std::vector<uint8_t>& initial);

}  // namespace realcode
