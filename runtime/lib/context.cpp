// Primary-context RAII and per-thread current-context handling.
#include "kiln/context.hpp"

#include "kiln/device.hpp"
#include "kiln/driver.hpp"

namespace kiln {

struct Context::State {
  CUcontext context = nullptr;
  CUdevice device = 0;
  bool owned = false;  // a retained primary context, released with the last handle
  int retains = 0;     // cuDevicePrimaryCtxRetain calls to undo (reset() retains again)

  ~State() {
    if (owned && driver::loaded())
      for (int i = 0; i < retains; ++i) driver::api().cuDevicePrimaryCtxRelease(device);  // no throw here
  }
};

Context Context::primary(const Device& device) {
  auto state = std::make_shared<State>();
  KILN_CU(cuDevicePrimaryCtxRetain, &state->context, device.handle());
  state->device = device.handle();
  state->owned = true;
  state->retains = 1;
  return Context(std::move(state));
}

void Context::reset() const {
  if (!state_->owned)
    throw Error("Context::reset: this context was adopted, not retained by Kiln; reset it where it was made "
                "(cudaDeviceReset, cuDevicePrimaryCtxReset)");
  // The reset destroys the context behind the old handle (CUDA_ERROR_CONTEXT_IS_DESTROYED afterwards);
  // retaining the primary context again brings up a fresh one.
  KILN_CU(cuDevicePrimaryCtxReset, state_->device);
  CUcontext fresh = nullptr;
  KILN_CU(cuDevicePrimaryCtxRetain, &fresh, state_->device);
  ++state_->retains;
  CUcontext current = nullptr;
  if (driver::api().cuCtxGetCurrent(&current) == CUDA_SUCCESS && current == state_->context)
    driver::api().cuCtxSetCurrent(fresh);
  state_->context = fresh;
}

Context Context::adopt(CUcontext context) {
  if (!context) throw Error("Context::adopt: the CUcontext is null");
  auto state = std::make_shared<State>();
  state->context = context;
  {
    CurrentContext current(context);
    KILN_CU(cuCtxGetDevice, &state->device);
  }
  return Context(std::move(state));
}

Context Context::adopt_current() {
  CUcontext context = nullptr;
  KILN_CU(cuCtxGetCurrent, &context);
  if (!context)
    throw Error("Context::adopt_current: no CUDA context is current on this thread (call cudaSetDevice/cudaFree(0) "
                "first, or use Device::primary_context())");
  return adopt(context);
}

CUcontext Context::handle() const { return state_->context; }
CUdevice Context::device_handle() const { return state_->device; }
bool Context::owned() const { return state_->owned; }

Device Context::device() const {
  for (const Device& d : Device::all())
    if (d.handle() == state_->device) return d;
  throw Error("the context's device is not among the devices the driver lists");
}

void Context::synchronize() const {
  CurrentContext current(*this);
  KILN_CU(cuCtxSynchronize);
}

void Context::make_current() const { KILN_CU(cuCtxSetCurrent, state_->context); }

CurrentContext::CurrentContext(CUcontext context) {
  CUcontext now = nullptr;
  KILN_CU(cuCtxGetCurrent, &now);
  if (now == context) return;
  KILN_CU(cuCtxPushCurrent, context);
  pushed_ = true;
}

CurrentContext::~CurrentContext() {
  if (pushed_) {
    CUcontext popped = nullptr;
    driver::api().cuCtxPopCurrent(&popped);
  }
}

}  // namespace kiln
