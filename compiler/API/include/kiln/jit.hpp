// kiln/jit.hpp - compile a kernel and load it with Kiln's runtime in one step.
//
//   kiln::Context context(kiln::Device::get(0));
//   kiln::Module module = kiln::jit(context, source, options);
//
// Needs both Kiln::compiler and Kiln::runtime. A failed compilation throws
// kiln::Error carrying the diagnostics.
#ifndef KILN_JIT_HPP
#define KILN_JIT_HPP

#include <kiln/compiler.hpp>
#include <kiln/error.hpp>
#include <kiln/module.hpp>

namespace kiln {

inline Module jit(const Context &context, std::string_view source,
                  const CompileOptions &options = {}) {
  CompileResult result = compile(source, options);
  if (!result)
    throw Error("kiln::jit: " + options.source_name + " did not compile:\n" + result.log());
  if (result.output == Output::bundle)
    return Module::from_bundle_text(context, result.text, options.source_name);
  if (result.output == Output::ptx)
    return Module::from_ptx(context, result.text, options.source_name);
  throw Error("kiln::jit: " + options.source_name + ": only PTX and bundles load");
}

} // namespace kiln

#endif
