// Launching kernels: configuration checks, the >48 KiB dynamic shared memory opt-in, cuLaunchKernel.
#include "kiln/kernel.hpp"

#include "kiln/driver.hpp"
#include "lib/kernel_state.hpp"

namespace kiln {
namespace {

constexpr uint32_t kDefaultSharedLimit = 48 * 1024;  // what a block may use without opting in

std::string dims(const Dim3& d) {
  return "(" + std::to_string(d.x) + ", " + std::to_string(d.y) + ", " + std::to_string(d.z) + ")";
}

}  // namespace

const std::string& Kernel::name() const { return state_->name; }
const std::optional<std::vector<Param>>& Kernel::params() const { return state_->params; }
int Kernel::max_threads_per_block() const { return state_->max_threads; }
int Kernel::static_shared_bytes() const { return state_->static_shared; }
uint32_t Kernel::block_threads() const { return state_->block_threads; }
uint32_t Kernel::tile_dynamic_shared_bytes() const { return state_->tile_dynamic_shared; }
int Kernel::registers_per_thread() const { return state_->registers; }
CUfunction Kernel::handle() const { return state_->function; }

const void* Kernel::checked_key() const { return state_->checked_types.load(std::memory_order_acquire); }
void Kernel::remember_checked(const void* key) const { state_->checked_types.store(key, std::memory_order_release); }

void Kernel::check_arguments_now(const std::vector<ArgInfo>& args) const {
  if (state_->params) check_arguments(state_->name, *state_->params, args);
}

void Kernel::launch_unchecked(const LaunchConfig& config, void** args) const {
  State& k = *state_;
  if (config.grid.volume() == 0 || config.block.volume() == 0)
    throw Error("kernel '" + k.name + "' launched with an empty grid " + dims(config.grid) + " or block " +
                dims(config.block) + ": every dimension must be at least 1");
  if (config.block.volume() > static_cast<uint64_t>(k.max_threads))
    throw Error("kernel '" + k.name + "' launched with " + std::to_string(config.block.volume()) +
                " threads per block " + dims(config.block) + ", but it can run at most " + std::to_string(k.max_threads) +
                " (its registers or __launch_bounds__ limit it); use smaller blocks");
  uint64_t total_shared = uint64_t(config.shared_bytes) + k.static_shared;
  if (total_shared > kDefaultSharedLimit && config.shared_bytes > k.dynamic_shared_limit.load()) {
    if (total_shared > static_cast<uint64_t>(k.shared_optin))
      throw Error("kernel '" + k.name + "' asks for " + std::to_string(config.shared_bytes) +
                  " bytes of dynamic shared memory on top of " + std::to_string(k.static_shared) +
                  " static bytes, but a block on this device may use at most " + std::to_string(k.shared_optin) +
                  " bytes");
    CurrentContext current(k.context);
    KILN_CU(cuFuncSetAttribute, k.function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
            static_cast<int>(config.shared_bytes));
    k.dynamic_shared_limit.store(config.shared_bytes);
  }
  CurrentContext current(k.context);
  CUresult r = driver::api().cuLaunchKernel(k.function, config.grid.x, config.grid.y, config.grid.z, config.block.x,
                                            config.block.y, config.block.z, config.shared_bytes, config.stream, args,
                                            nullptr);
  if (r != CUDA_SUCCESS)
    driver::check(r, "cuLaunchKernel",
                  "kernel '" + k.name + "' grid " + dims(config.grid) + " block " + dims(config.block) + " shared " +
                      std::to_string(config.shared_bytes) + " bytes");
}

}  // namespace kiln
