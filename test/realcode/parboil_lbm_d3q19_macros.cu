// @realcode Parboil lbm: a D3Q19 lattice-Boltzmann stream-collide step written the Parboil way, with the 19 distribution functions in one float array addressed through macros (CALC_INDEX, SRC_C/SRC_N/.../DST_WB, flag bits in the last cell word via a float-as-int cast), one thread per cell along x and a block per (y, z) row, obstacle cells bouncing back and fluid cells relaxing toward the equilibrium with OMEGA; boundary layers stay untouched.
// @let SIZE_X = 128
// @let SIZE_Y = 128
// @let SIZE_Z = 64
// @let MARGIN = 2 * SIZE_X * SIZE_Y
// @let CELLS = SIZE_X * SIZE_Y * SIZE_Z
// @buf src f32[20 * (CELLS + 2 * MARGIN)] uniform(0.01, 0.1)
// @buf dst f32[20 * (CELLS + 2 * MARGIN)] zero
// @launch performStreamCollide_kernel grid(SIZE_Y, SIZE_Z) block(SIZE_X) args(src, dst)
// @check dst abs=1e-6 rel=1e-5
#include <cuda_runtime.h>

#define SIZE_X 128
#define SIZE_Y 128
#define SIZE_Z 64
#define OMEGA 1.95f
#define MARGIN (2 * SIZE_X * SIZE_Y)

typedef enum { C = 0, N, S, E, W, T, B, NE, NW, SE, SW, NT, NB, ST, SB, ET, EB, WT, WB, FLAGS, N_CELL_ENTRIES } CELL_ENTRIES;
typedef enum { OBSTACLE = 1 << 0, ACCEL = 1 << 1, IN_OUT_FLOW = 1 << 2 } CELL_FLAGS;

#define CALC_INDEX(x, y, z, e) ((e) + N_CELL_ENTRIES * ((x) + (y) * SIZE_X + (z) * SIZE_X * SIZE_Y))
#define GRID_ENTRY_SWEEP(g, dx, dy, dz, e) ((g)[CALC_INDEX(dx, dy, dz, e) + MARGIN * N_CELL_ENTRIES + offset])

#define LOCAL(g, e) (GRID_ENTRY_SWEEP(g, 0, 0, 0, e))
#define NEIGHBOR_N(g, e) (GRID_ENTRY_SWEEP(g, 0, +1, 0, e))
#define NEIGHBOR_S(g, e) (GRID_ENTRY_SWEEP(g, 0, -1, 0, e))
#define NEIGHBOR_E(g, e) (GRID_ENTRY_SWEEP(g, +1, 0, 0, e))
#define NEIGHBOR_W(g, e) (GRID_ENTRY_SWEEP(g, -1, 0, 0, e))
#define NEIGHBOR_T(g, e) (GRID_ENTRY_SWEEP(g, 0, 0, +1, e))
#define NEIGHBOR_B(g, e) (GRID_ENTRY_SWEEP(g, 0, 0, -1, e))
#define NEIGHBOR_NE(g, e) (GRID_ENTRY_SWEEP(g, +1, +1, 0, e))
#define NEIGHBOR_NW(g, e) (GRID_ENTRY_SWEEP(g, -1, +1, 0, e))
#define NEIGHBOR_SE(g, e) (GRID_ENTRY_SWEEP(g, +1, -1, 0, e))
#define NEIGHBOR_SW(g, e) (GRID_ENTRY_SWEEP(g, -1, -1, 0, e))
#define NEIGHBOR_NT(g, e) (GRID_ENTRY_SWEEP(g, 0, +1, +1, e))
#define NEIGHBOR_NB(g, e) (GRID_ENTRY_SWEEP(g, 0, +1, -1, e))
#define NEIGHBOR_ST(g, e) (GRID_ENTRY_SWEEP(g, 0, -1, +1, e))
#define NEIGHBOR_SB(g, e) (GRID_ENTRY_SWEEP(g, 0, -1, -1, e))
#define NEIGHBOR_ET(g, e) (GRID_ENTRY_SWEEP(g, +1, 0, +1, e))
#define NEIGHBOR_EB(g, e) (GRID_ENTRY_SWEEP(g, +1, 0, -1, e))
#define NEIGHBOR_WT(g, e) (GRID_ENTRY_SWEEP(g, -1, 0, +1, e))
#define NEIGHBOR_WB(g, e) (GRID_ENTRY_SWEEP(g, -1, 0, -1, e))

