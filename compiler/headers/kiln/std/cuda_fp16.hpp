//===- cuda_fp16.hpp - part of <cuda_fp16.h>, for kilnc -----------------------===//
#include <cuda_fp16.h>
