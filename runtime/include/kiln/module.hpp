// A loaded module: from PTX, a cubin, or a Kiln bundle.
#pragma once

#include <cuda.h>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kiln/bundle.hpp"
#include "kiln/context.hpp"
#include "kiln/kernel.hpp"

namespace kiln {

class Module {
 public:
  // PTX text. Its `.version` is checked against the driver first, and its `.target` against the
  // device; a JIT failure's CudaError carries the JIT error log. `label` names it in messages.
  static Module from_ptx(const Context& context, std::string_view ptx, std::string_view label = "PTX");
  static Module from_cubin(const Context& context, std::string_view bytes, std::string_view label = "cubin");
  // Loads the image choose_image() picks for the context's device; kernels get the bundle's
  // parameter lists for argument checks.
  static Module from_bundle(const Context& context, const Bundle& bundle, std::string_view label = "bundle");
  static Module from_bundle_text(const Context& context, std::string_view text, std::string_view label = "bundle");
  // A .ptx, .cubin or .kbundle file, told apart by content.
  static Module from_file(const Context& context, const std::string& path);

  Kernel kernel(std::string_view name) const;  // unknown names list the kernels that exist
  bool has_kernel(std::string_view name) const;
  std::vector<std::string> kernel_names() const;
  const std::string& label() const;
  const std::string& image_arch() const;  // the bundle image loaded ("" for PTX and cubins)
  CUmodule handle() const;
  const Context& context() const;

  // __constant__ variables by name; the host size must equal the device size.
  void set_constant_bytes(std::string_view name, const void* data, size_t bytes) const;
  void get_constant_bytes(std::string_view name, void* data, size_t bytes) const;
  template <class T>
  void set_constant(std::string_view name, const T& value) const {
    set_constant_bytes(name, &value, sizeof(T));
  }
  template <class T>
  T get_constant(std::string_view name) const {
    T value;
    get_constant_bytes(name, &value, sizeof(T));
    return value;
  }

  struct State;

 private:
  explicit Module(std::shared_ptr<State> state) : state_(std::move(state)) {}
  std::shared_ptr<State> state_;
};

// Reads a whole file; throws Error naming the path when it cannot.
std::string read_file(const std::string& path);

}  // namespace kiln
