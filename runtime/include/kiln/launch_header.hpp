// `kilnc --emit=header`: a C++ header that embeds a bundle and gives one typed launch function per
// kernel, so that a wrong argument type is a host compile error. Part of kiln_bundle.
#pragma once

#include <string>
#include <string_view>

#include "kiln/bundle.hpp"

namespace kiln {

// `name` becomes the generated class (and is sanitised into a C++ identifier).
std::string emit_launch_header(const Bundle& bundle, std::string_view name);

// The host C++ type for a parameter type spelling (f32* -> kiln::DevicePtr<float>, i32 -> int32_t,
// struct.P -> P); empty when the spelling is not one Kiln maps (the launcher then takes a template
// argument checked by size). See docs/bundle-format.md, "Type spellings".
std::string host_type_for_spelling(std::string_view spelling);

}  // namespace kiln
