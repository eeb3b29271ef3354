// The runtime's cost per launch against a raw cuLaunchKernel, on an empty kernel.
#pragma once

#include "kiln/runtime.hpp"

namespace kiln::bench {

struct LaunchCosts {
  double raw_us = 0;      // cuLaunchKernel through the driver table
  double typed_us = 0;    // Kernel::launch(config, args...) (argument check cached per type list)
  double untyped_us = 0;  // Kernel::launch(config, void**)
  double load_ms = 0;     // Module::from_ptx of the empty kernel
};

LaunchCosts measure_launch_overhead(const Context& context, int launches);

}  // namespace kiln::bench
