// CUDA contexts: a device's primary context (retained/released RAII), or one adopted from other code.
#pragma once

#include <cuda.h>

#include <memory>

namespace kiln {

class Device;

// A shared handle: copies refer to one context, which (if owned) is released with the last copy.
// Every Kiln object keeps the Context it was made in, and makes it current on the calling thread
// around each driver call, so objects may be used from any thread.
class Context {
 public:
  static Context primary(const Device& device);
  // Wraps a context made elsewhere (cuCtxCreate, the CUDA runtime's cudaFree(0)); Kiln never releases it.
  static Context adopt(CUcontext context);
  // The context current on this thread (for working beside CUDA runtime code); throws if none.
  static Context adopt_current();

  CUcontext handle() const;
  CUdevice device_handle() const;
  Device device() const;
  void synchronize() const;
  // Leaves this context current on the calling thread (cuCtxSetCurrent).
  void make_current() const;
  bool owned() const;

  struct State;

 private:
  explicit Context(std::shared_ptr<State> state) : state_(std::move(state)) {}
  std::shared_ptr<State> state_;
};

// Makes a context current on this thread for a scope, restoring the previous one afterwards; a
// no-op when it is already current (the common case, one cuCtxGetCurrent).
class CurrentContext {
 public:
  explicit CurrentContext(CUcontext context);
  explicit CurrentContext(const Context& context) : CurrentContext(context.handle()) {}
  ~CurrentContext();
  CurrentContext(const CurrentContext&) = delete;
  CurrentContext& operator=(const CurrentContext&) = delete;

 private:
  bool pushed_ = false;
};

}  // namespace kiln
