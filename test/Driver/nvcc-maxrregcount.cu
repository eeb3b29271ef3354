// nvcc -maxrregcount=N caps each kernel's registers, except kernels with
// __launch_bounds__ or __maxnreg__, which ptxas leaves alone (measured with
// nvcc -cubin -maxrregcount=32 -Xptxas -v, CUDA 13.0). nvcc -ptx leaves the
// cap to ptxas's command line; kilnc's PTX goes to the driver's JIT, which
// reads the cap from the PTX: .maxnreg N on exactly those kernels.
// RUN: rm -rf %t && mkdir -p %t
// RUN: kilnc %s --arch=sm_90 -maxrregcount=32 -o %t/cap.ptx
// RUN: FileCheck %s --check-prefix=CAP < %t/cap.ptx
// RUN: kilnc %s --arch=sm_90 --maxrregcount 40 -o %t/cap40.ptx
// RUN: FileCheck %s --check-prefix=CAP40 < %t/cap40.ptx
// -Xptxas -maxrregcount=N is the same cap (and ptxas runs with it).
// RUN: kilnc %s --arch=sm_90 -Xptxas -maxrregcount=24 -o %t/xptxas.ptx
// RUN: FileCheck %s --check-prefix=XPTXAS < %t/xptxas.ptx
// RUN: kilnc %s --arch=sm_90 -o %t/plain.ptx
// RUN: FileCheck %s --check-prefix=PLAIN < %t/plain.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t/cap.ptx -o /dev/null %}

__global__ void plain(float *a) { a[threadIdx.x] *= 2.0f; }
__global__ void __launch_bounds__(128) bounded(float *a) { a[threadIdx.x] += 1.0f; }
__global__ void __launch_bounds__(128, 4) bounded_min(float *a) { a[threadIdx.x] -= 1.0f; }

// CAP-LABEL: .entry _Z5plainPf(
// CAP: .maxnreg 32
// CAP-LABEL: .entry _Z7boundedPf(
// CAP-NOT: .maxnreg
// CAP: .maxntid 128
// CAP-NOT: .maxnreg
// CAP-LABEL: .entry _Z11bounded_minPf(
// CAP-NOT: .maxnreg
// CAP: .minnctapersm 4
// CAP-NOT: .maxnreg
// CAP: ret;

// CAP40-LABEL: .entry _Z5plainPf(
// CAP40: .maxnreg 40
// XPTXAS-LABEL: .entry _Z5plainPf(
// XPTXAS: .maxnreg 24
// PLAIN-NOT: .maxnreg
