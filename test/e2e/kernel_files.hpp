// Finding and loading the example kernels from a directory of compiler output, as the e2e tests
// and the benchmark both do. For a file stem (e.g. "scan") and device arch (sm_90) it looks for,
// in order: <stem>.kbundle, <stem>.<arch>.ptx, <stem>.ptx, <stem>.<arch>.cubin, <stem>.cubin.
#pragma once

#include <optional>
#include <string>

#include "kiln/runtime.hpp"

namespace kiln::examples {

std::optional<std::string> find_kernel_file(const std::string& dir, const std::string& stem, const std::string& arch);

// How to load a PTX file: as it is, or wrapped into a bundle with the example's signatures (so the
// bundle path and its argument checks run on the GPU too).
enum class LoadAs { file, bundle };

// Loads the module for `stem`; throws kiln::Error naming the directory when nothing is there.
Module load_example(const Context& context, const std::string& dir, const std::string& stem, LoadAs how);

// The bundle metadata (kernels, constants) of an example file, by stem; throws for unknown stems.
Bundle example_metadata(const std::string& stem);

}  // namespace kiln::examples
