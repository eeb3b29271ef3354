// kilnc's <surface_indirect_functions.h>: the texture and surface object functions are the
// prelude's (kiln/cuda/texture.hpp), as nvcc's <cuda_runtime.h> brings the
// toolkit's in; an explicit include gets the same.
#pragma once
#include <kiln/cuda/texture.hpp>
