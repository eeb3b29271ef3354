// Primary-context RAII and per-thread current-context handling.
#include "kiln/context.hpp"

#include "kiln/device.hpp"
#include "kiln/driver.hpp"

namespace kiln {

struct Context::State {
  CUcontext context = nullptr;
  CUdevice device = 0;
  bool owned = false;  // a retained primary context, released with the last handle

  ~State() {
    if (owned && driver::loaded()) driver::api().cuDevicePrimaryCtxRelease(device);  // no throw in a destructor
  }
};

Context Context::primary(const Device& device) {
  auto state = std::make_shared<State>();
  KILN_CU(cuDevicePrimaryCtxRetain, &state->context, device.handle());
  state->device = device.handle();
  state->owned = true;
  return Context(std::move(state));
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
