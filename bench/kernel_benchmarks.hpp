// The example kernels at anchor sizes (shared/bench/anchors/simt_anchor.cu), timed through the runtime.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "kiln/runtime.hpp"

namespace kiln::bench {

struct Figure {
  std::string name;
  double ms = 0;
  double value = 0;  // in `unit`
  std::string unit;
  std::string check;  // "" when the result checked out, else what was wrong
};

// Inputs shared by both compilations (made once: several GiB).
struct Inputs;
std::shared_ptr<Inputs> make_inputs(const Context& context, bool quick);

// Loads each example from `dir` and times it; `load_ms` gets each module's load time.
std::vector<Figure> run_kernel_benchmarks(const Context& context, const Device& device, Inputs& inputs,
                                          const std::string& dir, std::vector<std::pair<std::string, double>>& load_ms);

}  // namespace kiln::bench