#define SRC_C(g) (LOCAL(g, C))
#define SRC_N(g) (LOCAL(g, N))
#define SRC_S(g) (LOCAL(g, S))
#define SRC_E(g) (LOCAL(g, E))
#define SRC_W(g) (LOCAL(g, W))
#define SRC_T(g) (LOCAL(g, T))
#define SRC_B(g) (LOCAL(g, B))
#define SRC_NE(g) (LOCAL(g, NE))
#define SRC_NW(g) (LOCAL(g, NW))
#define SRC_SE(g) (LOCAL(g, SE))
#define SRC_SW(g) (LOCAL(g, SW))
#define SRC_NT(g) (LOCAL(g, NT))
#define SRC_NB(g) (LOCAL(g, NB))
#define SRC_ST(g) (LOCAL(g, ST))
#define SRC_SB(g) (LOCAL(g, SB))
#define SRC_ET(g) (LOCAL(g, ET))
#define SRC_EB(g) (LOCAL(g, EB))
#define SRC_WT(g) (LOCAL(g, WT))
#define SRC_WB(g) (LOCAL(g, WB))

#define DST_C(g) (LOCAL(g, C))
#define DST_N(g) (NEIGHBOR_N(g, N))
#define DST_S(g) (NEIGHBOR_S(g, S))
#define DST_E(g) (NEIGHBOR_E(g, E))
#define DST_W(g) (NEIGHBOR_W(g, W))
#define DST_T(g) (NEIGHBOR_T(g, T))
#define DST_B(g) (NEIGHBOR_B(g, B))
#define DST_NE(g) (NEIGHBOR_NE(g, NE))
#define DST_NW(g) (NEIGHBOR_NW(g, NW))
#define DST_SE(g) (NEIGHBOR_SE(g, SE))
#define DST_SW(g) (NEIGHBOR_SW(g, SW))
#define DST_NT(g) (NEIGHBOR_NT(g, NT))
#define DST_NB(g) (NEIGHBOR_NB(g, NB))
#define DST_ST(g) (NEIGHBOR_ST(g, ST))
#define DST_SB(g) (NEIGHBOR_SB(g, SB))
#define DST_ET(g) (NEIGHBOR_ET(g, ET))
#define DST_EB(g) (NEIGHBOR_EB(g, EB))
#define DST_WT(g) (NEIGHBOR_WT(g, WT))
#define DST_WB(g) (NEIGHBOR_WB(g, WB))

// The flag word is random data here: a cell is an obstacle when bit 22 of its pattern is set (about half).
#define TEST_FLAG_SWEEP(g, f) ((__float_as_int(LOCAL(g, FLAGS)) >> 22) & (f))

#define DFL1 (1.0f / 3.0f)
#define DFL2 (1.0f / 18.0f)
#define DFL3 (1.0f / 36.0f)

