// Which CUDA stream and device a Python launch uses when the caller does not say: torch's, when
// the caller uses torch's CUDA (Kiln never imports torch itself), else the legacy default stream
// and device 0.
#pragma once

#include <cuda.h>
#include <pybind11/pybind11.h>

namespace kiln::python {

// `stream`: None (torch's current stream on `device`, or the default stream), an int handle, or
// an object with a `cuda_stream` attribute (torch.cuda.Stream, cupy streams).
CUstream choose_stream(const pybind11::object& stream, int device);

// torch.cuda.current_device() when torch's CUDA is initialised, else 0.
int torch_current_device();

}  // namespace kiln::python
