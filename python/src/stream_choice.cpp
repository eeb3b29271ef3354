// The current torch stream, read through torch's Python API with no build dependency on torch.
#include "stream_choice.hpp"

#include "kiln/error.hpp"

namespace py = pybind11;

namespace kiln::python {
namespace {

// torch.cuda, once the caller has imported torch and initialised its CUDA (checked until then).
py::object* torch_cuda() {
  static py::object* cuda = nullptr;
  if (cuda) return cuda;
  PyObject* torch = PyImport_GetModule(py::str("torch").ptr());
  if (!torch) {
    PyErr_Clear();
    return nullptr;
  }
  py::object module = py::reinterpret_steal<py::object>(torch);
  if (!py::hasattr(module, "cuda")) return nullptr;
  py::object c = module.attr("cuda");
  if (!py::hasattr(c, "is_initialized") || !c.attr("is_initialized")().cast<bool>()) return nullptr;
  cuda = new py::object(c);  // kept for the process: torch is never unloaded
  return cuda;
}

// torch._C._cuda_getCurrentRawStream(device) -> the cudaStream_t as an int (what torch's own
// compiled kernels launch on); torch.cuda.current_stream(device).cuda_stream where it is missing.
CUstream torch_stream(int device) {
  static py::object* raw = nullptr;
  static bool looked = false;
  py::object* cuda = torch_cuda();
  if (!cuda) return nullptr;
  if (!looked) {
    looked = true;
    py::object C = py::module_::import("torch").attr("_C");
    if (py::hasattr(C, "_cuda_getCurrentRawStream")) raw = new py::object(C.attr("_cuda_getCurrentRawStream"));
  }
  uintptr_t handle = raw ? (*raw)(device).cast<uintptr_t>()
                         : cuda->attr("current_stream")(device).attr("cuda_stream").cast<uintptr_t>();
  return reinterpret_cast<CUstream>(handle);
}

}  // namespace

CUstream choose_stream(const py::object& stream, int device) {
  if (stream.is_none()) return torch_stream(device);
  if (PyLong_Check(stream.ptr())) return reinterpret_cast<CUstream>(stream.cast<uintptr_t>());
  if (py::hasattr(stream, "cuda_stream"))
    return reinterpret_cast<CUstream>(stream.attr("cuda_stream").cast<uintptr_t>());
  throw ArgumentError(std::string("stream= takes an int handle or an object with .cuda_stream (torch.cuda.Stream), got ") +
                      Py_TYPE(stream.ptr())->tp_name);
}

int torch_current_device() {
  py::object* cuda = torch_cuda();
  return cuda ? cuda->attr("current_device")().cast<int>() : 0;
}

}  // namespace kiln::python
