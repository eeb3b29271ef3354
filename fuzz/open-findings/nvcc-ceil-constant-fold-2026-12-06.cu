// nvcc 13.0 folds the constant ceil(3.0e30) to -2^63 (it stores 0xC3E0000000000000); floor, trunc
// and ceil of a run-time value are right. Found as the generated differential kernel fz308118968
// (fuzz/realcode.py, seed 2501): its out_d slot asinh(copysign(ceil(3.0e30), x)) differed by 25.5
// between the builds, and kilnc's 69.87 (asinh(3e30)) is the right value; nvcc's is asinh(2^63).
// An nvcc bug, not kilnc's: report it to NVIDIA. Check: nvcc -arch=sm_90 -ptx this file, and read
// the first st.global (-4332462841530417152).
__global__ void k(double* out, double x) { out[0] = ceil(3.0e30); out[1] = ceil(x); out[2] = floor(3.0e30); out[3] = trunc(3.0e30); out[4] = ceil(3.0e15);}
