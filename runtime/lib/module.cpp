// Loading modules from PTX, cubins and bundles, and finding kernels and constants in them.
#include "kiln/module.hpp"

#include <fstream>
#include <sstream>

#include "kiln/device.hpp"
#include "kiln/driver.hpp"
#include "kiln/ptx_info.hpp"
#include "lib/kernel_state.hpp"

namespace kiln {

struct Module::State {
  Context context;
  CUmodule module = nullptr;
  std::string label;
  std::string image_arch;
  std::optional<Bundle> bundle;    // kernels and constants of a bundle (images dropped)
  std::vector<PtxEntry> entries;   // scanned from PTX (bundle image or plain PTX)
  bool is_cubin = false;

  explicit State(Context c) : context(std::move(c)) {}
  ~State() {
    if (!module) return;
    try {
      CurrentContext current(context);
      driver::api().cuModuleUnload(module);
    } catch (...) {  // no throw from a destructor
    }
  }
};

namespace {

constexpr size_t kLogBytes = 16 * 1024;

// cuModuleLoadDataEx with JIT info and error logs; the error log goes into the exception.
// line_info: PTX compiled with -lineinfo (.loc directives) keeps its line table through the
// JIT, as ptxas --generate-line-info, so compute-sanitizer and Nsight show source lines.
CUmodule load_image(const Context& context, const void* image, const std::string& label,
                    bool line_info = false) {
  CurrentContext current(context);
  std::string info_log(kLogBytes, '\0'), error_log(kLogBytes, '\0');
  CUjit_option options[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_GENERATE_LINE_INFO};
  void* values[] = {info_log.data(), reinterpret_cast<void*>(kLogBytes), error_log.data(),
                    reinterpret_cast<void*>(kLogBytes), reinterpret_cast<void*>(uintptr_t(1))};
  CUmodule module = nullptr;
  CUresult r = driver::api().cuModuleLoadDataEx(&module, image, line_info ? 5 : 4, options, values);
  if (r != CUDA_SUCCESS) {
    std::string log(error_log.c_str());
    std::string detail = "loading " + label;
    if (!log.empty()) detail += "; JIT error log:\n" + log;
    throw CudaError("cuModuleLoadDataEx", r, detail);
  }
  return module;
}

void check_ptx_fits(const Context& context, std::string_view ptx, const std::string& label) {
  if (auto version = read_ptx_version(ptx)) check_ptx_loadable(*version, driver_version(), label);
  auto target = read_ptx_target(ptx);
  auto arch = target ? parse_arch(*target) : std::nullopt;
  if (!arch) return;
  ComputeCapability cc = context.device().compute_capability();
  int device = cc.major * 10 + cc.minor, wanted = arch->major * 10 + arch->minor;
  std::string device_arch = "sm_" + std::to_string(device);
  if (wanted > device || (arch->arch_specific && wanted != device))
    throw Error(label + " targets " + *target + ", which this " + device_arch +
                " device cannot run; rebuild with kilnc --arch=" + device_arch);
}

}  // namespace

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("cannot open '" + path + "'");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

Module Module::from_ptx(const Context& context, std::string_view ptx, std::string_view label) {
  auto state = std::make_shared<State>(context);
  state->label = std::string(label);
  check_ptx_fits(context, ptx, state->label);
  std::string terminated(ptx);  // the driver reads PTX as a NUL-terminated string
  bool line_info = ptx.find("\t.loc\t") != std::string_view::npos;
  state->module = load_image(context, terminated.c_str(), state->label, line_info);
  state->entries = scan_ptx_entries(ptx);
  return Module(std::move(state));
}

Module Module::from_cubin(const Context& context, std::string_view bytes, std::string_view label) {
  auto state = std::make_shared<State>(context);
  state->label = std::string(label);
  state->is_cubin = true;
  std::string copy(bytes);
  state->module = load_image(context, copy.data(), state->label);
  return Module(std::move(state));
}

Module Module::from_bundle(const Context& context, const Bundle& bundle, std::string_view label) {
  const Image& image = choose_image(bundle, context.device().compute_capability(),
                                    max_ptx_for_driver(driver_version()), driver_version());
  std::string image_label = std::string(label) + " (image " + image.arch + ")";
  Module module = from_ptx(context, image.ptx, image_label);
  module.state_->image_arch = image.arch;
  Bundle meta;
  meta.kernels = bundle.kernels;
  meta.constants = bundle.constants;
  module.state_->bundle = std::move(meta);
  return module;
}

Module Module::from_bundle_text(const Context& context, std::string_view text, std::string_view label) {
  return from_bundle(context, parse_bundle(text), label);
}

Module Module::from_file(const Context& context, const std::string& path) {
  std::string bytes = read_file(path);
  if (looks_like_bundle(bytes)) return from_bundle_text(context, bytes, path);
  if (bytes.size() >= 4 && bytes.compare(0, 4, "\x7f" "ELF") == 0) return from_cubin(context, bytes, path);
  if (bytes.find(".entry") != std::string::npos || read_ptx_version(bytes)) return from_ptx(context, bytes, path);
  throw Error("'" + path + "' is neither a Kiln bundle, a cubin (ELF) nor PTX text");
}

std::vector<std::string> Module::kernel_names() const {
  std::vector<std::string> names;
  if (state_->bundle) {
    for (const KernelInfo& k : state_->bundle->kernels) names.push_back(k.name);
  } else if (!state_->is_cubin) {
    for (const PtxEntry& e : state_->entries) names.push_back(e.name);
  } else if (driver::api().cuModuleGetFunctionCount && driver::api().cuModuleEnumerateFunctions &&
             driver::api().cuFuncGetName) {
    CurrentContext current(state_->context);
    unsigned count = 0;
    KILN_CU(cuModuleGetFunctionCount, &count, state_->module);
    std::vector<CUfunction> functions(count);
    if (count) KILN_CU(cuModuleEnumerateFunctions, functions.data(), count, state_->module);
    for (CUfunction f : functions) {
      const char* name = nullptr;
      KILN_CU(cuFuncGetName, &name, f);
      names.push_back(name ? name : "?");
    }
  }
  return names;
}

bool Module::has_kernel(std::string_view name) const {
  CurrentContext current(state_->context);
  CUfunction f = nullptr;
  return driver::api().cuModuleGetFunction(&f, state_->module, std::string(name).c_str()) == CUDA_SUCCESS;
}

Kernel Module::kernel(std::string_view name) const {
  std::string wanted(name);
  CurrentContext current(state_->context);
  CUfunction function = nullptr;
  CUresult r = driver::api().cuModuleGetFunction(&function, state_->module, wanted.c_str());
  if (r == CUDA_ERROR_NOT_FOUND) {
    std::string names;
    for (const std::string& n : kernel_names()) names += (names.empty() ? "" : ", ") + n;
    throw Error("no kernel named '" + wanted + "' in " + state_->label + "; the kernels there are: " +
                (names.empty() ? std::string("(none listed)") : names) +
                ". C++ kernels are found by their mangled name; declare the kernel extern \"C\" to keep a plain name");
  }
  driver::check(r, "cuModuleGetFunction", "kernel '" + wanted + "' in " + state_->label);

  auto k = std::make_shared<Kernel::State>(state_->context);
  k->name = wanted;
  k->function = function;
  k->module = state_;
  const KernelInfo* info = state_->bundle ? state_->bundle->find_kernel(wanted) : nullptr;
  if (info) {
    k->params = info->params;
    if (info->threads) k->block_threads = (*info->threads)[0] * (*info->threads)[1] * (*info->threads)[2];
    if (info->dynamic_shared) k->tile_dynamic_shared = *info->dynamic_shared;
    k->cooperative = info->cooperative;  // the compiler's word: a grid barrier is reached
    if (info->cluster) k->cluster = *info->cluster;
    k->tensor_map_sources = info->tensor_map_sources;
    if (info->persistent) k->persistent_param = (*info->persistent)[0], k->persistent_per_sm = (*info->persistent)[1];
    k->workspace_per_program = info->persistent_workspace;
    if (info->packed) k->packed_param = (*info->packed)[0], k->packed_programs = (*info->packed)[1];
    if (info->split) k->split = *info->split;
    k->packed_at_launch = info->packed_at_launch;
    for (const KernelInfo& variant : state_->bundle->kernels)
      if (variant.specializes == wanted && !variant.contiguous.empty() && variant.name != wanted) {
        k->contiguous_variant = kernel(variant.name).state_;
        k->contiguous = variant.contiguous;
      }
  } else {
    for (const PtxEntry& e : state_->entries)
      if (e.name == wanted) {
        k->params = e.params;
        k->cooperative = e.reads_grid_workspace;
      }
  }
  KILN_CU(cuFuncGetAttribute, &k->max_threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, function);
  KILN_CU(cuFuncGetAttribute, &k->static_shared, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, function);
  KILN_CU(cuFuncGetAttribute, &k->registers, CU_FUNC_ATTRIBUTE_NUM_REGS, function);
  CUdevice device = state_->context.device_handle();
  KILN_CU(cuDeviceGetAttribute, &k->shared_optin, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, device);
  return Kernel(std::move(k));
}

const std::string& Module::label() const { return state_->label; }
const std::string& Module::image_arch() const { return state_->image_arch; }
CUmodule Module::handle() const { return state_->module; }
const Context& Module::context() const { return state_->context; }

namespace {
std::pair<CUdeviceptr, size_t> find_global(const Module::State& state, const std::string& name, const std::string& label,
                                           const std::optional<Bundle>& bundle) {
  CurrentContext current(state.context);
  CUdeviceptr ptr = 0;
  size_t bytes = 0;
  CUresult r = driver::api().cuModuleGetGlobal(&ptr, &bytes, state.module, name.c_str());
  if (r == CUDA_ERROR_NOT_FOUND) {
    std::string names;
    if (bundle)
      for (const ConstantInfo& c : bundle->constants) names += (names.empty() ? "" : ", ") + c.name;
    throw Error("no __constant__ variable named '" + name + "' in " + label +
                (names.empty() ? std::string() : "; the constants there are: " + names));
  }
  driver::check(r, "cuModuleGetGlobal", "constant '" + name + "' in " + label);
  return {ptr, bytes};
}
}  // namespace

void Module::set_constant_bytes(std::string_view name, const void* data, size_t bytes) const {
  auto [ptr, size] = find_global(*state_, std::string(name), state_->label, state_->bundle);
  if (size != bytes)
    throw Error("constant '" + std::string(name) + "' is " + std::to_string(size) + " bytes on the device, but the host value is " +
                std::to_string(bytes) + " bytes");
  CurrentContext current(state_->context);
  KILN_CU(cuMemcpyHtoD, ptr, data, bytes);
}

void Module::get_constant_bytes(std::string_view name, void* data, size_t bytes) const {
  auto [ptr, size] = find_global(*state_, std::string(name), state_->label, state_->bundle);
  if (size != bytes)
    throw Error("constant '" + std::string(name) + "' is " + std::to_string(size) + " bytes on the device, but the host value is " +
                std::to_string(bytes) + " bytes");
  CurrentContext current(state_->context);
  KILN_CU(cuMemcpyDtoH, data, ptr, bytes);
}

}  // namespace kiln
