// One corpus file on the GPU: nvcc's PTX and kilnc's PTX loaded side by side, run on the same
// inputs (each run starts from the same buffer contents), outputs compared, then timed in
// interleaved pairs.
#pragma once

#include <string>

#include "spec.hpp"

namespace realcode {

struct RunOptions {
  int reps = 15;    // timed pairs
  int warmup = 2;   // untimed pairs first
};

struct Outcome {
  bool ok = false;
  std::string why;  // first mismatch or error
  double nvcc_ms = 0, kilnc_ms = 0;  // medians of the timed runs
  double speed = 0;                  // nvcc_ms / kilnc_ms (above 1: kilnc faster)
  double spread = 0;                 // interquartile range of the paired ratios, relative
  long launches = 0;                 // per run
};

// Throws kiln::Error (CUDA) or SpecError on setup failures; mismatches are returned.
Outcome run_differential(const Spec& spec, const std::string& nvcc_ptx, const std::string& kilnc_ptx, const RunOptions& opts);

}  // namespace realcode
