// Checks a corpus header against PTX without a GPU: every kernel it launches is an entry of the
// module with as many parameters of the sizes the arguments have, every buffer is used, every
// module symbol exists with the declared size, and a dry run of the steps gives valid launch shapes.
#pragma once

#include <string>
#include <vector>

#include "spec.hpp"

namespace realcode {

// Returns the problems found (empty: the header fits the PTX). `launches` gets the launch count of one run.
std::vector<std::string> lint_spec(const Spec& spec, const std::string& ptx_text, const std::string& ptx_label,
                                   long* launches);

// Bytes an argument occupies in the parameter list.
size_t arg_bytes(const Arg& a, const Spec& spec);

}  // namespace realcode
