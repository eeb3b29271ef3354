// Finding a header's kernel (`reduce0`, `block_sum<256, true>`) among a PTX module's entry symbols:
// extern "C" names as they are, C++ kernels by their demangled name without the parameter list.
#pragma once

#include <string>
#include <vector>

namespace realcode {

// "void block_sum<256u, true>(float const*, ...)" -> "block_sum<256,true>": spaces, the return type
// of templates and integer-literal suffixes dropped.
std::string normalize_kernel_name(const std::string& name);
// The demangled name of an entry symbol, without parameters ("" when it is not a C++ name).
std::string demangled_kernel_name(const std::string& symbol);
// The entry among `symbols` that `wanted` means. Throws SpecError listing the entries when none or
// several match.
std::string resolve_kernel(const std::string& wanted, const std::vector<std::string>& symbols);

}  // namespace realcode
