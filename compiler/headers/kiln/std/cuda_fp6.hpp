//===- cuda_fp6.hpp - part of <cuda_fp6.h>, for kilnc -----------------------===//
#include <cuda_fp6.h>
