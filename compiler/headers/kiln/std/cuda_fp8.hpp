//===- cuda_fp8.hpp - part of <cuda_fp8.h>, for kilnc -----------------------===//
#include <cuda_fp8.h>
