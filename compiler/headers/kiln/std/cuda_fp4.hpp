//===- cuda_fp4.hpp - part of <cuda_fp4.h>, for kilnc -----------------------===//
#include <cuda_fp4.h>