__global__ void performStreamCollide_kernel(float *srcGrid, float *dstGrid) {
  // The boundary planes of the box do not stream.
  if (threadIdx.x == 0 || threadIdx.x == SIZE_X - 1 || blockIdx.x == 0 || blockIdx.x == SIZE_Y - 1 ||
      blockIdx.y == 0 || blockIdx.y == SIZE_Z - 1)
    return;
  int offset = CALC_INDEX(threadIdx.x, blockIdx.x, blockIdx.y, 0);

  float rho, ux, uy, uz, u2;
  float tempC = SRC_C(srcGrid), tempN = SRC_N(srcGrid), tempS = SRC_S(srcGrid), tempE = SRC_E(srcGrid),
        tempW = SRC_W(srcGrid), tempT = SRC_T(srcGrid), tempB = SRC_B(srcGrid), tempNE = SRC_NE(srcGrid),
        tempNW = SRC_NW(srcGrid), tempSE = SRC_SE(srcGrid), tempSW = SRC_SW(srcGrid), tempNT = SRC_NT(srcGrid),
        tempNB = SRC_NB(srcGrid), tempST = SRC_ST(srcGrid), tempSB = SRC_SB(srcGrid), tempET = SRC_ET(srcGrid),
        tempEB = SRC_EB(srcGrid), tempWT = SRC_WT(srcGrid), tempWB = SRC_WB(srcGrid);

  if (TEST_FLAG_SWEEP(srcGrid, OBSTACLE)) {
    // Bounce back.
    DST_C(dstGrid) = tempC;
    DST_S(dstGrid) = tempN;
    DST_N(dstGrid) = tempS;
    DST_W(dstGrid) = tempE;
    DST_E(dstGrid) = tempW;
    DST_B(dstGrid) = tempT;
    DST_T(dstGrid) = tempB;
    DST_SW(dstGrid) = tempNE;
    DST_SE(dstGrid) = tempNW;
    DST_NW(dstGrid) = tempSE;
    DST_NE(dstGrid) = tempSW;
    DST_SB(dstGrid) = tempNT;
    DST_ST(dstGrid) = tempNB;
    DST_NB(dstGrid) = tempST;
    DST_NT(dstGrid) = tempSB;
    DST_WB(dstGrid) = tempET;
    DST_WT(dstGrid) = tempEB;
    DST_EB(dstGrid) = tempWT;
    DST_ET(dstGrid) = tempWB;
    return;
  }

  rho = tempC + tempN + tempS + tempE + tempW + tempT + tempB + tempNE + tempNW + tempSE + tempSW + tempNT + tempNB +
        tempST + tempSB + tempET + tempEB + tempWT + tempWB;
  ux = +tempE - tempW + tempNE - tempNW + tempSE - tempSW + tempET + tempEB - tempWT - tempWB;
  uy = +tempN - tempS + tempNE + tempNW - tempSE - tempSW + tempNT + tempNB - tempST - tempSB;
  uz = +tempT - tempB + tempNT - tempNB + tempST - tempSB + tempET - tempEB + tempWT - tempWB;
  ux /= rho;
  uy /= rho;
  uz /= rho;
  u2 = 1.5f * (ux * ux + uy * uy + uz * uz);

  DST_C(dstGrid) = (1.0f - OMEGA) * tempC + DFL1 * OMEGA * rho * (1.0f - u2);
  DST_N(dstGrid) = (1.0f - OMEGA) * tempN + DFL2 * OMEGA * rho * (1.0f + uy * (4.5f * uy + 3.0f) - u2);
  DST_S(dstGrid) = (1.0f - OMEGA) * tempS + DFL2 * OMEGA * rho * (1.0f + uy * (4.5f * uy - 3.0f) - u2);
  DST_E(dstGrid) = (1.0f - OMEGA) * tempE + DFL2 * OMEGA * rho * (1.0f + ux * (4.5f * ux + 3.0f) - u2);
  DST_W(dstGrid) = (1.0f - OMEGA) * tempW + DFL2 * OMEGA * rho * (1.0f + ux * (4.5f * ux - 3.0f) - u2);
  DST_T(dstGrid) = (1.0f - OMEGA) * tempT + DFL2 * OMEGA * rho * (1.0f + uz * (4.5f * uz + 3.0f) - u2);
  DST_B(dstGrid) = (1.0f - OMEGA) * tempB + DFL2 * OMEGA * rho * (1.0f + uz * (4.5f * uz - 3.0f) - u2);
  DST_NE(dstGrid) = (1.0f - OMEGA) * tempNE + DFL3 * OMEGA * rho * (1.0f + (+ux + uy) * (4.5f * (+ux + uy) + 3.0f) - u2);
  DST_NW(dstGrid) = (1.0f - OMEGA) * tempNW + DFL3 * OMEGA * rho * (1.0f + (-ux + uy) * (4.5f * (-ux + uy) + 3.0f) - u2);
  DST_SE(dstGrid) = (1.0f - OMEGA) * tempSE + DFL3 * OMEGA * rho * (1.0f + (+ux - uy) * (4.5f * (+ux - uy) + 3.0f) - u2);
  DST_SW(dstGrid) = (1.0f - OMEGA) * tempSW + DFL3 * OMEGA * rho * (1.0f + (-ux - uy) * (4.5f * (-ux - uy) + 3.0f) - u2);
  DST_NT(dstGrid) = (1.0f - OMEGA) * tempNT + DFL3 * OMEGA * rho * (1.0f + (+uy + uz) * (4.5f * (+uy + uz) + 3.0f) - u2);
  DST_NB(dstGrid) = (1.0f - OMEGA) * tempNB + DFL3 * OMEGA * rho * (1.0f + (+uy - uz) * (4.5f * (+uy - uz) + 3.0f) - u2);
  DST_ST(dstGrid) = (1.0f - OMEGA) * tempST + DFL3 * OMEGA * rho * (1.0f + (-uy + uz) * (4.5f * (-uy + uz) + 3.0f) - u2);
  DST_SB(dstGrid) = (1.0f - OMEGA) * tempSB + DFL3 * OMEGA * rho * (1.0f + (-uy - uz) * (4.5f * (-uy - uz) + 3.0f) - u2);
  DST_ET(dstGrid) = (1.0f - OMEGA) * tempET + DFL3 * OMEGA * rho * (1.0f + (+ux + uz) * (4.5f * (+ux + uz) + 3.0f) - u2);
  DST_EB(dstGrid) = (1.0f - OMEGA) * tempEB + DFL3 * OMEGA * rho * (1.0f + (+ux - uz) * (4.5f * (+ux - uz) + 3.0f) - u2);
  DST_WT(dstGrid) = (1.0f - OMEGA) * tempWT + DFL3 * OMEGA * rho * (1.0f + (-ux + uz) * (4.5f * (-ux + uz) + 3.0f) - u2);
  DST_WB(dstGrid) = (1.0f - OMEGA) * tempWB + DFL3 * OMEGA * rho * (1.0f + (-ux - uz) * (4.5f * (-ux - uz) + 3.0f) - u2);
}
