// kilnc: the CUDA prelude (force-included) declares the device API, and its
// <cuda_runtime.h> the toolkit's runtime API for host code.
#pragma once
